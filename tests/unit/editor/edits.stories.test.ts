import { describe, expect, it } from 'vitest';
import { newKit } from '../../../src/kit/defaults/kit.ts';
import { defaultLayer } from '../../../src/kit/defaults/layers.ts';
import { PLUS_MEMBER, storyEditor } from './story-editor.ts';

// User stories about editing a layer: continuous slider edits, colours, borders and designs,
// through the editor's own actions (src/editor/actions), read back from its store.

describe('a slider drag', () => {
  it('updates live and becomes one undo step on release', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'design', { type: 'stripes' })!;
    const startWidth = (editor.layer(id) as { width: number }).width;
    actions.beginLayerEdit();
    for (const width of [100, 120, 140]) actions.setLayerField(id, 'width', width);
    expect(editor.layer(id)).toMatchObject({ width: 140 });
    actions.commitLayerEdit();
    expect(editor.history().undo).toHaveLength(2);
    actions.undo();
    expect(editor.layer(id)).toMatchObject({ width: startWidth });
    expect(editor.toasts()).toEqual(['Undoing: edit layer']);
    actions.redo();
    expect(editor.layer(id)).toMatchObject({ width: 140 });
    expect(editor.toasts().at(-1)).toBe('Redoing: edit layer');
  });

  it('goes back to the value before the press on Escape and leaves no step', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'design', { type: 'stripes' })!;
    const before = editor.kit();
    actions.beginLayerEdit();
    for (const width of [100, 120, 140]) actions.setLayerField(id, 'width', width);
    expect(actions.escape()).toBe('reverted');
    expect(editor.kit()).toBe(before);
    expect(editor.history().undo).toHaveLength(1);
  });

  it('clamps values to the range of the design parameter', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'design', { type: 'stripes' })!;
    actions.beginLayerEdit();
    for (const width of [200, 400, 9999]) actions.setLayerField(id, 'width', width);
    actions.commitLayerEdit();
    expect(editor.layer(id)).toMatchObject({ width: 350 });
    actions.setLayerField(id, 'offset_x', -1000);
    expect(editor.layer(id)).toMatchObject({ offset_x: -300 });
  });

  it('shares every untouched part of the kit with the step before, so steps cost no copies', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'text')!;
    const before = editor.kit();
    actions.setLayerField(id, 'size', 50);
    const after = editor.kit();
    expect(after).not.toBe(before);
    expect(after.layers.shorts).toBe(before.layers.shorts);
    expect(after.logos).toBe(before.logos);
    expect(after.playerPrinting).toBe(before.playerPrinting);
    const changed = after.layers.shirt.filter((layer, i) => layer !== before.layers.shirt[i]);
    expect(changed).toEqual([editor.layer(id)]);
    expect(editor.history().undo.at(-1)?.snapshot).toBe(before);
  });

  it('clears the redo stack when a new edit follows an undo', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'text')!;
    actions.setLayerField(id, 'size', 50);
    actions.undo();
    expect(editor.history().redo).toHaveLength(1);
    actions.setLayerField(id, 'size', 60);
    expect(editor.history().redo).toHaveLength(0);
    expect(actions.redo()).toBe(false);
    expect(editor.layer(id)).toMatchObject({ size: 60 });
  });

  it('refuses settings the layer kind does not have or allow, with a toast and no step', () => {
    // Material layers are for Plus members of tier 1.
    const editor = storyEditor({ game: 'eafc', user: PLUS_MEMBER });
    const { actions } = editor;
    actions.setLayerField(editor.find('base'), 'opacity', 50);
    const mat = actions.addLayer('shirt', 'mat')!;
    actions.setLayerField(mat, 'blendMode', 'Multiply');
    const text = actions.addLayer('shirt', 'text')!;
    actions.setLayerField(text, 'blendMode', 'Darken');
    actions.setLayerField(text, 'width', 10);
    const armband = actions.addLayer('extra', 'armband')!;
    const steps = editor.history().undo.length;
    actions.setLayerField(armband, 'shininess', 40);
    expect(editor.refusals()).toEqual([
      'fieldNotEditable',
      'fieldNotEditable',
      'invalidValue',
      'fieldNotEditable',
      'fieldNotEditable',
    ]);
    expect(editor.history().undo).toHaveLength(steps);
  });

  it('keeps the piping of a sleeve cuff no wider than the cuff', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'sleeve_cuffs')!;
    actions.setLayerField(id, 'pipingWidth', 100);
    expect(editor.layer(id)).toMatchObject({ width: 30, pipingWidth: 30 });
    actions.setLayerField(id, 'width', 10);
    expect(editor.layer(id)).toMatchObject({ width: 10, pipingWidth: 10 });
  });

  it('ignores shininess in pes, whose model has no roughness map', () => {
    const editor = storyEditor({ game: 'pes' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'text')!;
    actions.setLayerField(id, 'shininess', 50);
    expect(editor.lastRefusal()).toBe('fieldNotEditable');
    actions.setKitSetting('shininess', 50);
    expect(editor.kit().shininess).toBe(0);
  });
});

describe('colours', () => {
  it('parses typed hex colours and refuses bad ones with the spec text', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'text')!;
    actions.setLayerColor(id, 0, '##F0a');
    expect(editor.layer(id).c).toEqual(['#ff00aa']);
    expect(actions.setLayerColor(id, 0, 'blue')).toBe(false);
    expect(editor.toasts().at(-1)).toBe('Invalid hex color format');
    expect(editor.layer(id).c).toEqual(['#ff00aa']);
  });

  it('adds a border colour, drops it again and remembers it for next time', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'text')!;
    actions.setLayerColor(id, 0, '#ffffff');
    actions.toggleBorder(id);
    // The first border colour reads on the text colour: black on white.
    expect(editor.layer(id)).toMatchObject({ border: true, c: ['#ffffff', '#000000'] });
    actions.setLayerColor(id, 1, '#123456');
    actions.toggleBorder(id);
    expect(editor.layer(id)).toMatchObject({ border: false, c: ['#ffffff'] });
    actions.toggleBorder(id);
    expect(editor.layer(id)).toMatchObject({ border: true, c: ['#ffffff', '#123456'] });
  });

  it('never takes the last colour of an asset layer whose border colour is missing', () => {
    // Older data can carry the border flag without its colour.
    const kit = newKit('eafc');
    const graphic = { ...defaultLayer('graphic', { game: 'eafc', uuid: 'g' }), border: true, c: ['#112233'] };
    const editor = storyEditor({ kit: { ...kit, layers: { ...kit.layers, extra: [graphic] } } });
    editor.actions.toggleBorder('g');
    expect(editor.layer('g')).toMatchObject({ border: false, c: ['#112233'] });
  });

  it('refuses a border on layers whose colour count cannot grow', () => {
    const editor = storyEditor({ game: 'eafc' });
    expect(editor.actions.toggleBorder(editor.find('base'))).toBe(false);
    expect(editor.lastRefusal()).toBe('noBorder');
  });

  it('toggles a colour between a single colour and a pair', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'graphic')!;
    actions.setLayerColor(id, 0, '#112233');
    actions.toggleColorPair(id);
    expect(editor.layer(id).c).toHaveLength(2);
    expect(editor.layer(id).c[0]).toBe('#112233');
    actions.toggleColorPair(id);
    expect(editor.layer(id).c).toEqual(['#112233']);
    actions.toggleColorPair(actions.addLayer('shirt', 'text')!);
    expect(editor.lastRefusal()).toBe('noColorPair');
  });

  it("resizes the colour list to the design's colour count", () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'design', { type: 'stripes' })!;
    actions.setLayerColor(id, 0, '#abcdef');
    actions.changeDesign(id, 'stripes_3_colors');
    expect(editor.layer(id).c).toHaveLength(3);
    expect(editor.layer(id).c[0]).toBe('#abcdef');
    expect(editor.layer(id)).toMatchObject({ type: 'stripes_3_colors', width: 176 });
    actions.changeDesign(id, 'two_color_stripe');
    expect(editor.layer(id).c).toHaveLength(2);
    expect(editor.layer(id)).not.toHaveProperty('count');
    actions.setLayerField(id, 'width', 700);
    actions.changeDesign(id, 'rectangle');
    actions.setLayerField(id, 'outline', true);
    expect(editor.layer(id).c).toHaveLength(2);
  });

  it("resizes the colour list to a chosen logo's image count, border colour kept last", () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'logo')!;
    actions.toggleBorder(id);
    actions.setLayerColor(id, 2, '#123456');
    actions.changeAsset(id, 'lions', 3);
    expect(editor.layer(id)).toMatchObject({ l: 'lions' });
    expect(editor.layer(id).c).toHaveLength(4);
    expect(editor.layer(id).c[3]).toBe('#123456');
    actions.changeAsset(id, 'crest', 1);
    expect(editor.layer(id).c).toEqual([editor.layer(id).c[0], '#123456']);
    actions.changeAsset(actions.addLayer('shirt', 'text')!, 'font', 2);
    expect(editor.lastRefusal()).toBe('fieldNotEditable');
  });

  it('resizes cuff colours with the colour count', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'sleeve_cuffs')!;
    actions.setLayerField(id, 'colorCount', 4);
    expect(editor.layer(id).c).toHaveLength(4);
    actions.setLayerField(id, 'colorCount', 2);
    expect(editor.layer(id).c).toHaveLength(2);
  });
});
