import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startServer, type TestServer } from './support/server.ts';

/** The server must seed and serve the real catalogue the build writes, not only its sample. */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');
const onDisk = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(PUBLIC_DIR, 'data', 'catalogue', `${name}.json`), 'utf8'));

describe.each(backends())('the real catalogue served on $name', (backend) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startServer(backend, { publicDir: PUBLIC_DIR });
  });
  afterAll(async () => test.close());

  it.each(['templates', 'patterns', 'logos', 'fonts'])(
    'serves %s.json with the same items as the file',
    async (name) => {
      const response = await fetch(`${test.url}/data/catalogue/${name}.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const served = (await response.json()) as { id: string }[];
      expect(served).toEqual(onDisk(name));
      expect(served.length).toBeGreaterThan(0);
    },
  );

  it('serves the real templates instead of the sample that ships with the server', async () => {
    const templates = (await (await fetch(`${test.url}/data/catalogue/templates.json`)).json()) as {
      id: unknown;
      collar: unknown;
    }[];
    expect(templates.every((t) => typeof t.id === 'string' && typeof t.collar === 'number')).toBe(true);
  });

  it('answers 304 to a request carrying the current etag', async () => {
    const first = await fetch(`${test.url}/data/catalogue/patterns.json`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${test.url}/data/catalogue/patterns.json`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    '/data/catalogue/no_such_catalogue.json',
    '/data/catalogue/patterns',
    '/data/catalogue/..%2F..%2Fpackage.json',
    '/data/catalogue/%2e%2e%2fconfig.json',
    '/data/catalogue/..%5Cpackage.json',
  ])('404s %s', async (url) => {
    const response = await fetch(`${test.url}${url}`);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain('"dependencies"');
  });
});
