/**
 * Pre-loaded kit data (document 2 §2 "Startup"): an editor page opened with ?kit={id} carries the
 * kit when the asker may read it (own, published, or with the share key), as JSON that cannot
 * break out of its script element, and is never cached; otherwise the page is served unchanged.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/precompress.ts';
import { saveKit } from '../../src/server/kits/saveKit.ts';
import { KIT_DATA } from './support/fixtures.ts';
import { backends, Client, newUser, startServer, type TestServer, type TestUser } from './support/server.ts';

/** Like the built page: over 1 kB, so the build makes compressed copies the server sends. */
const PAGE = `<!doctype html><html><head><title>Kitsmith</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
const HOSTILE_NAME = '</script><script>alert(1)</script><!--';

describe.each(backends())('pre-loaded kit data on $name', (backend) => {
  let test: TestServer;
  let owner: TestUser;
  let kit: { id: number; key: string };
  let dist = '';

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'kitsmith-dist-'));
    for (const folder of ['', 'eafc']) {
      await mkdir(path.join(dist, folder), { recursive: true });
      await writeFile(path.join(dist, folder, 'index.html'), PAGE);
    }
    await precompressFolder(dist);
    test = await startServer(backend, { distDir: dist });
    owner = await newUser(test, 'preload');
    const db = test.server.context.db;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    const saved = await saveKit(test.server.context, {
      ...{ user, data: KIT_DATA, game: 'eafc', image: null, name: HOSTILE_NAME },
      ...{ id: null, baseId: null, baseKey: null },
    });
    if (!saved.ok) throw new Error(saved.error);
    const row = await db
      .selectFrom('kits')
      .select('share_key')
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    kit = { id: saved.id, key: row.share_key };
  });
  afterAll(async () => {
    await test?.close();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  const preloaded = (html: string) => {
    const match = /<script type="application\/json" id="kitsmith-preload">(.*?)<\/script>/s.exec(html);
    return match
      ? (JSON.parse(match[1]!) as { id: number; own: boolean; data: { name: string; data: string } })
      : null;
  };

  it("carries the owner's kit, escaped, and is not cached", async () => {
    const reply = await owner.client.get(`/?kit=${kit.id}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const data = preloaded(reply.text);
    expect(data).toMatchObject({ id: kit.id, own: true, data: { name: HOSTILE_NAME, data: KIT_DATA } });
    // The name's own </script> never ends the element: only the element's own closing tag remains.
    expect(reply.text.split('</script>')).toHaveLength(2);
    expect(reply.text).toContain('<title>Kitsmith</title>');
  });

  it('carries the kit in a page the build compressed, and sends it compressed', async () => {
    for (const encoding of ['br', 'gzip']) {
      const reply = await owner.client.get(`/?kit=${kit.id}`, { 'accept-encoding': encoding });
      expect(reply.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(preloaded(reply.text), encoding).toMatchObject({ id: kit.id, own: true });
      expect(reply.text, encoding).toContain('<div id="root"></div>');
    }
  });

  it('gives another user the kit only with its share key, on every game site', async () => {
    const anonymous = new Client(test.url);
    expect(preloaded((await anonymous.get(`/eafc/?kit=${kit.id}`)).text)).toBeNull();
    expect(preloaded((await anonymous.get(`/eafc/?kit=${kit.id}&key=wrong`)).text)).toBeNull();
    expect(preloaded((await anonymous.get(`/eafc/?kit=${kit.id}&key=${kit.key}`)).text)).toMatchObject({
      id: kit.id,
      own: false,
    });
    expect(preloaded((await anonymous.get(`/?kit=999999`)).text)).toBeNull();
    // Without ?kit the page is the app shell as built, cacheable.
    const plain = await anonymous.get('/');
    expect(plain.text).toBe(PAGE);
    expect(plain.headers.get('cache-control')).not.toBe('no-store');
  });
});
