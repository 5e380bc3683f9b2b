import { describe, expect, it } from 'vitest';
import { newKit } from '../../../src/kit/defaults/kit.ts';
import { defaultLayer } from '../../../src/kit/defaults/layers.ts';
import type { Kit } from '../../../src/kit/model/kit.ts';
import { validateKit } from '../../../src/kit/schema/kit.ts';
import { PLUS_MEMBER, storyEditor, type StoryEditor } from './story-editor.ts';

// User stories about the layer stack: adding, duplicating, removing, ordering, hiding, renaming
// and masking, each with its undo step, through the editor's own actions. A new eafc kit's shirt
// is [base, sleeves, template].

/** The layer a duplicate added to `stack`. */
function added(editor: StoryEditor, before: readonly { uuid: string }[], stack: 'shirt' | 'extra' = 'shirt') {
  const ids = new Set(before.map((l) => l.uuid));
  return editor.stack(stack).find((l) => !ids.has(l.uuid))!;
}

describe('adding layers', () => {
  it('puts a new layer below the template layers of its area, selects it, as one undoable step', () => {
    const editor = storyEditor({ game: 'eafc' });
    const template = editor.layer(editor.find('template'));
    const id = editor.actions.addLayer('shirt', 'design', { type: 'stripes' });
    expect(editor.kinds()).toEqual(['base', 'base', 'design', 'template']);
    expect(editor.stack()[3]).toBe(template);
    expect(editor.selected()).toBe(id);
    expect(editor.layer().n).toBe('design');
    editor.actions.undo();
    expect(editor.kinds()).toEqual(['base', 'base', 'template']);
    expect(editor.selected()).toBeNull();
    expect(editor.toasts()).toEqual(['Undoing: add layer']);
  });

  it('appends when the area has no template layer', () => {
    const editor = storyEditor({ game: 'eafc' });
    editor.actions.addLayer('extra', 'text');
    editor.actions.addLayer('extra', 'graphic');
    expect(editor.kinds('extra')).toEqual(['text', 'graphic']);
  });

  it('fills the new layer from the given settings, clamped like any edit', () => {
    const editor = storyEditor({ game: 'eafc' });
    editor.actions.addLayer('shirt', 'design', { type: 'rectangle', fields: { width: 5000, opacity: 40 } });
    expect(editor.layer()).toMatchObject({ type: 'rectangle', width: 900, opacity: 40 });
  });

  it('keeps custom patterns and materials for Plus members, whatever the menu shows', () => {
    const free = storyEditor({ game: 'eafc' });
    expect(free.actions.addLayer('shirt', 'custom_pattern')).toBeNull();
    expect(free.actions.addLayer('shirt', 'mat')).toBeNull();
    expect(free.toasts()).toEqual(['This layer is for Plus members.', 'This layer is for Plus members.']);
    expect(free.kinds()).toEqual(['base', 'base', 'template']);
    const member = storyEditor({ game: 'eafc', user: PLUS_MEMBER });
    expect(member.actions.addLayer('shirt', 'custom_pattern')).not.toBeNull();
    expect(member.actions.addLayer('shirt', 'mat')).not.toBeNull();
  });

  it('allows a custom collar only once', () => {
    const editor = storyEditor({ game: 'eafc' });
    expect(editor.actions.addLayer('shirt', 'custom_collar')).not.toBeNull();
    expect(editor.actions.addLayer('shirt', 'custom_collar')).toBeNull();
    expect(editor.lastRefusal()).toBe('customCollarExists');
    expect(editor.kinds().filter((n) => n === 'custom_collar')).toHaveLength(1);
  });
});

describe('duplicating', () => {
  it('places a copy with a new id right above the original', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'design', { type: 'circle' })!;
    actions.setLayerField(id, 'width', 300);
    const original = editor.layer(id);
    const before = editor.stack();
    expect(actions.duplicateLayer(id)).toBe(true);
    const copy = added(editor, before);
    expect(copy.uuid).not.toBe(original.uuid);
    expect({ ...copy, uuid: original.uuid }).toEqual(original);
    expect(editor.stack().indexOf(copy)).toBe(editor.stack().indexOf(original) + 1);
    actions.undo();
    expect(editor.toasts().at(-1)).toBe('Undoing: add layer');
    expect(editor.stack().some((l) => l.uuid === copy.uuid)).toBe(false);
  });

  it('refuses to duplicate the base', () => {
    const editor = storyEditor({ game: 'eafc' });
    expect(editor.actions.duplicateLayer(editor.find('base'))).toBe(false);
    expect(editor.lastRefusal()).toBe('notDuplicable');
  });
});

describe('removing', () => {
  it('refuses base, template and armband layers', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    actions.removeLayer(editor.find('base'));
    actions.removeLayer(editor.find('template'));
    actions.removeLayer(actions.addLayer('extra', 'armband')!);
    expect(editor.refusals()).toEqual(['notRemovable', 'notRemovable', 'notRemovable']);
    expect(editor.kinds()).toEqual(['base', 'base', 'template']);
    expect(editor.kinds('extra')).toEqual(['armband']);
  });

  it('refuses a layer another layer uses as its mask, until the mask is cleared', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const mask = actions.addLayer('shirt', 'design', { type: 'rectangle' })!;
    const masked = actions.addLayer('shirt', 'pattern')!;
    actions.setMask(masked, mask);
    expect(actions.removeLayer(mask)).toBe(false);
    expect(editor.lastRefusal()).toBe('maskInUse');
    actions.clearMask(masked);
    expect(actions.removeLayer(mask)).toBe(true);
    expect(editor.stack().some((l) => l.uuid === mask)).toBe(false);
  });

  it('is undone back into the same place, and closes the removed layer', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    actions.addLayer('shirt', 'text');
    actions.addLayer('shirt', 'graphic');
    const before = editor.kit();
    const text = editor.stack()[2]!.uuid;
    actions.selectLayer(text);
    actions.removeLayer(text);
    expect(editor.selected()).toBeNull();
    actions.undo();
    expect(editor.kit()).toEqual(before);
    expect(editor.toasts().at(-1)).toBe('Undoing: remove layer');
  });
});

describe('ordering', () => {
  it('moves a layer up and down one place at a time once no layer is open', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const text = actions.addLayer('shirt', 'text')!;
    actions.addLayer('shirt', 'graphic');
    actions.selectLayer(null);
    actions.moveUp(text);
    expect(editor.kinds()).toEqual(['base', 'base', 'graphic', 'text', 'template']);
    actions.moveDown(text);
    expect(editor.kinds()).toEqual(['base', 'base', 'text', 'graphic', 'template']);
    actions.undo();
    expect(editor.toasts().at(-1)).toBe('Undoing: move layer');
    expect(editor.stack()[3]!.uuid).toBe(text);
  });

  it('never moves a base layer, and nothing goes below the base layers', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    actions.moveUp(editor.find('base'));
    expect(editor.lastRefusal()).toBe('notMovable');
    const text = actions.addLayer('shirt', 'text')!;
    actions.selectLayer(null);
    actions.moveDown(text);
    expect(editor.lastRefusal()).toBe('positionNotAllowed');
    expect(editor.kinds()).toEqual(['base', 'base', 'text', 'template']);
    for (const below of [0, 1]) expect(actions.moveTo(text, below)).toBe(false);
    expect(editor.refusals().slice(-2)).toEqual(['positionNotAllowed', 'positionNotAllowed']);
    expect(actions.moveTo(text, 3)).toBe(true);
  });

  it('refuses the top layer moving up and the armband moving at all', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    actions.moveUp(editor.find('template'));
    expect(editor.lastRefusal()).toBe('positionNotAllowed');
    const armband = actions.addLayer('extra', 'armband')!;
    actions.addLayer('extra', 'text');
    actions.selectLayer(null);
    actions.moveUp(armband);
    expect(editor.lastRefusal()).toBe('notMovable');
  });

  it('turns moving off while a layer is being edited', () => {
    const editor = storyEditor({ game: 'eafc' });
    const text = editor.actions.addLayer('shirt', 'text')!;
    expect(editor.actions.moveTo(text, 3)).toBe(false);
    expect(editor.lastRefusal()).toBe('notMovable');
  });

  it('drops onto an allowed position with drag and drop', () => {
    const editor = storyEditor({ game: 'eafc' });
    const text = editor.actions.addLayer('shirt', 'text')!;
    editor.actions.selectLayer(null);
    editor.actions.moveTo(text, 3);
    expect(editor.kinds()).toEqual(['base', 'base', 'template', 'text']);
  });
});

describe('hiding and showing', () => {
  it('toggles a layer and undoes the toggle', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'text')!;
    actions.toggleVisibility(id);
    expect(editor.layer(id).disabled).toBe(true);
    actions.toggleVisibility(id);
    expect(editor.layer(id).disabled).toBe(false);
    actions.undo();
    expect(editor.layer(id).disabled).toBe(true);
    expect(editor.toasts()).toEqual(['Undoing: toggle layer visibility']);
  });

  it('refuses the first layer and the armband', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    actions.toggleVisibility(editor.stack()[0]!.uuid);
    actions.addLayer('extra', 'text');
    actions.toggleVisibility(actions.addLayer('extra', 'armband')!);
    expect(editor.refusals()).toEqual(['notHideable', 'notHideable']);
    // The sleeves base is not the first layer, so it can be hidden.
    actions.toggleVisibility(editor.stack()[1]!.uuid);
    expect(editor.stack()[1]!.disabled).toBe(true);
  });
});

describe('renaming', () => {
  it('takes a custom name of up to 30 characters and refuses longer ones', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const id = actions.addLayer('shirt', 'text')!;
    actions.rename(id, 'x'.repeat(30));
    expect(editor.layer(id).cname).toBe('x'.repeat(30));
    expect(actions.rename(id, 'y'.repeat(31))).toBe(false);
    expect(editor.lastRefusal()).toBe('nameTooLong');
    expect(editor.toasts().at(-1)).toBe('Layer names can be at most 30 characters.');
    expect(editor.layer(id).cname).toBe('x'.repeat(30));
    actions.undo();
    expect(editor.layer(id).cname).toBe('');
  });

  it('refuses base and template layers', () => {
    const editor = storyEditor({ game: 'eafc' });
    editor.actions.rename(editor.find('base'), 'Body');
    editor.actions.rename(editor.find('template'), 'Details');
    expect(editor.refusals()).toEqual(['notRenamable', 'notRenamable']);
  });
});

describe('masking', () => {
  it('moves a layer set below its mask to just above it, in one step', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const pattern = actions.addLayer('shirt', 'pattern')!;
    const mask = actions.addLayer('shirt', 'design', { type: 'rectangle' })!;
    const before = editor.kit();
    const [body, sleeves] = editor.stack();
    actions.setMask(pattern, mask);
    expect(editor.stack().map((l) => l.uuid)).toEqual([
      body!.uuid,
      sleeves!.uuid,
      mask,
      pattern,
      editor.find('template'),
    ]);
    expect(editor.layer(pattern).mask).toBe(mask);
    expect(editor.history().undo).toHaveLength(3);
    actions.undo();
    expect(editor.kit()).toBe(before);
    expect(editor.toasts()).toEqual(['Undoing: edit layer']);
  });

  it('keeps a layer already above its mask in place', () => {
    const editor = storyEditor({ game: 'eafc' });
    const mask = editor.actions.addLayer('shirt', 'design', { type: 'circle' })!;
    editor.actions.setMask(editor.actions.addLayer('shirt', 'graphic')!, mask);
    expect(editor.kinds()).toEqual(['base', 'base', 'design', 'graphic', 'template']);
  });

  it('refuses masking the base, a layer by itself, and loops', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const a = actions.addLayer('shirt', 'design', { type: 'circle' })!;
    const b = actions.addLayer('shirt', 'graphic')!;
    actions.setMask(b, a);
    actions.setMask(editor.find('base'), a);
    actions.setMask(a, a);
    actions.setMask(a, b);
    expect(editor.refusals()).toEqual(['notMaskable', 'maskNotUsable', 'maskNotUsable']);
  });

  it('clears a mask as its own step', () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const mask = actions.addLayer('shirt', 'design', { type: 'circle' })!;
    const graphic = actions.addLayer('shirt', 'graphic')!;
    actions.setMask(graphic, mask);
    actions.clearMask(graphic);
    expect(editor.layer(graphic).mask).toBeNull();
    actions.undo();
    expect(editor.layer(graphic).mask).toBe(mask);
  });
});

describe('groups', () => {
  function kitWithGroup(): Kit {
    const kit = newKit('eafc');
    const member = { ...defaultLayer('graphic', { game: 'eafc', uuid: 'member' }) };
    const group = { ...defaultLayer('group', { game: 'eafc', uuid: 'group' }), layers: [member] };
    const outside = { ...defaultLayer('text', { game: 'eafc', uuid: 'outside' }), mask: 'member' };
    return { ...kit, layers: { ...kit.layers, extra: [group, outside] } };
  }

  it('gives the members of a duplicated group fresh ids', () => {
    const editor = storyEditor({ kit: kitWithGroup() });
    const before = editor.stack('extra');
    expect(editor.actions.duplicateLayer('group')).toBe(true);
    const copy = added(editor, before, 'extra');
    expect(copy.n === 'group' && copy.layers.map((l) => l.uuid)).not.toEqual(['member']);
    expect(validateKit(editor.kit())).toBeNull();
  });

  it('refuses to duplicate a group holding a layer that exists once', () => {
    const kit = newKit('basketball');
    const name = defaultLayer('nba_text', { game: 'basketball', type: 'name', uuid: 'name' });
    const group = { ...defaultLayer('group', { game: 'basketball', uuid: 'group' }), layers: [name] };
    const editor = storyEditor({ kit: { ...kit, layers: { ...kit.layers, extra: [group] } } });
    expect(editor.actions.duplicateLayer('group')).toBe(false);
    expect(editor.lastRefusal()).toBe('notDuplicable');
  });

  it('refuses to remove a group whose member masks a layer outside it', () => {
    const editor = storyEditor({ kit: kitWithGroup() });
    expect(editor.actions.removeLayer('group')).toBe(false);
    expect(editor.lastRefusal()).toBe('maskInUse');
  });
});
