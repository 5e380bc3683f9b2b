/**
 * The per-user storage quota (issue 32: saved kits with 2 MB previews filled the disk at about
 * 8 GB an hour per address). Accounts fill their quota through the real routes: the write that
 * would cross it is refused with the quota's text and nothing of it is kept; a save that does not
 * grow the account still goes through, and deleting makes room again.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_MESSAGES } from '../../src/kit/index.ts';
import { storageQuotaOf } from '../../src/server/auth/membership.ts';
import { DEFAULT_STORAGE_QUOTA } from '../../src/server/config.ts';
import type { UserRow } from '../../src/server/db/schema.ts';
import { jpegDataUrl, KIT_DATA } from './support/fixtures.ts';
import { backends, newUser, setPlan, startServer, type TestServer, type TestUser } from './support/server.ts';

const KB = 1024;
const QUOTA = { free: 1024 * KB, basic: 3 * 1024 * KB, premium: 3 * 1024 * KB, ultimate: 3 * 1024 * KB };

type Usage = { used: number; max: number };
type SaveReply = {
  success: boolean;
  id: number;
  image: string | null;
  error: string | null;
  storage?: Usage;
};
type StorageReply = { success: boolean; allow_new: boolean; error: string | null; storage: Usage };

let noiseSeed = 0;
/** Deterministic noise (xorshift32): incompressible for JPEG and PNG alike. */
function noise(bytes: number): Buffer {
  noiseSeed += 1;
  let state = (noiseSeed * 2654435761) >>> 0 || 1;
  const out = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out[i] = state & 0xff;
  }
  return out;
}

/** An 800 px preview of noise: about the largest a preview can be once stored (a few hundred kB). */
async function noisyPreview(): Promise<string> {
  const jpeg = await sharp(noise(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

async function noisyPng(): Promise<Buffer> {
  return sharp(noise(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
    .png()
    .toBuffer();
}

/** The editor's save: preview upload, then the kit (id for an overwrite). */
async function saveWithPreview(user: TestUser, image: string, fields: Record<string, string> = {}) {
  const preview = await user.client.postMultipart<{ success: boolean; image_url: string; error?: string }>(
    '/api/image',
    { image, ...(fields.id ? { id: fields.id } : {}) },
  );
  if (preview.status !== 200) return { preview, save: null };
  const save = await user.client.postForm<SaveReply>('/api/handler', {
    data: KIT_DATA,
    game: 'eafc',
    image: preview.body.image_url,
    ...fields,
  });
  return { preview, save };
}

const storage = async (user: TestUser, id?: number) =>
  (await user.client.get<StorageReply>(`/api/storage${id ? `?id=${id}` : ''}`)).body;

const savedIds = async (user: TestUser) =>
  (await user.client.get<{ data: { id: number }[] }>('/api/saved?mode=own')).body.data.map((k) => k.id);

describe('storage quota per tier', () => {
  const user = (plan_tier: number | null) => ({ plan_tier, active_until: null }) as UserRow;
  it('is set in one place: free below every Plus tier, Ultimate the most', () => {
    const q = DEFAULT_STORAGE_QUOTA;
    expect(storageQuotaOf(user(null), q)).toBe(q.free);
    expect(storageQuotaOf(user(0), q)).toBe(q.basic);
    expect(storageQuotaOf(user(1), q)).toBe(q.premium);
    expect(storageQuotaOf(user(2), q)).toBe(q.ultimate);
    expect(q.free).toBeLessThan(q.basic);
    expect(q.basic).toBeLessThan(q.premium);
    expect(q.premium).toBeLessThan(q.ultimate);
  });
});

describe.each(backends())('storage quota on $name', (backend) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startServer(backend, {
      storageQuota: QUOTA,
      kitQuota: { free: 100, basic: 100, premium: 100, ultimate: 100 },
    });
  });
  afterAll(async () => test.close());

  it('fills a free account through the real routes, then refuses the save that would cross it', async () => {
    const user = await newUser(test, 'filler');
    const small = await saveWithPreview(user, await jpegDataUrl());
    expect(small.save?.status).toBe(200);
    const first = small.save!.body;

    const noisy: number[] = [];
    let refused: Awaited<ReturnType<typeof saveWithPreview>> | null = null;
    for (let i = 0; i < 20 && refused === null; i += 1) {
      const attempt = await saveWithPreview(user, await noisyPreview());
      if (attempt.save?.status === 200) noisy.push(attempt.save.body.id);
      else refused = attempt;
    }
    expect(refused, 'a 1 MB free account never filled up').not.toBeNull();
    const before = await storage(user);
    console.log(
      `${backend.name}: ${noisy.length + 1} kits stored, ${before.storage.used} of ${before.storage.max} bytes`,
    );
    expect(noisy.length).toBeGreaterThanOrEqual(2);
    expect(before.storage).toMatchObject({ max: QUOTA.free });
    expect(before.storage.used).toBeLessThanOrEqual(QUOTA.free);

    // Refused by the save itself (the account had room for the preview, not for the kit with it).
    const reply = refused!.save!;
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ success: false, error: KIT_MESSAGES.storageFull });
    expect(reply.body.storage).toEqual({ used: before.storage.used, max: QUOTA.free });
    // Nothing half-saved: no new kit, and the refused preview is not counted.
    expect(await savedIds(user)).toHaveLength(noisy.length + 1);

    // An overwrite that grows the account past its quota is refused, and the kit stays as it was.
    const grow = await saveWithPreview(user, await noisyPreview(), { id: String(first.id) });
    expect(grow.save?.status).toBe(403);
    expect(grow.save?.body.error).toBe(KIT_MESSAGES.storageFull);
    const kept = await user.client.get<{ data: { image: string } }>(`/api/kit?id=${first.id}`);
    expect(kept.body.data.image).toBe(first.image);
    expect((await storage(user)).storage.used).toBe(before.storage.used);

    // Overwrites that do not grow it still go through: the same kit again, and a smaller preview.
    const same = await user.client.postForm<SaveReply>('/api/handler', {
      data: KIT_DATA,
      game: 'eafc',
      id: String(first.id),
    });
    expect(same.status).toBe(200);
    const shrink = await saveWithPreview(user, await jpegDataUrl(), { id: String(noisy[0]) });
    expect(shrink.save?.status).toBe(200);
    const afterShrink = (await storage(user)).storage.used;
    expect(afterShrink).toBeLessThan(before.storage.used);

    // Deleting frees its data and its preview; a new kit then fits again.
    const del = await user.client.postForm('/api/delete_saved', { id: String(noisy[1]) });
    expect(del.status).toBe(200);
    const afterDelete = (await storage(user)).storage.used;
    expect(afterShrink - afterDelete).toBeGreaterThan(100 * KB);
    const again = await saveWithPreview(user, await noisyPreview());
    expect(again.save?.status).toBe(200);
    expect((await storage(user)).storage.used).toBeLessThanOrEqual(QUOTA.free);
  });

  it('refuses a new kit at once on an account over its quota, and still lets it shrink', async () => {
    // Plus Basic stores 3 MB; when Plus ends the account is over the free 1 MB.
    const user = await newUser(test, 'lapsed');
    await setPlan(test, user, 0);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { save } = await saveWithPreview(user, await noisyPreview());
      expect(save?.status).toBe(200);
      ids.push(save!.body.id);
    }
    await setPlan(test, user, null);
    const over = await storage(user);
    expect(over.storage.used).toBeGreaterThan(QUOTA.free);
    expect(over).toMatchObject({ success: true, allow_new: false, error: KIT_MESSAGES.storageFull });
    expect(over.storage.max).toBe(QUOTA.free);
    // Opening one of its kits to save changes is still offered (the save decides).
    expect((await storage(user, ids[0])).allow_new).toBe(true);

    // The preview of a new kit is refused before any image work, with the same text.
    const preview = await user.client.postMultipart('/api/image', { image: await noisyPreview() });
    expect(preview.status).toBe(403);
    expect(preview.body).toMatchObject({ success: false, error: KIT_MESSAGES.storageFull });
    const plain = await user.client.postForm<SaveReply>('/api/handler', { data: KIT_DATA, game: 'eafc' });
    expect(plain.status).toBe(403);
    expect(plain.body.error).toBe(KIT_MESSAGES.storageFull);
    expect(await savedIds(user)).toHaveLength(5);

    // Shrinking is allowed while over: a smaller preview for one kit, and deletes.
    const shrink = await saveWithPreview(user, await jpegDataUrl(), { id: String(ids[0]) });
    expect(shrink.save?.status).toBe(200);
    for (const id of ids.slice(1, 4))
      expect((await user.client.postForm('/api/delete_saved', { id: String(id) })).status).toBe(200);
    const after = await storage(user);
    expect(after.storage.used).toBeLessThan(QUOTA.free);
    expect(after.allow_new).toBe(true);
  });

  it('counts stored uploads: the upload that would cross the quota is refused and its file removed', async () => {
    const user = await newUser(test, 'uploader');
    await setPlan(test, user, 0);
    const upload = async () =>
      user.client.postMultipart<{ success: boolean; error?: string; storage?: Usage }>(
        '/api/upload_image',
        {},
        { name: 'noise.png', data: await noisyPng(), type: 'image/png' },
      );
    let refusal: Awaited<ReturnType<typeof upload>> | null = null;
    let stored = 0;
    for (let i = 0; i < 20 && refusal === null; i += 1) {
      const reply = await upload();
      if (reply.status === 200) stored += 1;
      else refusal = reply;
    }
    expect(refusal, 'a 3 MB account never filled up with uploads').not.toBeNull();
    expect(refusal!.status).toBe(403);
    expect(refusal!.body).toMatchObject({ success: false, error: KIT_MESSAGES.storageFull });
    const list = await user.client.get<{ count: number; storage: Usage }>('/api/images');
    expect(list.body.count).toBe(stored);
    expect(list.body.storage.max).toBe(QUOTA.basic);
    expect(list.body.storage.used).toBeLessThanOrEqual(QUOTA.basic);
    expect(list.body.storage.used).toBeGreaterThan(QUOTA.basic / 2);
    // The refused upload's file went with it: every stored upload file belongs to a row.
    const rows = await test.server.context.db.selectFrom('uploads').select('file').execute();
    const files = await test.server.context.files.list('uploads');
    expect(files.sort()).toEqual(rows.map((row) => row.file).sort());

    // Deleting an upload makes room for the next one.
    const images = await user.client.get<{ data: { id_num: number }[] }>('/api/images');
    await user.client.postForm('/api/delete_image', { id: String(images.body.data[0]!.id_num) });
    expect((await upload()).status).toBe(200);
  });
});
