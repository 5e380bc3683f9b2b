import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api/index.ts';
import { jpegDataUrl, KIT_DATA, pngBytes } from './support/fixtures.ts';
import { backends, startServer, type TestServer } from './support/server.ts';

/** Node's fetch keeps no cookies; this jar plays the browser's part for one user. */
function browserFetch() {
  let cookie: string | null = null;
  return async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? null;
    return response;
  };
}

describe.each(backends())('the typed API client against the server on $name', (backend) => {
  let test: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    test = await startServer(backend);
    api = createApiClient({ baseUrl: test.url, fetch: browserFetch() });
  });
  afterAll(async () => test.close());

  it('walks the save flow of the editor', async () => {
    expect((await api.me()).logged_in).toBe(false);
    const registered = await api.register('clientuser', 'client@example.com', 'a good password');
    expect(registered.success).toBe(true);
    expect(await api.storage()).toMatchObject({ success: true, allow_new: true });

    const preview = await api.uploadPreview(await jpegDataUrl());
    if (!preview.success) throw new Error(preview.error);
    const saved = await api.saveKit({
      data: KIT_DATA,
      game: 'fifa',
      image: preview.image_url,
      name: 'Client kit',
    });
    if (!saved.success) throw new Error(saved.error);
    const list = await api.listSaved({ mode: 'own', sorting: 'newest', game: 'fifa' });
    expect(list.success && list.data.map((k) => k.name)).toEqual(['Client kit']);
    expect((await api.publish(saved.id, true)).success).toBe(true);
    expect((await api.loadKit(saved.id)).success).toBe(true);
    expect(await api.deleteSaved(saved.id)).toEqual({ success: true, error: null });
    expect(await api.deleteSaved(saved.id)).toEqual({ success: false, error: 'Kit not found' });
  });

  it('uploads, renames and deletes custom images', async () => {
    await test.server.context.db.updateTable('users').set({ plan_tier: 1 }).execute();
    const uploaded = await api.uploadImage(
      new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }),
      'logo.png',
    );
    if (!uploaded.success) throw new Error(uploaded.error);
    expect(await api.renameImage(uploaded.el.id, 'Crest')).toEqual({
      success: true,
      name: 'Crest',
      error: null,
    });
    const images = await api.listImages();
    expect(images.success && images.max).toBe(750);
    expect(await api.deleteImage(uploaded.el.id_num)).toEqual({ success: true, error: null });
  });

  it('reads the feeds, normalising notifications to a list', async () => {
    expect(await api.notifications()).toEqual([]);
    expect(Array.isArray(await api.catalogue('templates'))).toBe(true);
    expect((await api.fmTeams('chel')).data.map((t) => t.name)).toEqual(['Chelsea']);
    expect((await api.nbaMods(26)).length).toBeGreaterThan(0);
    expect(await api.keyBin()).toBeNull();
    expect(await api.upcoming()).toEqual([]);
  });

  it('turns an unreachable server into a NetworkError after the retries', async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9', retries: 1 });
    await expect(offline.me()).rejects.toMatchObject({ name: 'NetworkError' });
  });
});
