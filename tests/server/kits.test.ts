import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS, jpegDataUrl, KIT_DATA, OVERSIZE_KIT_DATA } from './support/fixtures.ts';
import {
  backends,
  Client,
  newUser,
  setPlan,
  startServer,
  type TestServer,
  type TestUser,
} from './support/server.ts';

type SaveReply = { success: boolean; id: number; image: string | null; status: string; error: string | null };

async function save(user: TestUser, fields: Record<string, string> = {}) {
  return user.client.postForm<SaveReply>('/api/handler', { data: KIT_DATA, game: 'eafc', ...fields });
}

async function uploadPreview(user: TestUser, fields: Record<string, string> = {}) {
  return user.client.postMultipart<{ success: boolean; image_url: string; error?: string }>('/api/image', {
    image: await jpegDataUrl(),
    ...fields,
  });
}

describe.each(backends())('saved kits on $name', (backend) => {
  let test: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    test = await startServer(backend, { kitQuota: { free: 20, basic: 20, premium: 20, ultimate: 20 } });
    alice = await newUser(test, 'alice');
    bob = await newUser(test, 'bob');
  });
  afterAll(async () => test.close());

  it('refuses every kit route to anonymous visitors with Not logged in', async () => {
    const anonymous = new Client(test.url);
    const replies = [
      await anonymous.get('/api/storage'),
      await anonymous.postForm('/api/handler', { data: KIT_DATA }),
      await anonymous.get('/api/saved?mode=own'),
      await anonymous.postForm('/api/delete_saved', { id: '1' }),
      await anonymous.postMultipart('/api/image', { image: await jpegDataUrl() }),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ success: false, error: 'Not logged in' });
    }
  });

  it('saves a kit with a preview image and loads it back restored, not raw', async () => {
    const preview = await uploadPreview(alice);
    expect(preview.body.success).toBe(true);
    expect(preview.body.image_url).toMatch(/^\/files\/kits\/[a-f0-9-]{36}\.jpg$/);
    const image = await alice.client.get(preview.body.image_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    const raw = JSON.stringify({ ...JSON.parse(KIT_DATA), unknownField: 'dropped by restore' });
    const saved = await save(alice, { data: raw, name: 'Home kit', image: preview.body.image_url });
    expect(saved.body).toMatchObject({
      success: true,
      image: preview.body.image_url,
      status: 'Kit saved',
      error: null,
    });
    expect(saved.body.id).toBeGreaterThan(0);

    const list = await alice.client.get<{
      success: boolean;
      data: Record<string, unknown>[];
      more_available: boolean;
    }>('/api/saved?mode=own&sorting=newest&game=eafc');
    expect(list.body.success).toBe(true);
    expect(list.body.more_available).toBe(false);
    const kit = list.body.data.find((k) => k.id === saved.body.id);
    expect(kit).toMatchObject({
      name: 'Home kit',
      image: preview.body.image_url,
      game: 'eafc',
      published: false,
    });
    expect(typeof kit?.key).toBe('string');
    expect(JSON.parse(kit?.data as string)).not.toHaveProperty('unknownField');
  });

  it('updates only the owner’s kit, keeps the name when none is sent, and reports unknown ids', async () => {
    const first = await save(alice, { name: 'Away' });
    const updated = await save(alice, { id: String(first.body.id) });
    expect(updated.body).toMatchObject({ success: true, id: first.body.id });
    const row = await test.server.context.db
      .selectFrom('kits')
      .selectAll()
      .where('id', '=', first.body.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Away');

    // Bob cannot overwrite, check, preview or delete Alice's kit: all answer as if it did not exist.
    const id = String(first.body.id);
    expect((await save(bob, { id, name: 'stolen' })).body).toEqual({
      success: false,
      error: 'Kit not found',
    });
    expect((await bob.client.get(`/api/storage?id=${id}`)).status).toBe(404);
    expect((await uploadPreview(bob, { id })).status).toBe(404);
    expect((await bob.client.postForm('/api/delete_saved', { id })).body).toEqual({
      success: false,
      error: 'Kit not found',
    });
    expect((await bob.client.postForm('/api/publish', { id })).status).toBe(404);
    const again = await test.server.context.db
      .selectFrom('kits')
      .selectAll()
      .where('id', '=', first.body.id)
      .executeTakeFirstOrThrow();
    expect(again.name).toBe('Away');
    const bobsList = await bob.client.get<{ data: unknown[] }>('/api/saved?mode=own');
    expect(bobsList.body.data).toHaveLength(0);
  });

  it('stores only what restoreKit lets the user have: Plus layers are dropped for free users', async () => {
    const data = JSON.stringify({
      version: 1,
      template: 'plain',
      shirt: [
        { n: 'mat', p: 'carbon', size: 10 },
        { n: 'custom_pattern', l: 'x' },
      ],
      shorts: [],
      socks: [],
      logos: [],
    });
    const free = await save(bob, { data });
    expect(free.body).toMatchObject({
      success: true,
      status: 'Kit saved without its Plus-exclusive content. Removed: mat carbon, custom pattern.',
    });
    const member = await newUser(test, 'member');
    await setPlan(test, member, 1);
    const plus = await save(member, { data });
    expect(plus.body).toMatchObject({ success: true, status: 'Kit saved' });
    const stored = async (id: number) =>
      JSON.parse(
        (
          await test.server.context.db
            .selectFrom('kits')
            .select('data')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).data,
      ) as { shirt: { n: string }[] };
    expect((await stored(free.body.id)).shirt).toEqual([]);
    expect((await stored(plus.body.id)).shirt.map((layer) => layer.n)).toEqual(['mat', 'custom_pattern']);
    await test.server.context.db.deleteFrom('kits').where('id', '=', free.body.id).execute();
  });

  it('refuses a preview image that belongs to someone else', async () => {
    const alicesPreview = await uploadPreview(alice);
    const reply = await save(bob, { image: alicesPreview.body.image_url });
    expect(reply.body).toEqual({ success: false, error: 'Unknown preview image' });
    expect((await save(bob, { image: '/files/kits/../../kitsmith.sqlite' })).status).toBe(400);
  });

  it('refuses kit data over 10000 characters and data that is not a kit', async () => {
    const tooLong = await save(alice, { data: OVERSIZE_KIT_DATA });
    expect(tooLong.body).toEqual({
      success: false,
      error: 'Kit data exceeds maximum size, please reduce number of layers',
    });
    for (const data of ['not json', '[]', '"text"', 'null', '42', '{}', '{"name":"Home"}']) {
      expect((await save(alice, { data })).body, data).toEqual({ success: false, error: 'Invalid kit data' });
    }
    expect((await save(alice, { data: '' })).body.success).toBe(false);
    expect((await save(alice, { game: 'tetris' })).body).toEqual({
      success: false,
      error: 'Invalid kit data',
    });
    expect((await save(alice, { id: '1 or 1=1' })).body).toEqual({ success: false, error: 'Invalid id' });
  });

  it('refuses preview images that are not JPEG data URLs', async () => {
    const png = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a', 'hex').toString('base64')}`;
    for (const image of ['', 'hello', png, 'data:image/jpeg;base64,AAAA']) {
      const reply = await alice.client.postMultipart('/api/image', { image });
      expect(reply.body).toEqual({ success: false, error: 'Failed to upload preview image' });
    }
  });

  it('stores hostile names verbatim and returns them as data, never as markup', async () => {
    for (const name of HOSTILE_STRINGS) {
      const saved = await save(bob, { name });
      expect(saved.body.success, name).toBe(true);
      const row = await test.server.context.db
        .selectFrom('kits')
        .select('name')
        .where('id', '=', saved.body.id)
        .executeTakeFirstOrThrow();
      // Control characters are blanked, bidi overrides dropped, everything else is kept as typed.
      expect(row.name).toBe(name.replaceAll('\u0000', ' ').replaceAll('\u202E', '').trim());
      const page = await bob.client.get(`/showcase/kit/${saved.body.id}`);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('<script>alert');
      expect(page.text).not.toContain('<img src=x');
    }
    const filtered = await bob.client.get<{ data: { name: string }[] }>(
      `/api/saved?mode=own&filter=${encodeURIComponent("' OR '1'='1")}`,
    );
    expect(filtered.body.data.map((k) => k.name)).toEqual(["' OR '1'='1"]);
    const literal = await bob.client.get<{ data: { name: string }[] }>(
      `/api/saved?mode=own&filter=${encodeURIComponent('%_')}`,
    );
    expect(literal.body.data.map((k) => k.name)).toEqual(['%_\\%']);
    await test.server.context.db.deleteFrom('kits').where('user_id', '=', bob.id).execute();
  });
});

describe.each(backends())('quotas, competition entries and paging on $name', (backend) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startServer(backend, { kitQuota: { free: 2, basic: 3, premium: 4, ultimate: 5 } });
  });
  afterAll(async () => test.close());

  it('applies the stored-kit quota of each tier', async () => {
    for (const [tier, max] of [
      [null, 2],
      [0, 3],
      [1, 4],
      [2, 5],
    ] as const) {
      const user = await newUser(test, 'quota');
      await setPlan(test, user, tier);
      for (let i = 0; i < max; i += 1) {
        const storage = await user.client.get('/api/storage');
        expect(storage.body).toMatchObject({ success: true, allow_new: true, error: null });
        expect((await save(user)).body.success).toBe(true);
      }
      const full = await user.client.get('/api/storage');
      expect(full.body).toEqual({
        success: true,
        allow_new: false,
        status: `${max} of ${max} kits stored`,
        error: null,
        storage: { used: expect.any(Number) as number, max: expect.any(Number) as number },
      });
      expect((await save(user)).body).toEqual({
        success: false,
        error: 'Maximum number of stored kits reached',
      });
      // Changing an existing kit is still allowed at the quota.
      const [kit] = (await user.client.get<{ data: { id: number }[] }>('/api/saved?mode=own')).body.data;
      expect((await user.client.get(`/api/storage?id=${kit?.id}`)).body).toMatchObject({
        success: true,
        allow_new: true,
      });
      expect((await save(user, { id: String(kit?.id) })).body.success).toBe(true);
    }
  });

  it('ends Plus quotas when the membership has ended', async () => {
    const user = await newUser(test, 'lapsed');
    await test.server.context.db
      .updateTable('users')
      .set({ plan_tier: 2, active_until: '2001-01-01T00:00:00.000Z' })
      .where('id', '=', user.id)
      .execute();
    expect((await user.client.get('/api/me')).body).toMatchObject({ premium: false, tier: 0 });
    expect((await user.client.get('/api/storage')).body.status).toBe('0 of 2 kits stored');
  });

  it('refuses to edit or delete a competition entry', async () => {
    const user = await newUser(test, 'comp');
    const saved = await save(user, { name: 'Entry' });
    await test.server.context.db
      .updateTable('kits')
      .set({ competition: 1 })
      .where('id', '=', saved.body.id)
      .execute();
    const id = String(saved.body.id);
    expect((await user.client.get(`/api/storage?id=${id}`)).body).toMatchObject({
      success: false,
      allow_new: false,
      error: 'cannot edit competition entry',
    });
    expect((await save(user, { id })).body).toEqual({
      success: false,
      error: 'cannot edit competition entry',
    });
    expect((await uploadPreview(user, { id })).body).toEqual({
      success: false,
      error: 'cannot edit competition entry',
    });
    expect((await user.client.postForm('/api/delete_saved', { id })).body).toEqual({
      success: false,
      error: 'cannot delete competition entry',
    });
  });

  it('pages own kits 96 at a time by created_at, newest or oldest first, per game', async () => {
    const user = await newUser(test, 'pager');
    await setPlan(test, user, 2);
    await test.server.context.db
      .updateTable('users')
      .set({ plan_tier: 2 })
      .where('id', '=', user.id)
      .execute();
    const db = test.server.context.db;
    // 200 kits inserted directly, several sharing one created_at, to prove ties are not lost.
    const rows = Array.from({ length: 200 }, (_, i) => ({
      user_id: user.id,
      name: `Kit ${String(i).padStart(3, '0')}`,
      data: KIT_DATA,
      game: i % 10 === 0 ? 'fm' : 'eafc',
      image: null,
      share_key: `k${i}`,
      published: 0,
      competition: 0,
      base_id: null,
      created_at: new Date(Date.UTC(2025, 0, 1, 0, 0, Math.floor(i / 3))).toISOString(),
      updated_at: new Date().toISOString(),
    }));
    await db.insertInto('kits').values(rows).execute();

    type Page = {
      success: boolean;
      data: { id: number; name: string; created_at: string; game: string }[];
      more_available: boolean;
    };
    const walk = async (sorting: string, game: string) => {
      const seen: string[] = [];
      let page = await user.client.get<Page>(`/api/saved?mode=own&sorting=${sorting}&game=${game}`);
      const sizes = [page.body.data.length];
      seen.push(...page.body.data.map((k) => k.name));
      while (page.body.more_available) {
        const last = page.body.data.at(-1)!;
        page = await user.client.get<Page>(
          `/api/saved?mode=own&sorting=${sorting}&game=${game}&created_at=${encodeURIComponent(last.created_at)}&id=${last.id}`,
        );
        sizes.push(page.body.data.length);
        seen.push(...page.body.data.map((k) => k.name));
      }
      return { seen, sizes };
    };
    const newest = await walk('newest', 'eafc');
    expect(newest.sizes).toEqual([96, 84]);
    expect(new Set(newest.seen).size).toBe(180);
    expect(newest.seen[0]).toBe('Kit 199');
    const oldest = await walk('oldest', 'eafc');
    expect(oldest.seen).toEqual([...newest.seen].reverse());
    const fm = await walk('newest', 'fm');
    expect(fm.sizes).toEqual([20]);
  });
});
