/**
 * Kits and their images against abuse (attack run): previews that no kit uses are capped per user
 * (30 uploads once stored 67 MB), the owner can rotate a share key, and names lose the invisible
 * characters that disguise them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegDataUrl, KIT_DATA, pngBytes } from './support/fixtures.ts';
import { UNUSED_PREVIEWS_MAX } from '../../src/server/kits/previews.ts';
import {
  backends,
  Client,
  newUser,
  setPlan,
  startServer,
  type TestServer,
  type TestUser,
} from './support/server.ts';

describe.each(backends())('kit hardening on $name', (backend) => {
  let test: TestServer;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    test = await startServer(backend);
    owner = await newUser(test, 'hardened');
    stranger = await newUser(test, 'prying');
  });
  afterAll(async () => test.close());

  const uploadPreview = async (user: TestUser) =>
    (await user.client.postMultipart<{ image_url: string }>('/api/image', { image: await jpegDataUrl() }))
      .body.image_url;

  it('keeps only a handful of unused previews per user, counts their bytes, and spares used ones', async () => {
    const used = await uploadPreview(owner);
    await owner.client.postForm('/api/handler', { data: KIT_DATA, image: used });
    const urls: string[] = [];
    for (let i = 0; i < UNUSED_PREVIEWS_MAX + 3; i += 1) urls.push(await uploadPreview(owner));
    const statuses = await Promise.all(urls.map(async (url) => (await fetch(test.url + url)).status));
    // The oldest three made room for the newest.
    expect(statuses).toEqual([404, 404, 404, ...Array<number>(UNUSED_PREVIEWS_MAX).fill(200)]);
    expect((await fetch(test.url + used)).status).toBe(200);
    const rows = await test.server.context.db
      .selectFrom('kit_images')
      .select(['file', 'bytes'])
      .where('user_id', '=', owner.id)
      .execute();
    expect(rows).toHaveLength(UNUSED_PREVIEWS_MAX + 1);
    for (const row of rows) expect(row.bytes).toBeGreaterThan(100);
    // A save can still use the newest preview.
    const saved = await owner.client.postForm('/api/handler', { data: KIT_DATA, image: urls.at(-1) ?? '' });
    expect(saved.body).toMatchObject({ success: true, image: urls.at(-1) });
  });

  it('lets only the owner rotate a share key, and the old link stops working', async () => {
    const saved = await owner.client.postForm<{ id: number }>('/api/handler', {
      data: KIT_DATA,
      name: 'Away',
    });
    const id = saved.body.id;
    const list = await owner.client.get<{ data: { id: number; key: string }[] }>('/api/saved?mode=own');
    const oldKey = list.body.data.find((k) => k.id === id)?.key ?? '';
    const reader = new Client(test.url);
    expect((await reader.get(`/api/kit?id=${id}&key=${encodeURIComponent(oldKey)}`)).status).toBe(200);

    expect((await stranger.client.postForm('/api/share_key', { id: String(id) })).body).toEqual({
      success: false,
      error: 'Kit not found',
    });
    expect((await new Client(test.url).postForm('/api/share_key', { id: String(id) })).status).toBe(401);
    const rotated = await owner.client.postForm<{ success: boolean; key: string }>('/api/share_key', {
      id: String(id),
    });
    expect(rotated.body.success).toBe(true);
    expect(rotated.body.key).not.toBe(oldKey);
    expect(rotated.body.key).toMatch(/^[A-Za-z0-9_-]{16}$/);

    expect((await reader.get(`/api/kit?id=${id}&key=${encodeURIComponent(oldKey)}`)).status).toBe(404);
    expect((await reader.get(`/showcase/kit/${id}?key=${encodeURIComponent(oldKey)}`)).status).toBe(404);
    const fresh = encodeURIComponent(rotated.body.key);
    expect((await reader.get(`/api/kit?id=${id}&key=${fresh}`)).body).toMatchObject({
      success: true,
      own: false,
    });
    expect((await reader.get(`/showcase/kit/${id}?key=${fresh}`)).status).toBe(200);
  });

  it('strips bidi overrides and zero-width characters from kit and image names', async () => {
    const disguised = 'Home\u200b kit \u202egpj.exe\u2066\u2069\ufeff';
    const saved = await owner.client.postForm<{ id: number }>('/api/handler', {
      data: KIT_DATA,
      name: disguised,
    });
    const kit = await owner.client.get<{ data: { name: string } }>(`/api/kit?id=${saved.body.id}`);
    expect(kit.body.data.name).toBe('Home kit gpj.exe');

    await setPlan(test, owner, 2);
    const upload = await owner.client.postMultipart<{ el: { id: string; name: string } }>(
      '/api/upload_image',
      { name: '\u202dcrest\u200d\u200c' },
      { name: 'x.png', data: await pngBytes() },
    );
    expect(upload.body.el.name).toBe('crest');
    const renamed = await owner.client.postForm('/api/rename_image', {
      id: upload.body.el.id,
      name: '\u061cbadge\u2060',
    });
    expect(renamed.body).toMatchObject({ success: true, name: 'badge' });
    // A name of nothing but invisible characters is empty, and refused.
    expect(
      (await owner.client.postForm('/api/rename_image', { id: upload.body.el.id, name: '\u200b\u202e' }))
        .body,
    ).toEqual({
      success: false,
      error: 'Image names must be 1 to 100 characters',
    });
  });
});

// Its own server with a fast timer (a second server on the PostgreSQL backend would empty the
// database under the one above, so this runs on SQLite; sharing.test.ts sweeps on both).
describe('the preview sweep timer on sqlite', () => {
  it('sweeps unused previews on the server’s own timer once they are ten minutes old', async () => {
    const swept = await startServer(backends()[0]!, { previewSweepEveryMs: 100 });
    try {
      const user = await newUser(swept, 'swept');
      const upload = async () =>
        (await user.client.postMultipart<{ image_url: string }>('/api/image', { image: await jpegDataUrl() }))
          .body.image_url;
      const stale = await upload();
      const fresh = await upload();
      await swept.server.context.db
        .updateTable('kit_images')
        .set({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() })
        .where('file', '=', stale.split('/').pop() ?? '')
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await fetch(swept.url + stale)).status).toBe(404);
      expect((await fetch(swept.url + fresh)).status).toBe(200);
    } finally {
      await swept.close();
    }
  });
});
