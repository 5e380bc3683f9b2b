import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/index.ts';
import { defaultKitLogo, newKit } from '../../../src/kit/defaults/kit.ts';
import type { TemplateItem } from '../../../src/kit/model/catalogue.ts';
import type { Kit } from '../../../src/kit/model/kit.ts';
import { HISTORY_LIMIT } from '../../../src/kit/history/index.ts';
import { normaliseName } from '../../../src/kit/names.ts';
import { confirmationAtom, openDialogAtom } from '../../../src/editor/state.ts';
import { followSelection } from '../../../src/ui/viewer/follow-selection.ts';
import { createViewerState } from '../../../src/ui/viewer/view-state.ts';
import { PLUS_MEMBER, storyEditor } from './story-editor.ts';

// User stories about the kit as a whole: quick recolor, logos, template, armband, printing and
// the undo limit, through the editor's own actions. (The custom collar's masks are drawn by the
// compositor: tests/browser/editor/custom-layers.test.ts.)

function kitWithLogo(): Kit {
  const kit = newKit('eafc');
  const team = defaultKitLogo('team', 'eafc', 'team-logo');
  return {
    ...kit,
    logos: [{ ...team, l: 'lions', c: { ...team.c, shirt: ['#ffffff', '#bfbfbf', '#000000'] } }],
  };
}

describe('quick recolor', () => {
  it('replaces each changed colour across enabled layers and logos as one step', () => {
    const editor = storyEditor({ kit: kitWithLogo() });
    const { actions } = editor;
    actions.setLayerColor(actions.addLayer('shirt', 'text')!, 0, '#ff0000');
    const hiddenId = actions.addLayer('shirt', 'graphic')!;
    actions.setLayerColor(hiddenId, 0, '#ff0000');
    actions.toggleVisibility(hiddenId);
    const before = editor.kit();
    editor.store.set(openDialogAtom, 'recolor');
    expect(
      actions.quickRecolor([
        ['#000000', '#ff0000'],
        ['#ff0000', '#000000'],
      ]),
    ).toBe(true);
    expect(editor.store.get(openDialogAtom)).toBeNull();
    const [base, , text, hidden] = editor.stack();
    expect(base!.c).toEqual(['#ff0000']);
    expect(text!.c).toEqual(['#000000']);
    expect(hidden!.c).toEqual(['#ff0000']);
    // Without recolor only the logo's first image is in use: its later colours stay.
    expect(editor.kit().logos[0]!.c.shirt).toEqual(['#ffffff', '#bfbfbf', '#000000']);
    expect(editor.history().undo.at(-1)?.action).toBe('recolor layers');
    actions.undo();
    expect(editor.kit()).toBe(before);
    expect(editor.toasts()).toEqual(['Undoing: recolor layers']);
  });

  it('recolours every logo colour once recolor is on', () => {
    const editor = storyEditor({ kit: kitWithLogo() });
    editor.actions.setLogoField('team-logo', 'recolor', true);
    editor.actions.quickRecolor([['#000000', '#00ff00']]);
    expect(editor.kit().logos[0]!.c.shirt).toEqual(['#ffffff', '#bfbfbf', '#00ff00']);
  });

  it('refuses a pair that is not a colour', () => {
    const editor = storyEditor({ game: 'eafc' });
    expect(editor.actions.quickRecolor([['#000000', 'red']])).toBe(false);
    expect(editor.lastRefusal()).toBe('invalidHexColor');
  });
});

describe('logos', () => {
  it('sizes colour lists to the image count of a newly chosen logo', () => {
    const editor = storyEditor({ kit: kitWithLogo() });
    editor.actions.chooseSlotLogo('team', 'eagles', 2);
    const logo = editor.kit().logos[0]!;
    expect(logo).toMatchObject({ uuid: 'team-logo', l: 'eagles' });
    expect([logo.c.shirt.length, logo.c.shorts.length, logo.c.socks.length]).toEqual([2, 2, 2]);
    editor.actions.undo();
    expect(editor.toasts()).toEqual(['Undoing: change logo']);
  });

  it('disables logo colours after the first unless recolor is on', () => {
    const editor = storyEditor({ kit: kitWithLogo() });
    const { actions } = editor;
    expect(actions.setLogoColor('team-logo', 'shirt', 1, '#ff0000')).toBe(false);
    expect(editor.lastRefusal()).toBe('fieldNotEditable');
    actions.setLogoColor('team-logo', 'shirt', 0, '#ff0000');
    actions.setLogoField('team-logo', 'recolor', true);
    actions.setLogoColor('team-logo', 'shirt', 1, '#00ff00');
    expect(editor.kit().logos[0]!.c.shirt.slice(0, 2)).toEqual(['#ff0000', '#00ff00']);
  });

  it('clamps logo sizes to the slot range', () => {
    const editor = storyEditor({ kit: kitWithLogo() });
    editor.actions.setLogoField('team-logo', 'size', 1000);
    expect(editor.kit().logos[0]!.size).toBe(300);
  });

  it('lets only Plus members turn on custom positions, one undo step each', () => {
    const free = storyEditor({ game: 'eafc' });
    expect(free.actions.toggleCustomPosition('shirt')).toBe(false);
    expect(free.toasts().at(-1)).toBe('Custom logo positions are for Plus members.');
    const plus = storyEditor({ game: 'eafc', user: PLUS_MEMBER });
    plus.actions.toggleCustomPosition('shorts');
    expect(plus.kit().customPos).toEqual(['shorts']);
    plus.actions.undo();
    expect(plus.kit().customPos).toEqual([]);
    expect(plus.toasts()).toEqual(['Undoing: toggle custom position']);
  });
});

describe('changing template (picking one in the chooser)', () => {
  // Open templates only: this story is about the resets, not about the Plus lock.
  const templates = (
    JSON.parse(
      fs.readFileSync(new URL('../../../public/data/catalogue/templates.json', import.meta.url), 'utf8'),
    ) as TemplateItem[]
  ).map((t) => ({ ...t, premium: false, date: '2020-01-01' }));
  const picked: TemplateItem = {
    ...templates[3]!,
    long_sleeve: true,
    settings: { ...templates[3]!.settings, shortstyle: [3, 4] },
    brand: { ...templates[3]!.brand, logoShorts: false },
  };

  it('resets the history, template layers, brand logo, collar, short style and long sleeve', async () => {
    const api = createApiClient({
      retries: 0,
      fetch: async (url) =>
        url.includes('/data/catalogue/templates.json')
          ? Response.json([templates[0], picked])
          : Response.json({ logged_in: false }),
    });
    const editor = storyEditor({ kit: { ...newKit('eafc'), template: '' }, api });
    const { actions } = editor;
    await actions.initialise();
    const template = editor.find('template');
    actions.setLayerColor(template, 0, '#123456');
    actions.setLayerField(template, 'opacity', 50);
    actions.setKitSetting('collar', 1);
    actions.setKitSetting('selectedShorts', 6);
    expect(editor.kit()).toMatchObject({ collar: 1, selectedShorts: 6 });
    actions.addLayer('shirt', 'text');
    actions.undo();
    // Edits count as unsaved changes once drawn, and nothing draws here: no question is asked.
    expect(await actions.startNew(picked)).toBe(true);
    expect(editor.store.get(confirmationAtom)).toBeNull();
    expect(editor.history().undo).toHaveLength(0);
    expect(editor.history().redo).toHaveLength(0);
    expect(editor.kit().template).toBe(normaliseName(picked.name));
    const reset = editor.layer(editor.find('template'));
    expect(reset).toMatchObject({ opacity: 100 });
    expect(reset.c).not.toContain('#123456');
    expect(editor.kit()).toMatchObject({ collar: 0, selectedShorts: 3, ls: true });
    const brand = editor.kit().logos.find((logo) => logo.t === 'brand');
    expect(brand).toMatchObject({ l: normaliseName(picked.brand.name) });
    expect([brand!.pos.shirt.display, brand!.pos.shorts.display]).toEqual([true, false]);
    expect(actions.undo()).toBe(false);
    expect(editor.kit().template).toBe(normaliseName(picked.name));
  });
});

describe('the captain armband', () => {
  it('forces its 3D display on when selected', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const viewer = createViewerState();
    const stop = followSelection(editor.store, viewer);
    expect(viewer.display.settings.c).toBe(false);
    actions.addLayer('shirt', 'text');
    actions.selectLayer(null);
    expect(viewer.display.settings.c).toBe(false);
    const armband = actions.addLayer('extra', 'armband')!;
    actions.selectLayer(null);
    viewer.display = { ...viewer.display, settings: { ...viewer.display.settings, c: false } };
    actions.selectLayer(armband);
    expect(viewer.display.settings.c).toBe(true);
    stop();
  });
});

describe('basketball printing', () => {
  it('adds name, front number and back number once each, then no more', () => {
    const editor = storyEditor({ game: 'basketball' });
    const { actions } = editor;
    const name = actions.addLayer('shirt', 'nba_text', { type: 'name' })!;
    expect(actions.addLayer('shirt', 'nba_text', { type: 'name' })).toBeNull();
    expect(editor.lastRefusal()).toBe('printingTypeExists');
    actions.addLayer('shirt', 'nba_text');
    actions.addLayer('shirt', 'nba_text');
    const types = editor.stack().flatMap((l) => (l.n === 'nba_text' ? [l.type] : []));
    expect(types.sort()).toEqual(['back_num', 'front_num', 'name']);
    expect(actions.addLayer('shirt', 'nba_text')).toBeNull();
    expect(editor.toasts().at(-1)).toBe('Name, front number and back number already exist.');
    expect(actions.duplicateLayer(name)).toBe(false);
    expect(editor.lastRefusal()).toBe('notDuplicable');
    actions.removeLayer(name);
    actions.addLayer('shirt', 'nba_text');
    expect(editor.lastRefusal()).toBe('notDuplicable');
    expect(editor.kinds().filter((n) => n === 'nba_text')).toHaveLength(3);
  });

  it('does not exist outside basketball', () => {
    const editor = storyEditor({ game: 'eafc' });
    expect(editor.actions.addLayer('shirt', 'nba_text')).toBeNull();
    expect(editor.lastRefusal()).toBe('printingBasketballOnly');
  });
});

describe('the undo stack', () => {
  it('keeps 32 steps and forgets older ones', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'text')!;
    const first = editor.kit();
    for (let size = 11; size <= 50; size++) actions.setLayerField(id, 'size', size);
    expect(editor.history().undo).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < 40; i++) actions.undo();
    expect(editor.toasts()).toHaveLength(32);
    expect(editor.layer(id)).toMatchObject({ size: 18 });
    expect(editor.kit()).not.toBe(first);
  });
});
