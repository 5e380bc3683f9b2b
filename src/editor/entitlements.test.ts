import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { printingActions } from './actions/printing.ts';
import { inspirationOpenAtom } from './inspiration.ts';
import { createHeadlessEditor } from './headless.ts';
import { preferences } from './prefs.ts';
import { scriptedApi } from './scripted-api.ts';
import { componentAtom, sessionAtom, statusAtom, toastsAtom, userAtom } from './state.ts';
import type { Game } from './kit.ts';

/**
 * Issue 28, entitlements: the kit's entitlement check decides on every path of the editor (a
 * layer's selects, fonts, player printing, a template's brand logo, the stored view settings,
 * the template chooser, component mode), driven through the editor's own actions over the real
 * catalogue files. The clock is fixed: the catalogue's early-access items are dated, and which of
 * them are early access must not change with the day the tests run.
 */
const NOW = new Date('2026-06-01T12:00:00Z');
const PUBLIC = path.resolve(import.meta.dirname, '../../public');
const catalogueText = (name: string) =>
  readFileSync(path.join(PUBLIC, 'data/catalogue', `${name}.json`), 'utf8');
type Item = { id: string; name: string; premium: boolean; date: string | null; games?: string[] };
const catalogue = (name: string) => JSON.parse(catalogueText(name)) as Item[];

/** A fixture the test needs: a missing one fails the test, it never skips it. */
function fixture<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the catalogue has no ${what}`);
  return value;
}
const future = (item: Item) => item.date !== null && Date.parse(item.date) > NOW.getTime();
const plusPattern = fixture(
  catalogue('patterns').find((p) => p.premium),
  'Plus pattern',
);
const earlyPattern = fixture(
  catalogue('patterns').find((p) => !p.premium && future(p)),
  'early-access pattern',
);
const freePattern = fixture(
  catalogue('patterns').find((p) => !p.premium && !future(p)),
  'free pattern',
);
const plusFont = fixture(
  catalogue('fonts').find((f) => f.premium && !future(f)),
  'Plus font',
);
const freeFont = fixture(
  catalogue('fonts').find((f) => !f.premium && !future(f)),
  'free font',
);

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.stubGlobal('fetch', async (url: string) => {
    const name = /^\/data\/catalogue\/([a-z_]+)\.json$/.exec(url)?.[1];
    if (!name) throw new TypeError('Failed to fetch');
    return new Response(catalogueText(name));
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
const storedView = { scale: preferences.textureScale, uv: preferences.uvQuality };
afterEach(() => {
  preferences.textureScale = storedView.scale;
  preferences.uvQuality = storedView.uv;
});

const member = (tier: number | null) => ({
  logged_in: true,
  premium: tier !== null,
  tier: tier ?? 0,
  admin: false,
  username: 'fan',
  email: 'fan@example.com',
});
const ANONYMOUS_ME = { logged_in: false };

async function editorFor(me: Record<string, unknown>, game: Game = 'eafc') {
  const { api } = scriptedApi({
    '/api/me': me,
    '/data/catalogue/templates.json': JSON.parse(catalogueText('templates')) as Record<string, unknown>,
  });
  const editor = createHeadlessEditor({ game, api });
  await editor.actions.initialise();
  expect(editor.store.get(statusAtom)).toBe('');
  const toasts = () => editor.store.get(toastsAtom).map((t) => t.text);
  return { ...editor, toasts };
}

describe('layer settings selects (changeAsset, fonts): the kit decides', () => {
  it('refuses a Plus pattern to a free user with the Plus message and no step', async () => {
    const editor = await editorFor(member(null));
    const uuid = fixture(editor.actions.addLayer('shirt', 'pattern', {}) ?? undefined, 'pattern layer');
    const steps = editor.store.get(sessionAtom).history.undo.length;
    expect(editor.actions.changeAsset(uuid, plusPattern.name, 1)).toBe(false);
    expect(editor.toasts()).toContain('refusal.plusOnly');
    expect(editor.store.get(sessionAtom).history.undo).toHaveLength(steps);
    expect(editor.actions.changeAsset(uuid, freePattern.name, 1)).toBe(true);
  });

  it('refuses an early-access pattern below tier 1 and gives it to tier 1', async () => {
    const plus = await editorFor(member(0));
    const uuid = plus.actions.addLayer('shirt', 'pattern', {})!;
    expect(plus.actions.changeAsset(uuid, earlyPattern.name, 1)).toBe(false);
    expect(plus.toasts()).toContain('refusal.earlyAccessOnly');
    expect(plus.actions.changeAsset(uuid, plusPattern.name, 1)).toBe(true);

    const ultimate = await editorFor(member(1));
    const other = ultimate.actions.addLayer('shirt', 'pattern', {})!;
    expect(ultimate.actions.changeAsset(other, earlyPattern.name, 1)).toBe(true);
  });

  it('refuses a Plus font in a basketball text layer (looked up in the letters fonts)', async () => {
    const editor = await editorFor(member(null), 'basketball');
    const uuid = editor.actions.addLayer('shirt', 'nba_text', { type: 'name' } as never)!;
    expect(uuid).not.toBeNull();
    expect(editor.actions.setLayerField(uuid, 'f', plusFont.id)).toBe(false);
    expect(editor.toasts()).toContain('refusal.plusOnly');
    expect(editor.actions.setLayerField(uuid, 'f', freeFont.id)).toBe(true);
  });

  it('drops a Plus font of a basketball text layer on load', async () => {
    const editor = await editorFor(member(null), 'basketball');
    const report = editor.actions.loadData({
      version: 1,
      game: 'basketball',
      shirt: [{ n: 'nba_text', type: 'name', f: plusFont.id, c: ['#ffffff'] }],
    });
    expect(report.dropped.map((d) => d.code)).toEqual(['premium-asset']);
    expect(editor.kit().layers.shirt.some((l) => l.n === 'nba_text')).toBe(false);
  });
});

describe('player printing font (basketball)', () => {
  it('refuses a Plus font to a free user and loads a kit with one in the default font', async () => {
    const editor = await editorFor(member(null), 'basketball');
    const printing = printingActions(editor.context);
    expect(printing.setPrinting('font', plusFont.id)).toBe(false);
    expect(editor.toasts()).toContain('refusal.plusOnly');
    expect(printing.setPrinting('font', freeFont.id)).toBe(true);

    const report = editor.actions.loadData({
      version: 1,
      game: 'basketball',
      playerPrinting: { name: 'FAN', font: plusFont.id },
    });
    expect(editor.kit().playerPrinting.font).toBe('');
    expect(editor.kit().playerPrinting.name).toBe('FAN');
    expect(report.toast).not.toBeNull();
  });

  it('gives a Plus member the Plus font', async () => {
    const editor = await editorFor(member(0), 'basketball');
    expect(printingActions(editor.context).setPrinting('font', plusFont.id)).toBe(true);
    expect(editor.kit().playerPrinting.font).toBe(plusFont.id);
  });
});

describe("a free template with a Plus brand logo ('Stride')", () => {
  const templates = catalogue('templates') as (Item & { brand: { name: string } })[];
  const stride = fixture(
    templates.find((t) => t.brand.name === 'Stride' && !t.premium && !future(t)),
    'free template with the Stride brand',
  );

  it('starts with an empty brand slot for a free user, and with the logo for Plus', async () => {
    const free = await editorFor(member(null));
    expect(await free.actions.startNew(stride as never)).toBe(true);
    expect(free.kit().template).toBe(stride.id);
    expect(free.kit().logos.find((logo) => logo.t === 'brand')).toBeUndefined();

    const plus = await editorFor(member(0));
    expect(await plus.actions.startNew(stride as never)).toBe(true);
    expect(plus.kit().logos.find((logo) => logo.t === 'brand')?.l).toBe('stride');
  });

  it('Randomize never gives a free user the Plus brand logo, and gives it to Plus', async () => {
    const brands = async (me: Record<string, unknown>) => {
      const editor = await editorFor(me);
      const seen = new Set<string>();
      for (let seed = 1; seed <= 40; seed += 1) {
        expect(await editor.actions.randomize(seed)).toBe(true);
        for (const logo of editor.kit().logos) if (logo.t === 'brand') seen.add(logo.l);
      }
      return seen;
    };
    expect(await brands(member(null))).not.toContain('stride');
    expect(await brands(ANONYMOUS_ME)).not.toContain('stride');
    expect(await brands(member(0))).toContain('stride');
  });
});

describe('texture scale and UV quality follow the membership', () => {
  it('4096 and High go back to 2048 and Medium when Plus has ended, with the messages', async () => {
    preferences.textureScale = 2;
    preferences.uvQuality = 4;
    const editor = await editorFor(member(null));
    expect(preferences.textureScale).toBe(1);
    expect(preferences.uvQuality).toBe(1);
    expect(editor.toasts()).toEqual(
      expect.arrayContaining(['kit.textureScalePlusOnly', 'settings.uvHighPlusOnly']),
    );
  });

  it('a stored 4096 (or ?scale=2) is not given to an anonymous visitor', async () => {
    preferences.textureScale = 2;
    await editorFor(ANONYMOUS_ME);
    expect(preferences.textureScale).toBe(1);
  });

  it('a Plus member keeps them until signing out', async () => {
    preferences.textureScale = 2;
    preferences.uvQuality = 4;
    const editor = await editorFor(member(0));
    expect([preferences.textureScale, preferences.uvQuality]).toEqual([2, 4]);
    editor.store.set(userAtom, null);
    expect([preferences.textureScale, preferences.uvQuality]).toEqual([1, 1]);
  });
});

describe("templates of the editor's game only", () => {
  const templates = catalogue('templates');
  const basketball = fixture(
    templates.find((t) => t.games?.includes('basketball') && !t.games.includes('eafc') && !t.premium),
    'basketball-only template',
  );
  const football = fixture(
    templates.find((t) => t.games?.includes('eafc') && !t.games.includes('basketball') && !t.premium),
    'football-only template',
  );

  it('the chooser offers only this game’s templates and startNew refuses another game’s', async () => {
    const editor = await editorFor(member(0));
    expect(editor.actions.templateOfGame(basketball as never)).toBe(false);
    expect(editor.actions.templateOfGame(football as never)).toBe(true);
    const before = editor.kit();
    expect(await editor.actions.startNew(basketball as never)).toBe(false);
    expect(editor.kit()).toBe(before);
  });

  it('a football kit loaded on a basketball template gets the game’s first template', async () => {
    const editor = await editorFor(member(0));
    editor.actions.loadData({ version: 1, game: 'eafc', template: basketball.id });
    const first = templates.find((t) => t.games?.includes('eafc'))!;
    expect(editor.kit().template).toBe(first.id);
  });
});

describe('Inspiration', () => {
  it('is offered to Plus members, but not in component mode', async () => {
    const editor = await editorFor(member(0));
    const tools = (await import('./actions/inspiration.ts')).inspirationActions(
      editor.context,
      editor.actions.loadSaved,
    );
    editor.store.set(componentAtom, true);
    expect(tools.openInspiration()).toBe(false);
    expect(editor.store.get(inspirationOpenAtom)).toBe(false);
    editor.store.set(componentAtom, false);
    expect(tools.openInspiration()).toBe(true);
  });
});
