/**
 * What goes over the wire compressed (src/server/http/compression.ts): the built app's copies made
 * by the build (scripts/precompress.ts), other replies compressed as they are sent, and the
 * hashed chunks kept by browsers for a year. Requests are made with node's http client, which,
 * unlike fetch, hands back the bytes as they came (fetch would inflate them unseen).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressFolder } from '../../scripts/precompress.ts';
import { backends, startServer, type TestServer } from './support/server.ts';

interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(base: string, pathname: string, acceptEncoding?: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      base + pathname,
      { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

function inflate(reply: RawReply): Buffer {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.body);
  if (encoding === 'gzip') return zlib.gunzipSync(reply.body);
  return reply.body;
}

/** A chunk like the build's: a hashed name, text that compresses well. */
const CHUNK = 'assets/editor-page-Eruo7ews.js';
const chunkText = Array.from(
  { length: 400 },
  (_, i) => `export const layer${i} = { kind: "stripes", width: ${i} };`,
).join('\n');
const pageText = `<!doctype html><html lang="en"><head><title>Kitsmith</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head><body></body></html>`;

/** The real catalogue, which the server seeds into its database and serves from there. */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');
const sqlite = backends().find((b) => b.name === 'sqlite')!;

describe('compressed replies', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'kitsmith-dist-'));
    for (const [file, text] of [
      ['index.html', pageText],
      ['eafc/index.html', pageText],
      [CHUNK, chunkText],
      ['assets/tiny-Ab12Cd34.js', 'export const a = 1;'],
      ['playground.html', pageText],
      ['fonts/barlow_condensed.woff2', 'not text, never copied'.repeat(100)],
    ]) {
      mkdirSync(path.dirname(path.join(dist, file!)), { recursive: true });
      writeFileSync(path.join(dist, file!), text!);
    }
    await precompressFolder(dist);
    server = await startServer(sqlite, { serveTestPages: false, distDir: dist, publicDir: PUBLIC_DIR });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('the build writes brotli and gzip copies of text files, not of small, binary or unserved ones', () => {
    for (const file of ['index.html', 'eafc/index.html', CHUNK]) {
      expect(existsSync(path.join(dist, `${file}.br`)), file).toBe(true);
      expect(existsSync(path.join(dist, `${file}.gz`)), file).toBe(true);
      const raw = readFileSync(path.join(dist, file));
      expect(zlib.brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`)))).toEqual(raw);
      expect(zlib.gunzipSync(readFileSync(path.join(dist, `${file}.gz`)))).toEqual(raw);
    }
    for (const file of ['assets/tiny-Ab12Cd34.js', 'fonts/barlow_condensed.woff2', 'playground.html'])
      expect(existsSync(path.join(dist, `${file}.br`)), file).toBe(false);
  });

  it("sends a chunk as the build's brotli copy, else its gzip copy, else as it is", async () => {
    const raw = readFileSync(path.join(dist, CHUNK));
    const br = await get(server.url, `/${CHUNK}`, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    // The build's copy itself (best quality), not one made for this request.
    expect(br.body).toEqual(readFileSync(path.join(dist, `${CHUNK}.br`)));
    expect(inflate(br)).toEqual(raw);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await get(server.url, `/${CHUNK}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual(readFileSync(path.join(dist, `${CHUNK}.gz`)));

    const plain = await get(server.url, `/${CHUNK}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(raw);
  });

  it('lets browsers keep hashed chunks for a year, and check pages on every visit', async () => {
    const chunk = await get(server.url, `/${CHUNK}`, 'br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/eafc/']) {
      const reply = await get(server.url, page, 'br');
      expect(reply.status, page).toBe(200);
      expect(reply.headers['content-encoding'], page).toBe('br');
      expect(inflate(reply).toString(), page).toBe(pageText);
      expect(reply.headers['cache-control'], page).not.toMatch(/immutable|max-age=[1-9]/);
    }
  });

  it('compresses the catalogue as it is sent', async () => {
    const plain = await get(server.url, '/data/catalogue/templates.json');
    expect(plain.status).toBe(200);
    const br = await get(server.url, '/data/catalogue/templates.json', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(inflate(br).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('never serves an unserved page through its compressed name', async () => {
    // As a build from before the copies skipped it would have left it.
    writeFileSync(path.join(dist, 'playground.html.br'), zlib.brotliCompressSync(pageText));
    for (const page of ['/playground.html', '/playground.html.br', '/playground.html.gz'])
      expect((await get(server.url, page, 'br')).status, page).toBe(404);
  });
});
