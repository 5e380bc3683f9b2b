import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createStore } from 'jotai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importActions } from './actions/import.ts';
import { lifecycleActions } from './actions/lifecycle.ts';
import { createEditorContext } from './context.ts';
import { scriptedApi } from './scripted-api.ts';
import { newKit, replaceKit } from './kit.ts';
import { sessionAtom, statusAtom, toastsAtom } from './state.ts';
import { fixNodeClock, required, TEST_NOW } from '../../tests/clock.ts';

/**
 * The editor's load action (document 1 §4, §6, §8) with the real catalogue files: Plus content a
 * user may not use is dropped with the persistent toast, early access needs tier 1, and an own
 * kit from another game arrives as a new kit.
 */
const PUBLIC = path.resolve(import.meta.dirname, '../../public');
const catalogueFile = (name: string) =>
  readFileSync(path.join(PUBLIC, 'data/catalogue', `${name}.json`), 'utf8');
const patterns = JSON.parse(catalogueFile('patterns')) as { name: string; premium: boolean; date: string }[];
// Early access is judged at a fixed date (tests/clock.ts), never at the calendar's.
const earlyPattern = required(
  patterns.find((p) => !p.premium && Date.parse(p.date) > TEST_NOW),
  'a free pattern dated after TEST_NOW',
);

beforeAll(() => {
  fixNodeClock();
  // The asset catalogues are fetched like static files: answer them from public/.
  vi.stubGlobal('fetch', async (url: string) => {
    const name = /^\/data\/catalogue\/([a-z_]+)\.json$/.exec(url)?.[1];
    if (!name) throw new TypeError('Failed to fetch');
    try {
      return new Response(catalogueFile(name));
    } catch {
      return new Response('', { status: 404 });
    }
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function editorFor(me: Record<string, unknown>) {
  const store = createStore();
  store.set(sessionAtom, replaceKit(newKit('eafc')));
  const { api } = scriptedApi({
    '/api/me': me,
    '/data/catalogue/templates.json': JSON.parse(catalogueFile('templates')) as Record<string, unknown>,
  });
  const ctx = createEditorContext(store, api);
  const actions = lifecycleActions(ctx, 'eafc');
  await actions.initialise();
  expect(store.get(statusAtom)).toBe('');
  const toasts = () =>
    store
      .get(toastsAtom)
      .map((t) => ({ text: t.text, ms: t.durationMs, links: t.links?.map((l) => l.label) }));
  return { store, actions, toasts, imports: importActions(ctx) };
}

const member = (tier: number | null) => ({
  logged_in: true,
  premium: tier !== null,
  tier: tier ?? 0,
  admin: false,
  username: 'fan',
  email: 'fan@example.com',
});

const savedKit = (pattern: string, game = 'eafc') => ({
  id: 41,
  name: 'Derby',
  game,
  image: '/files/kits/a.jpg',
  created_at: '2026-01-01T00:00:00.000Z',
  published: false,
  data: JSON.stringify({
    version: 1,
    game,
    collar: 3,
    shirt: [
      // Saved kits carry their layers' ids (the import dialog matches rows by them).
      { n: 'pattern', p: pattern, c: ['#ffffff'], uuid: '6f1c2b1e-0000-4000-8000-000000000001' },
      { n: 'design', type: 'rectangle', c: ['#11aa33'], uuid: '6f1c2b1e-0000-4000-8000-000000000002' },
    ],
  }),
});

const kinds = (store: ReturnType<typeof createStore>) =>
  store.get(sessionAtom).kit.layers.shirt.map((layer) => layer.n);

describe('loading a saved kit through the editor', () => {
  it('drops a Plus pattern for a free user with the persistent toast, Get Plus and Close', async () => {
    const { store, actions, toasts } = await editorFor(member(null));
    expect(await actions.loadSaved(savedKit('Woodland Camo'))).toBe(true);
    expect(kinds(store)).not.toContain('pattern');
    expect(toasts()).toEqual([{ text: 'kit.premiumContentOnLoad', ms: null, links: ['link.getPlus'] }]);
  });

  it('a Plus template gives way to a free one for a free user, with the same toast', async () => {
    const { store, actions, toasts } = await editorFor(member(null));
    const saved = savedKit('Diamond Grid');
    saved.data = JSON.stringify({ ...JSON.parse(saved.data), template: 'Veloce Vortex' });
    await actions.loadSaved(saved);
    expect(store.get(sessionAtom).kit.template).not.toBe('veloce_vortex');
    expect(toasts()).toEqual([{ text: 'kit.premiumContentOnLoad', ms: null, links: ['link.getPlus'] }]);
    const plus = await editorFor(member(0));
    await plus.actions.loadSaved(saved);
    expect(plus.store.get(sessionAtom).kit.template).toBe('veloce_vortex');
  });

  it('the layer import dialog lists a Plus pattern but a free user cannot take it', async () => {
    const free = await editorFor(member(null));
    const source = free.imports.openImportSource(savedKit('Woodland Camo'))!;
    const pattern = source.entries.find((entry) => entry.layer.n === 'pattern');
    expect(pattern?.blocked).toBe('plus');
    expect(source.kit.layers.shirt.map((layer) => layer.n)).not.toContain('pattern');
    const plus = await editorFor(member(0));
    const open = plus.imports.openImportSource(savedKit('Woodland Camo'))!;
    expect(open.entries.find((entry) => entry.layer.n === 'pattern')?.blocked).toBeNull();
  });

  it('keeps it for a Plus member', async () => {
    const { store, actions, toasts } = await editorFor(member(0));
    await actions.loadSaved(savedKit('Woodland Camo'));
    expect(kinds(store)).toContain('pattern');
    expect(toasts()).toEqual([]);
  });

  it('early access needs tier 1: a Basic member gets the Ultimate toast', async () => {
    const basic = await editorFor(member(0));
    await basic.actions.loadSaved(savedKit(earlyPattern.name));
    expect(kinds(basic.store)).not.toContain('pattern');
    expect(basic.toasts()).toEqual([
      { text: 'kit.earlyAccessContentOnLoad', ms: null, links: ['link.getPlusUltimate'] },
    ]);
    const premium = await editorFor(member(1));
    await premium.actions.loadSaved(savedKit(earlyPattern.name));
    expect(kinds(premium.store)).toContain('pattern');
  });

  it('an own kit from another game arrives as a new kit: no id, no collar', async () => {
    const { store, actions } = await editorFor(member(null));
    await actions.loadSaved(savedKit('Diamond Grid', 'fifa'));
    const kit = store.get(sessionAtom).kit;
    expect(kit.game).toBe('eafc');
    expect(kit.id).toBeNull();
    expect(kit.collar).toBe(0);
    await actions.loadSaved(savedKit('Diamond Grid', 'eafc'));
    expect(store.get(sessionAtom).kit.id).toBe(41);
  });
});
