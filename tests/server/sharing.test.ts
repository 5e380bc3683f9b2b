import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegDataUrl, KIT_DATA } from './support/fixtures.ts';
import { sweepUnusedPreviews } from '../../src/server/kits/previews.ts';
import { backends, Client, newUser, startServer, type TestServer, type TestUser } from './support/server.ts';

describe.each(backends())('publishing, share keys and the showcase page on $name', (backend) => {
  let test: TestServer;
  let owner: TestUser;
  let stranger: TestUser;
  let kitId: number;
  let key: string;
  beforeAll(async () => {
    test = await startServer(backend);
    owner = await newUser(test, 'owner');
    stranger = await newUser(test, 'stranger');
    const image = (
      await owner.client.postMultipart<{ image_url: string }>('/api/image', { image: await jpegDataUrl() })
    ).body.image_url;
    const saved = await owner.client.postForm<{ id: number }>('/api/handler', {
      data: KIT_DATA,
      name: 'Derby <b>special</b>',
      image,
    });
    kitId = saved.body.id;
    const list = await owner.client.get<{ data: { id: number; key: string }[] }>('/api/saved?mode=own');
    key = list.body.data.find((k) => k.id === kitId)?.key ?? '';
  });
  afterAll(async () => test.close());

  it('shows a private kit only to its owner or with the share key', async () => {
    const anonymous = new Client(test.url);
    expect((await anonymous.get(`/showcase/kit/${kitId}`)).status).toBe(404);
    expect((await stranger.client.get(`/showcase/kit/${kitId}?key=wrong`)).status).toBe(404);
    expect((await stranger.client.get(`/api/kit?id=${kitId}`)).body).toEqual({
      success: false,
      error: 'Kit not found',
    });

    const shared = await anonymous.get(`/showcase/kit/${kitId}?key=${encodeURIComponent(key)}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('content-type')).toMatch(/text\/html/);
    expect(shared.text).toContain('Derby &lt;b&gt;special&lt;/b&gt;');
    expect(shared.text).toContain(`by ${owner.username}`);
    expect(shared.text).toMatch(/<img class="render" src="\/files\/kits\/[a-f0-9-]+\.jpg"/);
    expect(shared.text).toContain(`>Edit in Kitsmith</a>`);
    // The kit's own game site (its editor keeps the id for the owner), never the root.
    expect(shared.text).toContain(`href="/eafc/?kit=${kitId}&amp;key=`);

    const viaKey = await stranger.client.get<{
      success: boolean;
      own: boolean;
      data: Record<string, unknown>;
    }>(`/api/kit?id=${kitId}&key=${encodeURIComponent(key)}`);
    expect(viaKey.body).toMatchObject({ success: true, own: false });
    // The share key is the owner's to hand out: other readers never get it back.
    expect(viaKey.body.data).not.toHaveProperty('key');
    expect((await owner.client.get(`/showcase/kit/${kitId}`)).status).toBe(200);
  });

  it('is a share page: Remix, and the Open Graph tags chat apps read, from PUBLIC_URL only', async () => {
    const shared = await new Client(test.url).get(`/showcase/kit/${kitId}?key=${encodeURIComponent(key)}`, {
      host: 'evil.example',
    });
    expect(shared.status).toBe(200);
    const tag = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(shared.text)?.[1];
    expect(tag('og:title')).toBe('Derby &lt;b&gt;special&lt;/b&gt;');
    expect(tag('og:description')).toBe(`EA FC kit by ${owner.username}, made with Kitsmith`);
    expect(tag('og:type')).toBe('website');
    expect(tag('twitter:card')).toBe('summary_large_image');
    // Absolute, on the configured site, never on the request's Host.
    expect(tag('og:image')).toMatch(/^http:\/\/kitsmith\.test\/files\/kits\/[a-f0-9-]+\.jpg$/);
    expect(tag('og:url')).toBe(`http://kitsmith.test/showcase/kit/${kitId}?key=${encodeURIComponent(key)}`);
    expect(shared.text).not.toContain('evil.example');
    expect(shared.text).toContain(
      `href="/eafc/?kit=${kitId}&amp;key=${encodeURIComponent(key)}&amp;remix=1">Remix</a>`,
    );
  });

  it("links 'Edit in Kitsmith' to the kit's own game site (a PES kit opens as a PES kit)", async () => {
    const saved = await owner.client.postForm<{ id: number }>('/api/handler', {
      data: KIT_DATA,
      name: 'PES derby',
      game: 'pes',
    });
    const pesId = saved.body.id;
    const page = await owner.client.get(`/showcase/kit/${pesId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`href="/pes/?kit=${pesId}"`);
  });

  it('publishes and unpublishes only the owner’s kit', async () => {
    expect((await stranger.client.postForm('/api/publish', { id: String(kitId) })).body).toEqual({
      success: false,
      error: 'Kit not found',
    });
    const published = await owner.client.postForm('/api/publish', { id: String(kitId), published: '1' });
    expect(published.body).toEqual({ success: true, published: true, key });
    const page = await new Client(test.url).get(`/showcase/kit/${kitId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`href="/eafc/?kit=${kitId}"`);
    expect((await stranger.client.get(`/api/kit?id=${kitId}`)).body).toMatchObject({
      success: true,
      own: false,
    });

    await owner.client.postForm('/api/publish', { id: String(kitId), published: '0' });
    expect((await new Client(test.url).get(`/showcase/kit/${kitId}`)).status).toBe(404);
    expect((await new Client(test.url).get('/showcase/kit/abc')).status).toBe(404);
  });

  it('sweeps previews that no kit uses after minutes, for every user, keeping used ones', async () => {
    const db = test.server.context.db;
    const unused = (
      await owner.client.postMultipart<{ image_url: string }>('/api/image', { image: await jpegDataUrl() })
    ).body.image_url;
    const used = (
      await db.selectFrom('kits').select('image').where('id', '=', kitId).executeTakeFirstOrThrow()
    ).image;
    const strangers = await stranger.client.postMultipart<{ image_url: string }>('/api/image', {
      image: await jpegDataUrl(),
    });
    // Nothing is swept while it is fresh: a save normally follows its preview within seconds.
    expect(await sweepUnusedPreviews(test.server.context)).toBe(0);
    expect((await fetch(test.url + unused)).status).toBe(200);

    // Eleven minutes later the sweep (run by a timer in the server) takes both users' orphans.
    expect(await sweepUnusedPreviews(test.server.context, Date.now() + 11 * 60_000)).toBe(2);
    expect((await fetch(test.url + unused)).status).toBe(404);
    expect((await fetch(test.url + strangers.body.image_url)).status).toBe(404);
    expect((await fetch(test.url + used)).status).toBe(200);
  });

  it('keeps base_id only for a kit the saver may see, and deletes the preview with the last kit using it', async () => {
    const save = (client: Client, fields: Record<string, string>) =>
      client.postForm<{ id: number }>('/api/handler', { data: KIT_DATA, ...fields });
    // A private kit of someone else, without its key, must not be confirmed to exist.
    const guessed = await save(stranger.client, { baseid: String(kitId) });
    const keyed = await save(stranger.client, { baseid: String(kitId), basekey: key });
    const wrongKey = await save(stranger.client, { baseid: String(kitId), basekey: 'wrong' });
    const orphan = await save(stranger.client, { baseid: '999999' });
    const own = await save(owner.client, { baseid: String(kitId) });
    const rows = await test.server.context.db
      .selectFrom('kits')
      .select(['id', 'base_id'])
      .where(
        'id',
        'in',
        [guessed, keyed, wrongKey, orphan, own].map((r) => r.body.id),
      )
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.base_id)).toEqual([null, kitId, null, null, kitId]);
    // Derived kits keep no preview of their own; the owner's copy is not needed further.
    await owner.client.postForm('/api/delete_saved', { id: String(own.body.id) });

    const { image } = await test.server.context.db
      .selectFrom('kits')
      .select('image')
      .where('id', '=', kitId)
      .executeTakeFirstOrThrow();
    expect((await fetch(test.url + image)).status).toBe(200);
    expect((await owner.client.postForm('/api/delete_saved', { id: String(kitId) })).body).toEqual({
      success: true,
      error: null,
    });
    expect((await fetch(test.url + image)).status).toBe(404);
    expect((await owner.client.get(`/api/kit?id=${kitId}`)).status).toBe(404);
  });
});

describe.each(backends())('a share page without PUBLIC_URL on $name', (backend) => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startServer(backend, { publicUrl: null });
  });
  afterAll(async () => bare.close());

  it('leaves out og:image and og:url: there is no absolute address to give', async () => {
    const user = await newUser(bare, 'bare');
    const id = (await user.client.postForm<{ id: number }>('/api/handler', { data: KIT_DATA, name: 'x' }))
      .body.id;
    const page = await user.client.get(`/showcase/kit/${id}`, { host: 'evil.example' });
    expect(page.text).toContain('<meta property="og:title" content="x">');
    expect(page.text).not.toContain('og:image');
    expect(page.text).not.toContain('og:url');
    expect(page.text).not.toContain('evil.example');
  });
});
