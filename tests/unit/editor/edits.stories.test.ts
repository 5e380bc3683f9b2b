import { describe, expect, it } from 'vitest';
import { newKit } from '../../../src/kit/defaults/kit.ts';
import { defaultLayer } from '../../../src/kit/defaults/layers.ts';
import { createTestEditor } from './harness.ts';

// User stories about editing a layer: continuous slider edits, colours, borders and designs.

describe('a slider drag', () => {
  it('updates live and becomes one undo step on release', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('design', { type: 'stripes' });
    const startWidth = editor.value('width');
    editor.drag('width', [100, 120, 140]);
    expect(editor.value('width')).toBe(140);
    editor.release();
    expect(editor.history.undo).toHaveLength(2);
    editor.undo();
    expect(editor.value('width')).toBe(startWidth);
    expect(editor.toasts).toEqual(['Undoing: edit layer']);
    editor.redo();
    expect(editor.value('width')).toBe(140);
    expect(editor.toasts.at(-1)).toBe('Redoing: edit layer');
  });

  it('goes back to the value before the press on Escape and leaves no step', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('design', { type: 'stripes' });
    const before = editor.kit;
    editor.drag('width', [100, 120, 140]).cancelDrag();
    expect(editor.kit).toBe(before);
    expect(editor.history.undo).toHaveLength(1);
  });

  it('clamps values to the range of the design parameter', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('design', { type: 'stripes' }).drag('width', [200, 400, 9999]).release();
    expect(editor.value('width')).toBe(350);
    editor.set('offset_x', -1000);
    expect(editor.layer()).toMatchObject({ offset_x: -300 });
  });

  it('shares every untouched part of the kit with the step before, so steps cost no copies', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text');
    const before = editor.kit;
    editor.set('size', 50);
    const after = editor.kit;
    expect(after).not.toBe(before);
    expect(after.layers.shorts).toBe(before.layers.shorts);
    expect(after.logos).toBe(before.logos);
    expect(after.playerPrinting).toBe(before.playerPrinting);
    const changed = after.layers.shirt.filter((layer, i) => layer !== before.layers.shirt[i]);
    expect(changed).toEqual([editor.layer()]);
    expect(editor.history.undo.at(-1)?.snapshot).toBe(before);
  });

  it('clears the redo stack when a new edit follows an undo', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text').set('size', 50).undo();
    expect(editor.history.redo).toHaveLength(1);
    editor.set('size', 60);
    expect(editor.history.redo).toHaveLength(0);
    editor.redo();
    expect(editor.layer()).toMatchObject({ size: 60 });
  });

  it('refuses settings the layer kind does not have or allow', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.select(editor.find('base')).set('opacity', 50);
    editor.addLayer('mat').set('blendMode', 'Multiply');
    editor.addLayer('text').set('blendMode', 'Darken');
    editor.set('width', 10);
    editor.addLayer('armband', { stack: 'extra' }).set('shininess', 40);
    expect(editor.refusals.map((r) => r.code)).toEqual([
      'fieldNotEditable',
      'fieldNotEditable',
      'invalidValue',
      'fieldNotEditable',
      'fieldNotEditable',
    ]);
  });

  it('keeps the piping of a sleeve cuff no wider than the cuff', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('sleeve_cuffs').set('pipingWidth', 100);
    expect(editor.layer()).toMatchObject({ width: 30, pipingWidth: 30 });
    editor.set('width', 10);
    expect(editor.layer()).toMatchObject({ width: 10, pipingWidth: 10 });
  });

  it('ignores shininess in pes, whose model has no roughness map', () => {
    const editor = createTestEditor({ game: 'pes' });
    editor.addLayer('text').set('shininess', 50);
    expect(editor.lastRefusal?.code).toBe('fieldNotEditable');
    editor.editKit('shininess', 50);
    expect(editor.kit.shininess).toBe(0);
  });
});

describe('colours', () => {
  it('parses typed hex colours and refuses bad ones with the spec text', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text').setColor(0, '##F0a');
    expect(editor.layer().c).toEqual(['#ff00aa']);
    editor.setColor(0, 'blue');
    expect(editor.lastRefusal?.message).toBe('Invalid hex color format');
  });

  it('adds a border colour, drops it again and remembers it for next time', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text').setColor(0, '#ffffff').toggleBorder();
    // The first border colour reads on the text colour: black on white.
    expect(editor.layer()).toMatchObject({ border: true, c: ['#ffffff', '#000000'] });
    editor.setColor(1, '#123456').toggleBorder();
    expect(editor.layer()).toMatchObject({ border: false, c: ['#ffffff'] });
    editor.toggleBorder();
    expect(editor.layer()).toMatchObject({ border: true, c: ['#ffffff', '#123456'] });
  });

  it('never takes the last colour of an asset layer whose border colour is missing', () => {
    // Older data can carry the border flag without its colour.
    const kit = newKit('eafc');
    const graphic = { ...defaultLayer('graphic', { game: 'eafc', uuid: 'g' }), border: true, c: ['#112233'] };
    const editor = createTestEditor({ kit: { ...kit, layers: { ...kit.layers, extra: [graphic] } } });
    editor.select('g').toggleBorder();
    expect(editor.layer()).toMatchObject({ border: false, c: ['#112233'] });
  });

  it('refuses a border on layers whose colour count cannot grow', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.select(editor.find('base')).toggleBorder();
    expect(editor.lastRefusal?.code).toBe('noBorder');
  });

  it('toggles a colour between a single colour and a pair', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('graphic').setColor(0, '#112233').toggleColorPair();
    expect(editor.layer().c).toHaveLength(2);
    expect(editor.layer().c[0]).toBe('#112233');
    editor.toggleColorPair();
    expect(editor.layer().c).toEqual(['#112233']);
    editor.addLayer('text').toggleColorPair();
    expect(editor.lastRefusal?.code).toBe('noColorPair');
  });

  it("resizes the colour list to the design's colour count", () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('design', { type: 'stripes' }).setColor(0, '#abcdef');
    editor.changeDesign('stripes_3_colors');
    expect(editor.layer().c).toHaveLength(3);
    expect(editor.layer().c[0]).toBe('#abcdef');
    expect(editor.layer()).toMatchObject({ type: 'stripes_3_colors', width: 176 });
    editor.changeDesign('two_color_stripe');
    expect(editor.layer().c).toHaveLength(2);
    expect(editor.layer()).not.toHaveProperty('count');
    editor.set('width', 700).changeDesign('rectangle').set('outline', true);
    expect(editor.layer().c).toHaveLength(2);
  });

  it("resizes the colour list to a chosen logo's image count, border colour kept last", () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('logo').toggleBorder().setColor(2, '#123456');
    editor.changeAsset('lions', 3);
    expect(editor.layer()).toMatchObject({ l: 'lions' });
    expect(editor.layer().c).toHaveLength(4);
    expect(editor.layer().c[3]).toBe('#123456');
    editor.changeAsset('crest', 1);
    expect(editor.layer().c).toEqual([editor.layer().c[0], '#123456']);
    editor.addLayer('text').changeAsset('font', 2);
    expect(editor.lastRefusal?.code).toBe('fieldNotEditable');
  });

  it('resizes cuff colours with the colour count', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('sleeve_cuffs').set('colorCount', 4);
    expect(editor.layer().c).toHaveLength(4);
    editor.set('colorCount', 2);
    expect(editor.layer().c).toHaveLength(2);
  });
});
