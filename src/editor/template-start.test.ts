import fs from 'node:fs';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { historyActions } from './actions/history.ts';
import { layerActions } from './actions/layers.ts';
import { lifecycleActions } from './actions/lifecycle.ts';
import { createEditorContext } from './context.ts';
import { newKit, replaceKit, type TemplateItem } from './kit.ts';
import { sessionAtom } from './state.ts';
import type { Game } from '../kit/model/basics.ts';

// Every template open to the (anonymous) editor: these tests are about the template resets, not
// about the Plus lock, which would refuse the Plus and early-access ones.
const TEMPLATES = (
  JSON.parse(
    fs.readFileSync(new URL('../../public/data/catalogue/templates.json', import.meta.url), 'utf8'),
  ) as TemplateItem[]
).map((t) => ({ ...t, premium: false, date: '2020-01-01' }));

/** The editor's lifecycle over a server that serves the real template catalogue. */
async function editorWithTemplates(templates: TemplateItem[] = TEMPLATES, game: Game = 'eafc') {
  const store = createStore();
  store.set(sessionAtom, replaceKit({ ...newKit(game), template: '' }));
  const api = createApiClient({
    retries: 0,
    fetch: async (url) => {
      if (url.includes('/data/catalogue/templates.json')) return new Response(JSON.stringify(templates));
      return new Response(JSON.stringify({ logged_in: false }));
    },
  });
  const ctx = createEditorContext(store, api);
  const actions = { ...lifecycleActions(ctx, game), ...layerActions(ctx), ...historyActions(ctx) };
  await actions.initialise();
  return { store, actions, kit: () => store.get(sessionAtom).kit };
}

describe('starting a kit from a template (document 1 §4 "Changing template")', () => {
  it("puts the template's brand logo in the brand slot of the first kit", async () => {
    const { kit } = await editorWithTemplates();
    const brand = kit().logos.find((logo) => logo.t === 'brand');
    expect(kit().template).toBe('veloce_origin');
    expect(brand?.l).toBe('veloce_blades');
    expect([brand?.pos.shirt.display, brand?.pos.shorts.display, brand?.pos.socks.display]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("starts each game's first kit on that game's first template, not the catalogue's first", async () => {
    for (const game of ['basketball', 'pes'] as const) {
      const { kit } = await editorWithTemplates(TEMPLATES, game);
      const first = TEMPLATES.find((t) => t.games.includes(game))!;
      expect(kit().template).toBe(first.id);
    }
    const { kit } = await editorWithTemplates(TEMPLATES, 'basketball');
    expect(kit().template).toMatch(/^kinetik_/);
  });

  it('applies the resets of the picked template: brand, areas it hides, short style, long sleeves', async () => {
    const hidden = { ...TEMPLATES[3]!, brand: { ...TEMPLATES[3]!.brand, logoShorts: false } };
    const { store, actions, kit } = await editorWithTemplates([TEMPLATES[0]!, hidden]);
    actions.addLayer('shirt', 'design', { type: 'stripes' });
    expect(store.get(sessionAtom).history.undo).toHaveLength(1);
    expect(await actions.startNew(hidden)).toBe(true);
    const brand = kit().logos.find((logo) => logo.t === 'brand');
    expect(brand?.pos.shorts.display).toBe(false);
    expect(brand?.pos.shirt.display).toBe(true);
    expect(kit().selectedShorts).toBe(hidden.settings.shortstyle[0]);
    expect(kit().ls).toBe(hidden.long_sleeve);
    expect(kit().collar).toBe(0);
    // Not an undo step: the history starts afresh.
    expect(store.get(sessionAtom).history.undo).toEqual([]);
  });
});
