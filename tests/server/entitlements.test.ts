/**
 * The kit gate with the real catalogue: a save over HTTP stores a kit without the Plus pattern a
 * free user may not use and says what it left out; early-access content needs tier 1 or above.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../src/server/config.ts';
import { fixNodeClock, required, TEST_NOW } from '../clock.ts';
import { backends, newUser, setPlan, startServer, type TestServer, type TestUser } from './support/server.ts';

// The catalogue dates its newest items ahead of its release (early access); the test runs at a
// fixed date (tests/clock.ts), so the same early items are ahead of it whatever the calendar says.
const patterns = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'public/data/catalogue/patterns.json'), 'utf8'),
) as { name: string; premium: boolean; date: string }[];
const earlyPattern = required(
  patterns.find((item) => !item.premium && Date.parse(item.date) > TEST_NOW),
  'a free pattern dated after TEST_NOW',
);

// The server runs in this process: its kit gate reads the same fixed clock.
beforeAll(() => fixNodeClock());
afterAll(() => vi.useRealTimers());

type SaveReply = { success: boolean; id: number; status: string };

type TemplateRow = { name: string; premium: boolean; date: string; games: string[] };
const templates = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'public/data/catalogue/templates.json'), 'utf8'),
) as TemplateRow[];
const ahead = (item: TemplateRow) => Date.parse(item.date) > TEST_NOW;
const ofGame = (game: string) => templates.filter((item) => item.games.includes(game));
/** What a locked template gives way to: the game's first template open to a free user. */
const firstOpen = (game: string) => ofGame(game).find((item) => !item.premium && !ahead(item))!;
const plusTemplate = (game: string) => ofGame(game).find((item) => item.premium)!;
const earlyTemplate = required(
  templates.find((item) => !item.premium && ahead(item) && item.games.includes('eafc')),
  'a free eafc template dated after TEST_NOW',
);
const normalised = (name: string) => name.toLowerCase().replace(/[ #/]/g, '_');

const kitWith = (pattern: string, template = 'plain') =>
  JSON.stringify({
    version: 1,
    template,
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
  const save = (user: TestUser, data: string, game = 'eafc') =>
    user.client.postForm<SaveReply>('/api/handler', { data, game });
  const stored = async (id: number) =>
    JSON.parse(
      (
        await test.server.context.db
          .selectFrom('kits')
          .select('data')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).data,
    ) as { template: string; shirt: { n: string; p?: string }[] };

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
      'Kit saved without its Plus-exclusive content. Removed: pattern Woodland Camo.',
    );
    expect((await stored(reply.body.id)).shirt.map((layer) => layer.n)).toEqual(['design']);
  });

  it('gates a group’s members like loose layers: the Plus pattern goes, the group and its design stay', async () => {
    const data = JSON.parse(kitWith('Woodland Camo')) as { shirt: unknown[] };
    data.shirt = [{ n: 'group', uuid: 'g', opacity: 60, layers: data.shirt }];
    const reply = await save(free, JSON.stringify(data));
    expect(reply.body.status).toBe(
      'Kit saved without its Plus-exclusive content. Removed: pattern Woodland Camo.',
    );
    const [group] = (await stored(reply.body.id)).shirt as {
      n: string;
      opacity?: number;
      layers?: { n: string }[];
    }[];
    expect(group).toMatchObject({ n: 'group', opacity: 60 });
    expect(group!.layers!.map((layer) => layer.n)).toEqual(['design']);
  });

  it('keeps a Plus pattern for a Plus member and free patterns for everyone', async () => {
    const plus = await save(basic, kitWith('Woodland Camo'));
    expect(plus.body.status).toBe('Kit saved');
    expect((await stored(plus.body.id)).shirt.map((layer) => layer.n)).toEqual(['pattern', 'design']);
    const freeKit = await save(free, kitWith('Diamond Grid'));
    expect(freeKit.body.status, 'a free pattern').toBe('Kit saved');
  });

  it('early access needs tier 1: Basic members lose it, Premium keeps it', async () => {
    const early = kitWith(earlyPattern.name);
    const basicReply = await save(basic, early);
    expect(basicReply.body.status).toContain(`Removed: pattern ${earlyPattern.name}.`);
    expect(basicReply.body.status).not.toContain('includes Plus-exclusive content');
    expect((await stored(basicReply.body.id)).shirt.map((layer) => layer.n)).toEqual(['design']);
    const premiumReply = await save(premium, early);
    expect(premiumReply.body.status).toBe('Kit saved');
  });

  it('swaps a Plus template for the game’s first open one, as the editor does on load', async () => {
    const locked = plusTemplate('eafc');
    const reply = await save(free, kitWith('Diamond Grid', locked.name));
    expect(reply.body.success).toBe(true);
    expect(reply.body.status).toBe(
      `Kit saved without its Plus-exclusive content. Removed: template ${locked.name}.`,
    );
    const kit = await stored(reply.body.id);
    expect(kit.template).toBe(normalised(firstOpen('eafc').name));
    expect(
      kit.shirt.map((layer) => layer.n),
      'the rest of the kit stays',
    ).toEqual(['pattern', 'design']);
    // A basketball kit gets a basketball template, never the catalogue's first football one.
    const court = plusTemplate('basketball');
    const ball = await save(free, kitWith('Diamond Grid', court.name), 'basketball');
    expect(ball.body.status).toContain(`Removed: template ${court.name}.`);
    expect((await stored(ball.body.id)).template).toBe(normalised(firstOpen('basketball').name));
    // Plus members keep it.
    const plus = await save(basic, kitWith('Diamond Grid', locked.name));
    expect(plus.body.status).toBe('Kit saved');
    expect((await stored(plus.body.id)).template).toBe(normalised(locked.name));
  });

  it('an early-access template needs tier 1', async () => {
    const early = kitWith('Diamond Grid', earlyTemplate.name);
    const basicReply = await save(basic, early);
    expect(basicReply.body.status).toContain(`Removed: template ${earlyTemplate.name}.`);
    expect((await stored(basicReply.body.id)).template).toBe(normalised(firstOpen('eafc').name));
    const premiumReply = await save(premium, early);
    expect(premiumReply.body.status).toBe('Kit saved');
    expect((await stored(premiumReply.body.id)).template).toBe(normalised(earlyTemplate.name));
  });
});
