import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, newUser, setPlan, startServer, type TestServer, type TestUser } from './support/server.ts';

/** Each save carries its owner and sequence in the template name, so mix-ups are visible. */
const kitData = (owner: string, n: number) =>
  JSON.stringify({ version: 1, template: `${owner}_${n}`, shirt: [], shorts: [], socks: [], logos: [] });

describe.each(backends())('parallel saves on $name', (backend) => {
  let test: TestServer;
  let users: TestUser[];
  beforeAll(async () => {
    test = await startServer(backend, { kitQuota: { free: 11, basic: 11, premium: 11, ultimate: 11 } });
    users = [];
    for (let i = 0; i < 5; i += 1) users.push(await newUser(test, `par${i}`));
  });
  afterAll(async () => test.close());

  it('stores 50 parallel saves by five users with nothing lost or mixed up', async () => {
    const jobs = users.flatMap((user) =>
      Array.from({ length: 10 }, (_, n) =>
        user.client
          .postForm<{ success: boolean; id: number }>('/api/handler', {
            data: kitData(user.username, n),
            name: `${user.username} #${n}`,
            game: 'eafc',
          })
          .then((reply) => ({ user, n, reply })),
      ),
    );
    const results = await Promise.all(jobs);
    expect(results.every((r) => r.reply.body.success)).toBe(true);
    expect(new Set(results.map((r) => r.reply.body.id)).size).toBe(50);

    for (const user of users) {
      const list = await user.client.get<{ data: { id: number; name: string; data: string }[] }>(
        '/api/saved?mode=own',
      );
      expect(list.body.data).toHaveLength(10);
      for (const kit of list.body.data) {
        const n = Number(kit.name.split('#')[1]);
        expect(kit.name).toBe(`${user.username} #${n}`);
        expect(JSON.parse(kit.data).template).toBe(`${user.username}_${n}`.toLowerCase());
        const mine = results.find((r) => r.user === user && r.n === n);
        expect(mine?.reply.body.id).toBe(kit.id);
      }
    }
  });

  it('never lets parallel saves overshoot a quota', async () => {
    const [user] = users;
    if (!user) throw new Error('no user');
    await setPlan(test, user, null);
    // The user has 10 kits and a quota of 11: of 8 parallel saves exactly one fits.
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        user.client.postForm<{ success: boolean; error?: string }>('/api/handler', {
          data: kitData('extra', n),
        }),
      ),
    );
    expect(replies.filter((r) => r.body.success)).toHaveLength(1);
    expect(new Set(replies.filter((r) => !r.body.success).map((r) => r.body.error))).toEqual(
      new Set(['Maximum number of stored kits reached']),
    );
  });

  it('keeps the old kit and its image when a save fails inside its transaction', async () => {
    const [, user] = users;
    if (!user) throw new Error('no user');
    const { jpegDataUrl } = await import('./support/fixtures.ts');
    const preview = async () =>
      (await user.client.postMultipart<{ image_url: string }>('/api/image', { image: await jpegDataUrl() }))
        .body.image_url;
    const oldImage = await preview();
    const saved = await user.client.postForm<{ id: number }>('/api/handler', {
      data: kitData('before', 1),
      name: 'Before',
      image: oldImage,
    });
    const db = test.server.context.db;
    const before = await db
      .selectFrom('kits')
      .select(['data', 'name', 'image'])
      .where('id', '=', saved.body.id)
      .executeTakeFirstOrThrow();
    expect(before).toMatchObject({ name: 'Before', image: oldImage });
    // Make the database fail the UPDATE half-way through the save, as a crash or full disk would.
    const { sql } = await import('kysely');
    if (backend.name === 'postgres') {
      await sql`create function refuse_boom() returns trigger as $$ begin
        if new.data like '%boom%' then raise exception 'disk full'; end if; return new; end $$ language plpgsql`.execute(
        db,
      );
      await sql`create trigger refuse_boom before update on kits for each row execute function refuse_boom()`.execute(
        db,
      );
    } else {
      await sql`create trigger refuse_boom before update on kits when new.data like '%boom%'
        begin select raise(abort, 'disk full'); end`.execute(db);
    }
    const newImage = await preview();
    const failed = await user.client.postForm('/api/handler', {
      id: String(saved.body.id),
      data: kitData('boom', 2),
      name: 'After',
      image: newImage,
    });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ success: false, error: 'Internal server error' });
    const after = await db
      .selectFrom('kits')
      .select(['data', 'name', 'image'])
      .where('id', '=', saved.body.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect((await fetch(test.url + oldImage)).status).toBe(200);
    await sql`drop trigger refuse_boom${sql.raw(backend.name === 'postgres' ? ' on kits' : '')}`.execute(db);
  });
});
