import { describe, expect, it } from 'vitest';
import type { GroupLayer, Layer, LayerId } from '../../../src/editor/kit.ts';
import { serialiseKit } from '../../../src/kit/serialise/serialise.ts';
import { confirmationAtom } from '../../../src/editor/state.ts';
import { inEnglish, PLUS_MEMBER, storyEditor, type StoryEditor } from './story-editor.ts';

// User stories about a group's members: opening a group in the list, editing, hiding, reordering,
// removing and taking out a member while it stays grouped, and ungrouping without losing the
// group's look, through the editor's own actions. A new eafc kit's shirt is [base, sleeves,
// template]; added layers go below the template.

/** A kit with a design, a graphic and a text on the shirt, the design and text grouped. */
function grouped(options: Parameters<typeof storyEditor>[0] = {}) {
  const editor = storyEditor({ game: 'eafc', ...options });
  const design = editor.actions.addLayer('shirt', 'design', { type: 'rectangle' })!;
  const graphic = editor.actions.addLayer('shirt', 'graphic')!;
  const text = editor.actions.addLayer('shirt', 'text')!;
  editor.actions.selectLayer(design);
  editor.actions.pickLayer(text, 'toggle');
  const group = editor.actions.groupPicked()!;
  editor.actions.selectLayer(null);
  return { editor, design, graphic, text, group };
}

const groupOf = (editor: StoryEditor, uuid: LayerId) => editor.layer(uuid) as GroupLayer;
const members = (editor: StoryEditor, uuid: LayerId) => groupOf(editor, uuid).layers.map((l) => l.uuid);
const stackIds = (editor: StoryEditor) => editor.stack().map((l) => l.uuid);

describe("editing a group's member where it is", () => {
  it('changes a member colour as one undo step, the group and the stack staying as they are', () => {
    const { editor, design, group } = grouped();
    const stack = stackIds(editor);
    editor.actions.selectLayer(design);
    expect(editor.layer().uuid).toBe(design);
    const before = editor.layer(design).c[0];
    expect(editor.actions.setLayerColor(design, 0, '#ff0000')).toBe(true);
    expect(editor.layer(design).c[0]).toBe('#ff0000');
    expect(stackIds(editor)).toEqual(stack);
    expect(members(editor, group)[0]).toBe(design);
    editor.actions.undo();
    expect(editor.layer(design).c[0]).toBe(before);
    expect(editor.toasts().at(-1)).toBe('Undoing: edit layer');
    // The member stays active through undo: it is still in the kit.
    expect(editor.selected()).toBe(design);
    editor.actions.redo();
    expect(editor.layer(design).c[0]).toBe('#ff0000');
  });

  it('makes a slider drag on a member one step, and Escape reverts it', () => {
    const { editor, design } = grouped();
    editor.actions.selectLayer(design);
    const steps = editor.history().undo.length;
    editor.actions.beginLayerEdit();
    for (const width of [120, 180, 240]) editor.actions.setLayerField(design, 'width', width);
    editor.actions.commitLayerEdit();
    expect(editor.layer(design)).toMatchObject({ width: 240 });
    expect(editor.history().undo.length).toBe(steps + 1);
    editor.actions.beginLayerEdit();
    editor.actions.setLayerField(design, 'width', 10);
    expect(editor.actions.escape()).toBe('reverted');
    expect(editor.layer(design)).toMatchObject({ width: 240 });
  });

  it("applies the spec's edit rules per kind to members as elsewhere", () => {
    const editor = storyEditor({ game: 'eafc', user: PLUS_MEMBER });
    const mat = editor.actions.addLayer('shirt', 'mat')!;
    const text = editor.actions.addLayer('shirt', 'text')!;
    editor.actions.selectLayer(mat);
    editor.actions.pickLayer(text, 'toggle');
    editor.actions.groupPicked();
    // Blend mode not for mat (document 1 §5 "Edits allowed per layer").
    expect(editor.actions.setLayerField(mat, 'blendMode', 'Multiply')).toBe(false);
    expect(editor.lastRefusal()).toBe('fieldNotEditable');
    expect(editor.actions.setLayerField(text, 'blendMode', 'Multiply')).toBe(true);
    expect(editor.layer(text).blendMode).toBe('Multiply');
  });

  it('hides and shows a member, the group staying shown', () => {
    const { editor, text, group } = grouped();
    expect(editor.actions.toggleVisibility(text)).toBe(true);
    expect(editor.layer(text).disabled).toBe(true);
    expect(editor.layer(group).disabled).toBe(false);
    editor.actions.undo();
    expect(editor.layer(text).disabled).toBe(false);
    expect(editor.toasts().at(-1)).toBe('Undoing: toggle layer visibility');
  });

  it('reorders members inside the group only, and not while a layer is active', () => {
    const { editor, design, text, group } = grouped();
    const stack = stackIds(editor);
    expect(editor.actions.moveUp(design)).toBe(true);
    expect(members(editor, group)).toEqual([text, design]);
    expect(stackIds(editor)).toEqual(stack);
    // The top member cannot go higher inside its group.
    expect(editor.actions.moveUp(design)).toBe(false);
    expect(editor.lastRefusal()).toBe('positionNotAllowed');
    editor.actions.selectLayer(text);
    expect(editor.actions.moveDown(design)).toBe(false);
    expect(editor.lastRefusal()).toBe('notMovable');
    editor.actions.selectLayer(null);
    editor.actions.undo();
    expect(members(editor, group)).toEqual([design, text]);
    // Drag and drop inside the group: the index is the member's place in its group.
    expect(editor.actions.moveTo(text, 0)).toBe(true);
    expect(members(editor, group)).toEqual([text, design]);
    expect(stackIds(editor)).toEqual(stack);
  });

  it('takes a member out of its group, right above it, and drops a group left empty', () => {
    const { editor, design, text, group } = grouped();
    expect(editor.actions.moveOutOfGroup(text)).toBe(true);
    const ids = stackIds(editor);
    expect(ids.indexOf(text)).toBe(ids.indexOf(group) + 1);
    expect(members(editor, group)).toEqual([design]);
    // The bottom member goes below its group, its nearest place in the look.
    editor.actions.undo();
    expect(editor.actions.moveOutOfGroup(design)).toBe(true);
    expect(stackIds(editor).indexOf(design)).toBe(stackIds(editor).indexOf(group) - 1);
    expect(editor.actions.moveOutOfGroup(text)).toBe(true);
    expect(editor.kinds()).not.toContain('group');
    // A loose layer is in no group.
    expect(editor.actions.moveOutOfGroup(text)).toBe(false);
    expect(editor.lastRefusal()).toBe('notInGroup');
  });

  it("drags a member out of its group onto a row of the stack, taking that row's place", () => {
    const { editor, design, graphic, text, group } = grouped();
    const at = (uuid: LayerId) => stackIds(editor).indexOf(uuid);
    // Dropped on the graphic, a row below the group: the text lands just below it.
    expect(editor.actions.moveOutOfGroup(text, at(graphic))).toBe(true);
    expect(at(text)).toBe(at(graphic) - 1);
    expect(members(editor, group)).toEqual([design]);
    expect(editor.history().undo.at(-1)?.action).toBe('move layer');
    editor.actions.undo();
    // Dropped on the template, above the group: just above it.
    expect(editor.actions.moveOutOfGroup(design, at(editor.find('template')))).toBe(true);
    expect(at(design)).toBe(at(editor.find('template')) + 1);
    // The base colour keeps its place.
    expect(editor.actions.moveOutOfGroup(text, 0)).toBe(false);
    expect(editor.lastRefusal()).toBe('positionNotAllowed');
  });

  it('removes a member, and the group with its last member', () => {
    const { editor, design, text, group } = grouped();
    editor.actions.selectLayer(text);
    expect(editor.actions.removeLayer(text)).toBe(true);
    expect(editor.selected()).toBeNull();
    expect(members(editor, group)).toEqual([design]);
    expect(editor.actions.removeLayer(design)).toBe(true);
    expect(editor.kinds()).not.toContain('group');
    editor.actions.undo();
    expect(members(editor, group)).toEqual([design]);
  });

  it('duplicates a member inside its group', () => {
    const { editor, design, group } = grouped();
    expect(editor.actions.duplicateLayer(design)).toBe(true);
    const inside = groupOf(editor, group).layers;
    expect(inside.map((l) => l.n)).toEqual(['design', 'design', 'text']);
    expect(inside[1]!.uuid).not.toBe(design);
  });

  it('keeps groups one level deep: a member is neither picked nor grouped again', () => {
    const { editor, design, graphic } = grouped();
    editor.actions.selectLayer(graphic);
    editor.actions.pickLayer(design, 'toggle');
    expect(editor.actions.groupPicked()).toBeNull();
    expect(editor.kinds().filter((k) => k === 'group')).toHaveLength(1);
  });

  it('masks a member by a loose layer below its group, never by the group itself', () => {
    const { editor, text, graphic, group } = grouped();
    // The graphic sits below the group (the group took the text's place, above it).
    expect(editor.actions.setMask(text, graphic)).toBe(true);
    expect(editor.layer(text).mask).toBe(graphic);
    expect(editor.actions.setMask(text, group)).toBe(false);
    expect(editor.lastRefusal()).toBe('maskNotUsable');
  });

  it("saves and loads a group with its members' own edits", () => {
    const { editor, design, text, group } = grouped();
    editor.actions.setLayerColor(design, 0, '#123456');
    editor.actions.toggleVisibility(text);
    editor.actions.setLayerField(group, 'opacity', 60);
    const saved = JSON.parse(serialiseKit(editor.kit(), editor.actions.kitContext())) as unknown;
    const other = storyEditor({ game: 'eafc' });
    other.actions.loadData(saved);
    const loaded = other.stack().find((l) => l.n === 'group') as GroupLayer;
    expect(loaded.opacity).toBe(60);
    expect(loaded.layers.map((l: Layer) => [l.n, l.c[0], l.disabled])).toEqual([
      ['design', '#123456', false],
      ['text', editor.layer(text).c[0], true],
    ]);
  });
  it('loads a saved group holding a kind that stays out of groups with that layer lifted out after it', () => {
    const { editor, group } = grouped();
    const collar = editor.actions.addLayer('shirt', 'custom_collar')!;
    const saved = JSON.parse(serialiseKit(editor.kit(), editor.actions.kitContext())) as {
      shirt: { uuid: string; layers?: unknown[] }[];
    };
    // Edited by hand or by an old build: the custom collar saved inside the group.
    const entry = saved.shirt.find((l) => l.uuid === collar)!;
    saved.shirt = saved.shirt.filter((l) => l !== entry);
    saved.shirt.find((l) => l.uuid === group)!.layers!.push(entry);
    const other = storyEditor({ game: 'eafc' });
    other.actions.loadData(saved);
    const ids = other.stack().map((l) => l.uuid);
    expect(ids.indexOf(collar)).toBe(ids.indexOf(group) + 1);
    expect((other.layer(group) as GroupLayer).layers.map((l) => l.n)).toEqual(['design', 'text']);
  });
});

describe('ungrouping keeps the look', () => {
  it('folds display flags, hue, saturation and mirror rules into the members without asking', async () => {
    const { editor, design, text, group } = grouped();
    editor.actions.setLayerField(design, 'hue', 80);
    editor.actions.setLayerField(text, 'mirror', true);
    editor.actions.setLayerField(group, 'display.front', false);
    editor.actions.setLayerField(group, 'hue', 30);
    editor.actions.setLayerField(group, 'saturation', -40);
    editor.actions.setLayerField(group, 'mirror', true);
    expect(await editor.actions.ungroup(group)).toBe(true);
    expect(editor.store.get(confirmationAtom)).toBeNull();
    // 80 + 30 hue units is 198 degrees, the same rotation as -90 units.
    expect(editor.layer(design)).toMatchObject({ hue: -90, saturation: -40, mirror: true });
    expect(editor.layer(design).display.front).toBe(false);
    expect(editor.layer(text)).toMatchObject({ hue: 30, saturation: -40, mirror: false });
    expect(editor.layer(text).display).toMatchObject({ front: false, back: true });
    editor.actions.undo();
    expect(editor.layer(group).n).toBe('group');
    expect(editor.layer(design)).toMatchObject({ hue: 80, mirror: false });
  });

  it('asks before ungrouping overlapping members of a half-transparent group; No keeps the group', async () => {
    const { editor, design, text, group } = grouped();
    editor.actions.setLayerField(group, 'opacity', 50);
    const kit = editor.kit();
    const asked = editor.actions.ungroup(group);
    const question = editor.store.get(confirmationAtom)!;
    expect(inEnglish(question.text)).toBe(
      "Ungrouping will change how these layers look. The group's opacity will apply to each layer on its own, so where they overlap they will show through each other. Ungroup anyway?",
    );
    question.answer(false);
    expect(await asked).toBe(false);
    expect(editor.kit()).toBe(kit);
    const again = editor.actions.ungroup(group);
    editor.store.get(confirmationAtom)!.answer(true);
    expect(await again).toBe(true);
    expect(editor.layer(design).opacity).toBe(50);
    expect(editor.layer(text).opacity).toBe(50);
  });

  it('folds opacity and blend mode into a lone shown member without asking', async () => {
    const { editor, design, text, group } = grouped();
    editor.actions.toggleVisibility(text);
    editor.actions.setLayerField(design, 'opacity', 80);
    editor.actions.setLayerField(group, 'opacity', 50);
    editor.actions.setLayerField(group, 'blendMode', 'Multiply');
    expect(await editor.actions.ungroup(group)).toBe(true);
    expect(editor.layer(design)).toMatchObject({ opacity: 40, blendMode: 'Multiply' });
  });

  it("names every change it cannot avoid: a member's own mask, hue under saturation", async () => {
    const { editor, design, text, graphic, group } = grouped();
    editor.actions.setMask(text, graphic);
    editor.actions.setLayerField(design, 'saturation', 20);
    editor.actions.setLayerField(group, 'hue', 10);
    editor.actions.setMask(group, graphic);
    const asked = editor.actions.ungroup(group);
    const question = editor.store.get(confirmationAtom)!;
    expect(inEnglish(question.text)).toContain(
      "A layer with its own mask cannot also take the group's mask.",
    );
    expect(inEnglish(question.text)).toContain(
      "The group's hue and saturation cannot be combined exactly with a layer's own.",
    );
    question.answer(true);
    expect(await asked).toBe(true);
    // What does fold, folds: the design takes the group's mask.
    expect(editor.layer(design).mask).toBe(graphic);
  });
});
