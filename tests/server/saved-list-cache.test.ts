/**
 * GET /api/saved keeps finished own-mode pages (src/server/kits/savedListCache.ts), keyed by the
 * user's kit list version, which database triggers bump on every change to their kits. Each test
 * lists first (so the page is cached), changes the list, and lists again: the second list must
 * show the change. Changes are made through every route that touches kits and, for the case of
 * another instance or `npm run admin`, straight in the database behind this server's back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_DATA } from './support/fixtures.ts';
import { backends, newUser, startServer, type TestServer, type TestUser } from './support/server.ts';
import { setCompetition } from '../../src/server/admin/commands.ts';

interface Listed {
  id: number;
  name: string;
  data: string;
  game: string;
  published: boolean;
  competition: boolean;
  key?: string;
}
type ListReply = { success: boolean; data: Listed[]; more_available: boolean };

const OWN = '/api/saved?mode=own&sorting=newest';

async function list(user: TestUser, query = OWN) {
  const reply = await user.client.get<ListReply>(query);
  expect(reply.status).toBe(200);
  return reply.body.data;
}

async function save(user: TestUser, fields: Record<string, string>) {
  const reply = await user.client.postForm<{ success: boolean; id: number }>('/api/handler', {
    data: KIT_DATA,
    game: 'eafc',
    ...fields,
  });
  expect(reply.body.success).toBe(true);
  return reply.body.id;
}

const byId = (kits: Listed[], id: number) => kits.find((kit) => kit.id === id);

describe.each(backends())('the saved-kit list cache on $name', (backend) => {
  let test: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    test = await startServer(backend);
    alice = await newUser(test, 'alice');
    bob = await newUser(test, 'bob');
  });
  afterAll(async () => test.close());

  it('shows a new kit, an overwritten kit and a deleted kit on the next list', async () => {
    const first = await save(alice, { name: 'First' });
    expect((await list(alice)).map((kit) => kit.name)).toEqual(['First']);
    // The same page twice: the second answer comes from the cache and must be identical.
    expect(await list(alice)).toEqual(await list(alice));

    const second = await save(alice, { name: 'Second' });
    expect((await list(alice)).map((kit) => kit.id)).toEqual([second, first]);

    const before = byId(await list(alice), first);
    await save(alice, { id: String(first), name: 'First again', game: 'fm' });
    const overwritten = byId(await list(alice), first);
    expect(overwritten).toMatchObject({ name: 'First again', game: 'fm' });
    expect(overwritten?.data).not.toBe(before?.data);

    expect((await alice.client.postForm('/api/delete_saved', { id: String(second) })).body.success).toBe(
      true,
    );
    expect((await list(alice)).map((kit) => kit.id)).toEqual([first]);
  });

  it('shows a rename, a publish, an unpublish and a new share key on the next list', async () => {
    const id = await save(alice, { name: 'Before' });
    expect(byId(await list(alice), id)).toMatchObject({ name: 'Before', published: false });

    await alice.client.postForm('/api/rename_saved', { id: String(id), name: 'After' });
    expect(byId(await list(alice), id)?.name).toBe('After');

    await alice.client.postForm('/api/publish', { id: String(id), published: '1' });
    expect(byId(await list(alice), id)?.published).toBe(true);
    await alice.client.postForm('/api/publish', { id: String(id), published: '0' });
    expect(byId(await list(alice), id)?.published).toBe(false);

    const oldKey = byId(await list(alice), id)?.key;
    const rotated = await alice.client.postForm<{ key: string }>('/api/share_key', { id: String(id) });
    expect(rotated.body.key).not.toBe(oldKey);
    expect(byId(await list(alice), id)?.key).toBe(rotated.body.key);
  });

  it('shows changes made outside this process: another instance or the admin command', async () => {
    const id = await save(alice, { name: 'Outside' });
    const filtered = `${OWN}&filter=outside`;
    expect((await list(alice, filtered)).map((kit) => kit.name)).toEqual(['Outside']);
    const db = test.server.context.db;

    // What another instance's rename does: one UPDATE in the shared database, no message to us.
    await db.updateTable('kits').set({ name: 'Outside renamed' }).where('id', '=', id).execute();
    expect((await list(alice, filtered)).map((kit) => kit.name)).toEqual(['Outside renamed']);

    // `npm run admin -- competition <id> on`.
    await setCompetition(db, id, true);
    expect((await list(alice, filtered))[0]?.competition).toBe(true);

    await db.deleteFrom('kits').where('id', '=', id).execute();
    expect(await list(alice, filtered)).toEqual([]);
  });

  it('answers 304 to a revalidation only while the list is unchanged', async () => {
    await save(alice, { name: 'Etag' });
    const first = await alice.client.get(OWN);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"kl-/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toMatch(/cookie/i);

    const same = await alice.client.get(OWN, { 'if-none-match': etag as string });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');

    await save(alice, { name: 'Etag 2' });
    const changed = await alice.client.get<ListReply>(OWN, { 'if-none-match': etag as string });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.data[0]?.name).toBe('Etag 2');
  });

  it('keeps each user’s pages apart: the same query never answers with another user’s kits', async () => {
    await list(alice);
    const bobsKit = await save(bob, { name: 'Bob only' });
    const bobs = await list(bob);
    expect(bobs.map((kit) => kit.id)).toEqual([bobsKit]);
    expect((await list(alice)).some((kit) => kit.id === bobsKit)).toBe(false);
    // Alice's ETag means nothing for Bob's list.
    const alicesEtag = (await alice.client.get(OWN)).headers.get('etag') as string;
    expect((await bob.client.get(OWN, { 'if-none-match': alicesEtag })).status).toBe(200);
  });
});
