/**
 * The kit gate with the real catalogue: a save over HTTP stores a kit without the Plus pattern a
 * free user may not use and says what it left out; early-access content needs tier 1 or above.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/config.ts';
import { backends, newUser, setPlan, startServer, type TestServer, type TestUser } from './support/server.ts';

// The catalogue dates its newest items ahead of today (early access); the test takes whichever
// free pattern is still ahead of the clock when it runs.
const patterns = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'public/data/catalogue/patterns.json'), 'utf8'),
) as { name: string; premium: boolean; date: string }[];
const earlyPattern = patterns.find((item) => !item.premium && new Date(item.date).getTime() > Date.now());

type SaveReply = { success: boolean; id: number; status: string };

const kitWith = (pattern: string) =>
  JSON.stringify({
    version: 1,
    template: 'plain',
    shirt: [
      { n: 'pattern', p: pattern, c: ['#ffffff'] },
      { n: 'design', type: 'rectangle', c: ['#11aa33'] },
    ],
    shorts: [],
    socks: [],
    logos: [],
  });

describe.each(backends())('entitlements at the kit gate on $name', (backend) => {
  let test: TestServer;
  let free: TestUser;
  let basic: TestUser;
  let premium: TestUser;
  const save = (user: TestUser, data: string) =>
    user.client.postForm<SaveReply>('/api/handler', { data, game: 'eafc' });
  const stored = async (id: number) =>
    JSON.parse(
      (
        await test.server.context.db
          .selectFrom('kits')
          .select('data')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).data,
    ) as { shirt: { n: string; p?: string }[] };

  beforeAll(async () => {
    test = await startServer(backend, { publicDir: path.join(REPO_ROOT, 'public') });
    free = await newUser(test, 'free');
    basic = await newUser(test, 'basic');
    premium = await newUser(test, 'premium');
    await setPlan(test, basic, 0);
    await setPlan(test, premium, 1);
  });
  afterAll(async () => test.close());

  it('strips a Plus pattern from a free user’s kit and names it in the status', async () => {
    const reply = await save(free, kitWith('Woodland Camo'));
    expect(reply.body.success).toBe(true);
    expect(reply.body.status).toBe(
      'The kit you are trying to load includes Plus-exclusive content. Removed: pattern Woodland Camo.',
    );
    expect((await stored(reply.body.id)).shirt.map((layer) => layer.n)).toEqual(['design']);
  });

  it('keeps a Plus pattern for a Plus member and free patterns for everyone', async () => {
    const plus = await save(basic, kitWith('Woodland Camo'));
    expect(plus.body.status).toBe('Kit saved');
    expect((await stored(plus.body.id)).shirt.map((layer) => layer.n)).toEqual(['pattern', 'design']);
    const freeKit = await save(free, kitWith('Diamond Grid'));
    expect(freeKit.body.status, 'a free pattern').toBe('Kit saved');
  });

  it.skipIf(!earlyPattern)('early access needs tier 1: Basic members lose it, Premium keeps it', async () => {
    const early = kitWith(earlyPattern!.name);
    const basicReply = await save(basic, early);
    expect(basicReply.body.status).toContain(`Removed: pattern ${earlyPattern!.name}.`);
    expect(basicReply.body.status).not.toContain('includes Plus-exclusive content');
    expect((await stored(basicReply.body.id)).shirt.map((layer) => layer.n)).toEqual(['design']);
    const premiumReply = await save(premium, early);
    expect(premiumReply.body.status).toBe('Kit saved');
  });
});
