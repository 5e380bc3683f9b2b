import sharp from 'sharp';
import { DEFAULT_IMAGE_QUEUE } from '../../src/server/uploads/imageQueue.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageQuotaOf } from '../../src/server/auth/membership.ts';
import type { UserRow } from '../../src/server/db/schema.ts';
import { HOSTILE_STRINGS, jpegBytes, pngBytes } from './support/fixtures.ts';
import {
  backends,
  Client,
  newUser,
  setPlan,
  startServer,
  type TestServer,
  type TestUser,
} from './support/server.ts';

type UploadReply = {
  success: boolean;
  el: Record<string, unknown> & { id: string; id_num: number; url: string };
  error?: string;
};

const upload = (user: TestUser, name: string, data: Uint8Array, type = 'image/png') =>
  user.client.postMultipart<UploadReply>('/api/upload_image', {}, { name, data, type });

describe('custom image quota per tier (spec document 2 §5)', () => {
  const user = (plan_tier: number | null) => ({ plan_tier, active_until: null }) as UserRow;
  it('is 1000 / 750 / 50 / 0', () => {
    expect(imageQuotaOf(user(2))).toBe(1000);
    expect(imageQuotaOf(user(1))).toBe(750);
    expect(imageQuotaOf(user(0))).toBe(50);
    expect(imageQuotaOf(user(null))).toBe(0);
  });
});

describe.each(backends())('uploads on $name', (backend) => {
  let test: TestServer;
  let plus: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    // The quota race below sends 52 uploads at once from one user: here every one of them may
    // wait its turn (the default per-user share is tested in image-queue.test.ts).
    test = await startServer(backend, {
      imageQueue: { ...DEFAULT_IMAGE_QUEUE, waitingPerUser: DEFAULT_IMAGE_QUEUE.waiting },
    });
    plus = await newUser(test, 'plus');
    other = await newUser(test, 'other');
    await setPlan(test, plus, 2);
    await setPlan(test, other, 2);
  });
  afterAll(async () => test.close());

  it('stores PNG and JPEG by content, re-encoded without metadata', async () => {
    const png = await upload(plus, 'logo.png', await pngBytes());
    expect(png.body.success).toBe(true);
    expect(png.body.el).toMatchObject({ type: 'upload', format: 'png', width: 16, height: 16 });
    // Named after the user's file when the request gives no name.
    expect(png.body.el.name).toBe('logo');
    expect(png.body.el.id).toBe(`upload_${png.body.el.id_num}`);

    // A JPEG named .png is still a JPEG: the name does not matter, the bytes do.
    const jpeg = await upload(plus, 'photo.png', await jpegBytes(32, 24, true), 'image/png');
    expect(jpeg.body.el).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
    const stored = await plus.client.get(jpeg.body.el.url);
    expect(stored.status).toBe(200);
    const bytes = Buffer.from(await (await fetch(test.url + jpeg.body.el.url)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('refuses files that only pretend to be images', async () => {
    const disguised: [string, Uint8Array, string][] = [
      [
        'logo.png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/png',
      ],
      ['logo.jpg', Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/jpeg'],
      ['logo.png', Buffer.from('<?php echo 1; ?>'), 'image/png'],
      ['logo.jpeg', Buffer.from('%PDF-1.4'), 'image/jpeg'],
    ];
    for (const [name, data, type] of disguised) {
      const reply = await upload(plus, name, data, type);
      expect(reply.status, name).toBe(415);
      expect(reply.body).toEqual({ success: false, error: 'Invalid filetype' });
    }
    // Correct magic bytes but not a decodable image.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]);
    expect((await upload(plus, 'broken.jpg', broken)).body).toEqual({
      success: false,
      error: 'Invalid file',
    });
    expect((await plus.client.postMultipart('/api/upload_image', {})).body).toEqual({
      success: false,
      error: 'No file was sent',
    });
  });

  it('refuses files over 1 MB with the spec message', async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(1024 * 1024 + 10, 1)]);
    const reply = await upload(plus, 'big.png', big);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({
      success: false,
      error: 'The selected file exceeds the maximum size allowed (1MB) Please select a different file.',
    });
  });

  it('enforces the tier quota: 0 for free users, 50 for Plus Basic', async () => {
    const free = await newUser(test, 'free');
    expect((await upload(free, 'a.png', await pngBytes())).body).toEqual({
      success: false,
      error: 'You have reached the maximum of 0 custom images',
    });
    const basic = await newUser(test, 'basic');
    await setPlan(test, basic, 0);
    const file = await pngBytes(4, 4);
    const replies = await Promise.all(Array.from({ length: 52 }, (_, i) => upload(basic, `l${i}.png`, file)));
    expect(replies.filter((r) => r.body.success)).toHaveLength(50);
    expect(replies.filter((r) => !r.body.success).map((r) => r.body.error)).toEqual([
      'You have reached the maximum of 50 custom images',
      'You have reached the maximum of 50 custom images',
    ]);
    const list = await basic.client.get<{ count: number; max: number }>('/api/images');
    expect(list.body).toMatchObject({ success: true, count: 50, max: 50 });
    // Refused uploads leave no file behind.
    expect(await test.server.context.files.list('uploads')).toHaveLength(
      Number(
        (
          await test.server.context.db
            .selectFrom('uploads')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });

  it('renames and deletes only the owner’s images', async () => {
    const mine = await upload(plus, 'mine.png', await pngBytes());
    const id = mine.body.el.id;
    const num = String(mine.body.el.id_num);

    expect((await other.client.postForm('/api/rename_image', { id, name: 'hijack' })).body).toEqual({
      success: false,
      error: 'Image not found',
    });
    expect((await other.client.postMultipart('/api/delete_image', { id: num })).body).toEqual({
      success: false,
      error: 'Image not found',
    });
    expect((await new Client(test.url).postForm('/api/delete_image', { id: num })).status).toBe(401);

    for (const name of HOSTILE_STRINGS) {
      const renamed = await plus.client.postForm<{ success: boolean; name: string }>('/api/rename_image', {
        id,
        name,
      });
      expect(renamed.body.success, name).toBe(true);
      expect(renamed.body.name).toBe(name.replaceAll('\u0000', ' ').replaceAll('\u202E', '').trim());
    }
    expect((await plus.client.postForm('/api/rename_image', { id, name: '   ' })).body).toEqual({
      success: false,
      error: 'Image names must be 1 to 100 characters',
    });
    expect((await plus.client.postForm('/api/rename_image', { id: 'upload_x', name: 'a' })).body).toEqual({
      success: false,
      error: 'Invalid id',
    });

    // delete_image takes the numeric part after the underscore (multipart, as the spec's client sends it).
    expect((await plus.client.postMultipart('/api/delete_image', { id: num })).body).toEqual({
      success: true,
      error: null,
    });
    expect((await fetch(test.url + mine.body.el.url)).status).toBe(404);
    expect((await plus.client.postMultipart('/api/delete_image', { id: num })).status).toBe(404);
  });
});
