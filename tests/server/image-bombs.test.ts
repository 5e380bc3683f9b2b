/**
 * Decompression bombs (attack run: a 517 KB 1000x65500 JPEG took 5.3 s to decode; eight in
 * parallel made a login take 20 s and the process grow to 2.4 GB). Small files that claim huge
 * canvases are refused from their header, before any pixel is decoded, and image work cannot
 * starve logins.
 */
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes } from './support/fixtures.ts';
import {
  backends,
  Client,
  newUser,
  setPlan,
  startServer,
  type TestServer,
  type TestUser,
} from './support/server.ts';

/** A real JPEG of 1000 x 65500 grey pixels: a few hundred KB that expand to 65 megapixels. */
const tallJpeg = () =>
  sharp({ create: { width: 1000, height: 65_500, channels: 3, background: '#777777' } })
    .jpeg({ quality: 40 })
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid one-bit grey PNG (default 1,000,000 x 60: 7 KB of zlib that decodes to 60 megapixels). */
function greyPng(width = 1_000_000, height = 60): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, grey
  const rows = Buffer.alloc(height * (1 + width / 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const [sqlite] = backends();

describe('image decoding bombs on sqlite', () => {
  let test: TestServer;
  let plus: TestUser;
  beforeAll(async () => {
    // Production argon2 cost: the login below competes with image work for the same thread pool.
    test = await startServer(sqlite!, { passwordHashing: 'production' });
    plus = await newUser(test, 'bomber');
    await setPlan(test, plus, 2);
  });
  afterAll(async () => test.close());

  it('refuses tall and wide images from their header while a concurrent login stays fast', async () => {
    const jpeg = await tallJpeg();
    const png = greyPng();
    expect(jpeg.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const timedLogin = async () => {
      const started = performance.now();
      const reply = await new Client(test.url).postJson('/api/auth/login', {
        login: plus.username,
        password: 'correct horse battery',
      });
      return { status: reply.status, ms: performance.now() - started };
    };
    const alone = await timedLogin();

    const bombs = [
      ...[1, 2, 3].map(() =>
        plus.client.postMultipart('/api/upload_image', {}, { name: 'tall.jpg', data: jpeg }),
      ),
      ...[1, 2].map(() =>
        plus.client.postMultipart('/api/upload_image', {}, { name: 'wide.png', data: png }),
      ),
      ...[1, 2].map(() =>
        plus.client.postMultipart('/api/image', {
          image: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
        }),
      ),
    ];
    const login = timedLogin();
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const [replies, loggedIn] = await Promise.all([Promise.all(bombs), login]);
    clearInterval(sampler);

    for (const reply of replies.slice(0, 5))
      expect(reply.body).toEqual({ success: false, error: 'Invalid file' });
    for (const reply of replies.slice(5)) {
      expect(reply.body).toEqual({ success: false, error: 'Failed to upload preview image' });
    }
    expect(loggedIn.status).toBe(200);
    // Under 1 s (the attack made it 20 s). A login alone takes ~0.1 s on an idle machine; on one
    // shared by many jobs the bound scales with what a login alone takes right now.
    expect(loggedIn.ms).toBeLessThan(Math.max(1000, 4 * alone.ms));
    expect(peak).toBeLessThan(600 * 1024 * 1024);
    console.log(
      `image bombs: login alone ${Math.round(alone.ms)} ms, beside the bombs ${Math.round(loggedIn.ms)} ms; rss ${Math.round(before / 2 ** 20)} -> peak ${Math.round(peak / 2 ** 20)} MiB`,
    );

    // Real images still go through, at the largest size kept.
    const fine = await plus.client.postMultipart(
      '/api/upload_image',
      {},
      { name: 'logo.jpg', data: await jpegBytes(4096, 128) },
    );
    expect(fine.body).toMatchObject({ success: true, el: { width: 4096, height: 128 } });
    const tooWide = await plus.client.postMultipart(
      '/api/upload_image',
      {},
      { name: 'strip.jpg', data: await jpegBytes(4096, 64) },
    );
    expect(tooWide.body).toEqual({ success: false, error: 'Invalid file' });
  });

  it('refuses 20 parallel 8192² pictures on the profile route fast, beside a login', async () => {
    // The attack run: POST /api/profile/image called sharp itself, 10 s per bomb, 660 MB kept.
    const bomb = greyPng(8192, 8192);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const free = await newUser(test, 'pictured');
    const timedLogin = async () => {
      const started = performance.now();
      const reply = await new Client(test.url).postJson('/api/auth/login', {
        login: plus.username,
        password: 'correct horse battery',
      });
      return { status: reply.status, ms: performance.now() - started };
    };
    const alone = await timedLogin();
    const started = performance.now();
    const bombs = Array.from({ length: 20 }, (_, i) =>
      free.client.postMultipart(
        '/api/profile/image',
        { kind: i % 2 ? 'signature' : 'picture' },
        { name: 'me.png', data: bomb },
      ),
    );
    const [replies, loggedIn] = await Promise.all([Promise.all(bombs), timedLogin()]);
    const allMs = performance.now() - started;
    for (const reply of replies) expect(reply.body).toEqual({ success: false, error: 'Invalid file' });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.ms).toBeLessThan(Math.max(1000, 4 * alone.ms));
    // Refused from the header: the 20 together take what a few logins take, not 20 decodes.
    expect(allMs).toBeLessThan(Math.max(3000, 10 * alone.ms));
    console.log(`profile bombs: 20 refused in ${Math.round(allMs)} ms; login ${Math.round(loggedIn.ms)} ms`);

    // A real picture still goes through, re-encoded to the avatar's size.
    const fine = await free.client.postMultipart(
      '/api/profile/image',
      { kind: 'picture' },
      { name: 'me.jpg', data: await jpegBytes(600, 400) },
    );
    expect(fine.body).toMatchObject({ success: true });
  });
});
