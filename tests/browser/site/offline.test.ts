/**
 * Offline use: after one visit the service worker serves the editor, its catalogue data and the
 * images it drew; with the network cut the page reloads and draws the same kit. The API is never
 * cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowOfflineWorker } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';
import { colorShare } from '../editor/editor-user.ts';

let session: EditorPage;
beforeAll(async () => {
  session = await openEditorPage();
  // This test is about the service worker: let it register and answer (the suite's pages don't).
  await allowOfflineWorker(session.page);
});
afterAll(async () => {
  await session?.close();
});

describe('offline', () => {
  it('opens and draws the editor offline after one visit', async () => {
    const { page, user, server } = session;
    const address = `${server.url}/eafc/?scale=0.25`;
    await user.open(address);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 60_000 });
    // The worker keeps the catalogue files and images this visit used.
    await page.waitForFunction(
      async () => {
        const names = await caches.keys();
        if (!names.includes('catalogue-assets')) return false;
        const images = await (await caches.open('catalogue-assets')).keys();
        return images.some((request) => request.url.includes('/templates/'));
      },
      { timeout: 60_000, polling: 250 },
    );
    const online = await user.page.evaluate(() => window.kitsmith!.getKit());

    await page.setOfflineMode(true);
    await user.open(address);
    expect(await page.title()).toBe('EAFC Kit Creator · Kitsmith');
    // The same kit, drawn: the template's kit is mostly its base, in the template's primary colour.
    expect(JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())).template).toBe(
      JSON.parse(online).template,
    );
    const base = (JSON.parse(online) as { shirt: { n: string; type?: string; c: string[] }[] }).shirt.find(
      (layer) => layer.n === 'base' && layer.type === 'base',
    )!;
    expect(await colorShare(page, 'shirt', base.c[0]!, 40)).toBeGreaterThan(0.3);
    await user.clickTab('Shorts');
    await user.get('button', 'Add layer');

    const cachedApi = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          if (new URL(request.url).pathname.startsWith('/api/')) found.push(request.url);
      return found;
    });
    expect(cachedApi).toEqual([]);
    await page.setOfflineMode(false);
    expect(session.errors).toEqual([]);
  });

  it("keeps the Save preview's Image backgrounds it showed for offline use", async () => {
    const { page, user, server } = session;
    await user.open(`${server.url}/eafc/?scale=0.25`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 60_000 });
    // What the Save preview dialog asks for when Image is chosen: a thumbnail and the picture.
    const paths = ['/backgrounds/pitch-thumb.jpg', '/backgrounds/pitch.jpg'];
    const load = () =>
      page.evaluate(
        (list) =>
          Promise.all(
            list.map(async (path) => {
              try {
                const reply = await fetch(path);
                return reply.ok ? (await reply.blob()).size : 0;
              } catch {
                return 0;
              }
            }),
          ),
        paths,
      );
    const online = await load();
    expect(online.every((size) => size > 0)).toBe(true);
    await page.setOfflineMode(true);
    try {
      expect(await load()).toEqual(online);
    } finally {
      await page.setOfflineMode(false);
    }
  });

  it('opens every companion tool offline once the worker is in (issue 29)', async () => {
    const { page, user, server } = session;
    await user.open(`${server.url}/eafc/?scale=0.25`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 60_000 });
    const pages = [
      '/bulk-generator/',
      '/faq/',
      '/tools/minikit-generator/',
      '/tools/pes-to-fm-converter/',
      '/tools/edit-teamkits/',
    ];
    const heading = async (path: string) => {
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      const h1 = await page.waitForSelector('h1', { timeout: 30_000 });
      return h1!.evaluate((e) => e.textContent ?? '');
    };
    const online: string[] = [];
    for (const path of pages) online.push(await heading(path));
    expect(online.every((text) => text.length > 0)).toBe(true);
    await page.setOfflineMode(true);
    try {
      const offline: string[] = [];
      for (const path of pages) offline.push(await heading(path));
      expect(offline).toEqual(online);
    } finally {
      await page.setOfflineMode(false);
    }
  });

  it("precaches what every player needs, not the admin's lights panel, the changelog, the ZIP writer or test pages", async () => {
    const { page, user, server } = session;
    await user.open(`${server.url}/eafc/?scale=0.25`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 60_000 });
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.includes('precache'));
      if (!name) return [];
      return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    });
    for (const needed of [
      /^\/eafc\/index\.html$/,
      // The companion tools open offline too (issue 29).
      /^\/bulk-generator\/index\.html$/,
      /^\/faq\/index\.html$/,
      /^\/tools\/minikit-generator\/index\.html$/,
      /^\/tools\/pes-to-fm-converter\/index\.html$/,
      /^\/tools\/edit-teamkits\/index\.html$/,
      /^\/assets\/main-/,
      /^\/assets\/Viewer3D-/,
      /^\/assets\/game-eafc-/,
    ])
      expect(precached.some((path) => needed.test(path))).toBe(true);
    const rare = precached.filter((path) =>
      /\/assets\/(LightsPanel|ChangelogView|jszip|shader-pass|region-render|scene-reference|playground)/.test(
        path,
      ),
    );
    expect(rare).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
