/**
 * Saved-kit previews are stored at the editor's 800 px (attack run: a 2000 px preview of noise at
 * quality 90 was 2.3 MB, and saved kits keep theirs: 114 MB per free account). The stored file is
 * read back over HTTP and measured by sharp.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, newUser, startServer, type TestServer, type TestUser } from './support/server.ts';

const [sqlite] = backends();

describe('preview size on sqlite', () => {
  let test: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    test = await startServer(sqlite!);
    user = await newUser(test, 'previewer');
  });
  afterAll(async () => test.close());

  it('stores a 2000 px noisy preview at 800 px', async () => {
    const noise = Buffer.alloc(2000 * 1200 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(noise, { raw: { width: 2000, height: 1200, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const reply = await user.client.postMultipart<{ image_url: string }>('/api/image', {
      image: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    expect(reply.status).toBe(200);
    const stored = Buffer.from(await (await fetch(test.url + reply.body.image_url)).arrayBuffer());
    const { width, height } = await sharp(stored).metadata();
    console.log(
      `preview: sent ${jpeg.length} bytes at 2000 px, stored ${stored.length} bytes at ${width} px`,
    );
    expect(Math.max(width ?? 0, height ?? 0)).toBe(800);
    expect(stored.length).toBeLessThan(jpeg.length / 3);
  });
});
