import { describe, expect, it } from 'vitest';
import { defaultKitLogo, newKit } from '../../../src/kit/defaults/kit.ts';
import type { Template } from '../../../src/kit/model/catalogue.ts';
import type { Kit } from '../../../src/kit/model/kit.ts';
import { HISTORY_LIMIT } from '../../../src/kit/history/index.ts';
import { PLUS_MEMBER, createTestEditor } from './harness.ts';

// User stories about the kit as a whole: quick recolor, logos, collar, template, printing,
// new and load, the display rules and the unsaved-changes flag.

function kitWithLogo(): Kit {
  const kit = newKit('eafc');
  const team = defaultKitLogo('team', 'eafc', 'team-logo');
  return {
    ...kit,
    logos: [{ ...team, l: 'lions', c: { ...team.c, shirt: ['#ffffff', '#bfbfbf', '#000000'] } }],
  };
}

const TEMPLATE: Template = {
  name: 'Classic 2024',
  year: 2024,
  brand_cat: 'stripe',
  designs: { shirt: [], shorts: [], socks: [] },
  mask: { front: 'classic/front.png', back: 'classic/back.png' },
  mask_sleeves: 'classic/sleeves.png',
  apply_no_sleeves: false,
  collar: 3,
  collar_uv: [],
  finish: 'classic/finish.png',
  finish2: '',
  finish_shorts: '',
  normals: 'classic/normals.png',
  brand: { name: 'Stripe Co', positions: {}, logoShirt: true, logoShorts: false, logoSocks: true },
  long_sleeve: true,
  collar_preview: 'classic/collar.png',
  settings: { shortstyle: [3, 4] },
};

describe('quick recolor', () => {
  it('replaces each changed colour across enabled layers and logos as one step', () => {
    const editor = createTestEditor({ kit: kitWithLogo() });
    editor.addLayer('text').setColor(0, '#ff0000');
    editor.addLayer('graphic').setColor(0, '#ff0000').toggleVisibility();
    const before = editor.kit;
    editor.quickRecolor([
      ['#000000', '#ff0000'],
      ['#ff0000', '#000000'],
    ]);
    const [base, , text, hidden] = editor.stack();
    expect(base!.c).toEqual(['#ff0000']);
    expect(text!.c).toEqual(['#000000']);
    expect(hidden!.c).toEqual(['#ff0000']);
    // Without recolor only the logo's first image is in use: its later colours stay.
    expect(editor.kit.logos[0]!.c.shirt).toEqual(['#ffffff', '#bfbfbf', '#000000']);
    expect(editor.history.undo.at(-1)?.action).toBe('recolor layers');
    editor.undo();
    expect(editor.kit).toBe(before);
    expect(editor.toasts).toEqual(['Undoing: recolor layers']);
  });

  it('recolours every logo colour once recolor is on', () => {
    const editor = createTestEditor({ kit: kitWithLogo() });
    editor.setLogoField('team-logo', 'recolor', true).quickRecolor([['#000000', '#00ff00']]);
    expect(editor.kit.logos[0]!.c.shirt).toEqual(['#ffffff', '#bfbfbf', '#00ff00']);
  });

  it('refuses a pair that is not a colour', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.quickRecolor([['#000000', 'red']]);
    expect(editor.lastRefusal?.code).toBe('invalidHexColor');
  });
});

describe('logos', () => {
  it('sizes colour lists to the image count of a newly chosen logo', () => {
    const editor = createTestEditor({ kit: kitWithLogo() });
    editor.changeLogo('team-logo', 'eagles', 2);
    const logo = editor.kit.logos[0]!;
    expect(logo.l).toBe('eagles');
    expect([logo.c.shirt.length, logo.c.shorts.length, logo.c.socks.length]).toEqual([2, 2, 2]);
    editor.undo();
    expect(editor.toasts).toEqual(['Undoing: change logo']);
  });

  it('disables logo colours after the first unless recolor is on', () => {
    const editor = createTestEditor({ kit: kitWithLogo() });
    editor.setLogoColor('team-logo', 'shirt', 1, '#ff0000');
    expect(editor.lastRefusal?.code).toBe('fieldNotEditable');
    editor.setLogoColor('team-logo', 'shirt', 0, '#ff0000');
    editor.setLogoField('team-logo', 'recolor', true).setLogoColor('team-logo', 'shirt', 1, '#00ff00');
    expect(editor.kit.logos[0]!.c.shirt.slice(0, 2)).toEqual(['#ff0000', '#00ff00']);
  });

  it('clamps logo sizes to the slot range', () => {
    const editor = createTestEditor({ kit: kitWithLogo() });
    editor.setLogoField('team-logo', 'size', 1000);
    expect(editor.kit.logos[0]!.size).toBe(300);
  });

  it('lets only Plus members turn on custom positions, one undo step each', () => {
    const free = createTestEditor({ game: 'eafc' });
    free.toggleCustomPosition('shirt');
    expect(free.lastRefusal?.message).toBe('Custom logo positions are for Plus members.');
    const plus = createTestEditor({ game: 'eafc', user: PLUS_MEMBER });
    plus.toggleCustomPosition('shorts');
    expect(plus.kit.customPos).toEqual(['shorts']);
    plus.undo();
    expect(plus.kit.customPos).toEqual([]);
    expect(plus.toasts).toEqual(['Undoing: toggle custom position']);
  });
});

describe('changing template', () => {
  it('resets the history, template layers, brand logo, collar, short style and long sleeve', () => {
    const editor = createTestEditor({ game: 'eafc' });
    const templateLayer = editor.find('template');
    editor.select(templateLayer).setColor(0, '#123456').set('opacity', 50);
    editor.editKit('collar', 2).editKit('selectedShorts', 6);
    editor.addLayer('text').undo();
    editor.changeTemplate(TEMPLATE);
    expect(editor.history.undo).toHaveLength(0);
    expect(editor.history.redo).toHaveLength(0);
    expect(editor.kit.template).toBe('classic_2024');
    const reset = editor.find('template');
    expect(reset.uuid).toBe(templateLayer.uuid);
    expect(reset).toMatchObject({ opacity: 100 });
    expect(reset.c).not.toContain('#123456');
    expect(editor.kit).toMatchObject({ collar: 0, selectedShorts: 3, ls: true });
    expect(editor.kit.logos[0]).toMatchObject({ t: 'brand', l: 'stripe_co' });
    expect(editor.kit.logos[0]!.pos.shorts.display).toBe(false);
    editor.undo();
    expect(editor.kit.template).toBe('classic_2024');
  });
});

describe('the captain armband', () => {
  it('forces its 3D display on when selected', () => {
    const editor = createTestEditor({ game: 'eafc' });
    expect(editor.display.settings.c).toBe(false);
    editor.addLayer('text').deselect();
    expect(editor.display.settings.c).toBe(false);
    editor.addLayer('armband', { stack: 'extra' }).deselect().select(editor.find('armband', 'extra'));
    expect(editor.display.settings.c).toBe(true);
  });
});

describe('basketball printing', () => {
  it('adds name, front number and back number once each, then no more', () => {
    const editor = createTestEditor({ game: 'basketball' });
    editor.addLayer('nba_text', { type: 'name' }).addLayer('nba_text', { type: 'name' });
    expect(editor.lastRefusal?.code).toBe('printingTypeExists');
    editor.addLayer('nba_text').addLayer('nba_text');
    const types = editor.stack().flatMap((l) => (l.n === 'nba_text' ? [l.type] : []));
    expect(types.sort()).toEqual(['back_num', 'front_num', 'name']);
    editor.addLayer('nba_text');
    expect(editor.lastRefusal?.message).toBe('Name, front number and back number already exist.');
    editor.duplicate();
    expect(editor.lastRefusal?.code).toBe('notDuplicable');
    editor.remove().addLayer('nba_text');
    expect(editor.lastRefusal?.code).toBe('notDuplicable');
    expect(editor.stack().filter((l) => l.n === 'nba_text')).toHaveLength(3);
  });

  it('does not exist outside basketball', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('nba_text');
    expect(editor.lastRefusal?.code).toBe('printingBasketballOnly');
  });
});

describe('the undo stack', () => {
  it('keeps 32 steps and forgets older ones', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text');
    const first = editor.kit;
    for (let size = 11; size <= 50; size++) editor.set('size', size);
    expect(editor.history.undo).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < 40; i++) editor.undo();
    expect(editor.toasts).toHaveLength(32);
    expect(editor.layer()).toMatchObject({ size: 18 });
    expect(editor.kit).not.toBe(first);
  });
});
