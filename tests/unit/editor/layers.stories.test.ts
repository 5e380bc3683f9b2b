import { describe, expect, it } from 'vitest';
import { newKit } from '../../../src/kit/defaults/kit.ts';
import { defaultLayer } from '../../../src/kit/defaults/layers.ts';
import type { Kit } from '../../../src/kit/model/kit.ts';
import { allowedPositions, moveLayerTo } from '../../../src/kit/operations/index.ts';
import { validateKit } from '../../../src/kit/schema/kit.ts';
import { createTestEditor } from './harness.ts';

// User stories about the layer stack: adding, duplicating, removing, ordering, hiding, renaming
// and masking, each with its undo step. A new eafc kit's shirt is [base, sleeves, template].

describe('adding layers', () => {
  it('puts a new layer below the template layers of its area, as one undoable step', () => {
    const editor = createTestEditor({ game: 'eafc' });
    const template = editor.find('template');
    editor.addLayer('design', { type: 'stripes' });
    const kinds = editor.stack().map((l) => l.n);
    expect(kinds).toEqual(['base', 'base', 'design', 'template']);
    expect(editor.stack()[3]).toBe(template);
    expect(editor.layer().n).toBe('design');
    editor.undo();
    expect(editor.stack().map((l) => l.n)).toEqual(['base', 'base', 'template']);
    expect(editor.toasts).toEqual(['Undoing: add layer']);
  });

  it('appends when the area has no template layer', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text', { stack: 'extra' }).addLayer('graphic', { stack: 'extra' });
    expect(editor.stack('extra').map((l) => l.n)).toEqual(['text', 'graphic']);
  });

  it('fills the new layer from the given settings, clamped like any edit', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('design', { type: 'rectangle', fields: { width: 5000, opacity: 40 } });
    expect(editor.layer()).toMatchObject({ type: 'rectangle', width: 900, opacity: 40 });
  });

  it('allows a custom collar only once', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('custom_collar').addLayer('custom_collar');
    expect(editor.lastRefusal?.code).toBe('customCollarExists');
    expect(editor.stack().filter((l) => l.n === 'custom_collar')).toHaveLength(1);
  });
});

describe('duplicating', () => {
  it('places a copy with a new id right above the original', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('design', { type: 'circle' }).set('width', 300);
    const original = editor.layer();
    editor.duplicate();
    const copy = editor.layer();
    expect(copy.uuid).not.toBe(original.uuid);
    expect({ ...copy, uuid: original.uuid }).toEqual(original);
    expect(editor.stack().indexOf(copy)).toBe(editor.stack().indexOf(original) + 1);
    editor.undo();
    expect(editor.toasts.at(-1)).toBe('Undoing: add layer');
    expect(editor.stack().some((l) => l.uuid === copy.uuid)).toBe(false);
  });

  it('refuses to duplicate the base', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.select(editor.find('base')).duplicate();
    expect(editor.lastRefusal?.code).toBe('notDuplicable');
  });
});

describe('removing', () => {
  it('refuses base, template and armband layers', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.select(editor.find('base')).remove();
    editor.select(editor.find('template')).remove();
    editor.addLayer('armband', { stack: 'extra' }).remove();
    expect(editor.refusals.map((r) => r.code)).toEqual(['notRemovable', 'notRemovable', 'notRemovable']);
    expect(editor.stack().map((l) => l.n)).toEqual(['base', 'base', 'template']);
    expect(editor.stack('extra').map((l) => l.n)).toEqual(['armband']);
  });

  it('refuses a layer another layer uses as its mask, until the mask is cleared', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('design', { type: 'rectangle' });
    const mask = editor.layer();
    editor.addLayer('pattern').maskWith(mask);
    const masked = editor.layer();
    editor.select(mask).remove();
    expect(editor.lastRefusal?.code).toBe('maskInUse');
    editor.select(masked).clearMask().select(mask).remove();
    expect(editor.stack().some((l) => l.uuid === mask.uuid)).toBe(false);
  });

  it('is undone back into the same place', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text').addLayer('graphic');
    const before = editor.kit;
    editor.select(editor.stack()[2]!).remove().undo();
    expect(editor.kit).toEqual(before);
    expect(editor.toasts.at(-1)).toBe('Undoing: remove layer');
  });
});

describe('ordering', () => {
  it('moves a layer up and down one place at a time', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text');
    const text = editor.layer();
    editor.addLayer('graphic');
    editor.select(text).moveUp();
    expect(editor.stack().map((l) => l.n)).toEqual(['base', 'base', 'graphic', 'text', 'template']);
    editor.moveDown();
    expect(editor.stack().map((l) => l.n)).toEqual(['base', 'base', 'text', 'graphic', 'template']);
    editor.undo();
    expect(editor.toasts.at(-1)).toBe('Undoing: move layer');
    expect(editor.stack()[3]).toEqual(text);
  });

  it('never moves a base layer, and nothing goes below the base layers', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.select(editor.find('base')).moveUp();
    expect(editor.lastRefusal?.code).toBe('notMovable');
    editor.addLayer('text').moveDown().moveDown();
    expect(editor.lastRefusal?.code).toBe('positionNotAllowed');
    expect(editor.stack().map((l) => l.n)).toEqual(['base', 'base', 'text', 'template']);
    editor.dropAt(0);
    expect(editor.lastRefusal?.code).toBe('positionNotAllowed');
    expect(allowedPositions(editor.kit, editor.selected!)).toEqual([2, 3]);
  });

  it('refuses the top layer moving up and the armband moving at all', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.select(editor.find('template')).moveUp();
    expect(editor.lastRefusal?.code).toBe('positionNotAllowed');
    editor.addLayer('armband', { stack: 'extra' }).addLayer('text', { stack: 'extra' });
    editor.select(editor.find('armband', 'extra')).moveUp();
    expect(editor.lastRefusal?.code).toBe('notMovable');
  });

  it('turns moving off while a layer is being edited', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text');
    const result = moveLayerTo(editor.kit, editor.selected!, 3, { hasActiveLayer: true });
    expect(result.ok === false && result.code).toBe('notMovable');
  });

  it('drops onto an allowed position with drag and drop', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text');
    editor.dropAt(3);
    expect(editor.stack().map((l) => l.n)).toEqual(['base', 'base', 'template', 'text']);
  });
});

describe('hiding and showing', () => {
  it('toggles a layer and undoes the toggle', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text').toggleVisibility();
    expect(editor.layer().disabled).toBe(true);
    editor.toggleVisibility();
    expect(editor.layer().disabled).toBe(false);
    editor.undo();
    expect(editor.layer().disabled).toBe(true);
    expect(editor.toasts).toEqual(['Undoing: toggle layer visibility']);
  });

  it('refuses the first layer and the armband', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.select(editor.stack()[0]!).toggleVisibility();
    editor.addLayer('text', { stack: 'extra' }).addLayer('armband', { stack: 'extra' }).toggleVisibility();
    expect(editor.refusals.map((r) => r.code)).toEqual(['notHideable', 'notHideable']);
    // The sleeves base is not the first layer, so it can be hidden.
    editor.select(editor.stack()[1]!).toggleVisibility();
    expect(editor.stack()[1]!.disabled).toBe(true);
  });
});

describe('renaming', () => {
  it('takes a custom name of up to 30 characters and refuses longer ones', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text').rename('x'.repeat(30));
    expect(editor.layer().cname).toBe('x'.repeat(30));
    editor.rename('y'.repeat(31));
    expect(editor.lastRefusal).toMatchObject({
      code: 'nameTooLong',
      message: 'Layer names can be at most 30 characters.',
    });
    expect(editor.layer().cname).toBe('x'.repeat(30));
    editor.undo();
    expect(editor.layer().cname).toBe('');
  });

  it('refuses base and template layers', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.select(editor.find('base')).rename('Body');
    editor.select(editor.find('template')).rename('Details');
    expect(editor.refusals.map((r) => r.code)).toEqual(['notRenamable', 'notRenamable']);
  });
});

describe('masking', () => {
  it('moves a layer set below its mask to just above it, in one step', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('pattern');
    const pattern = editor.layer();
    editor.addLayer('design', { type: 'rectangle' });
    const mask = editor.layer();
    const before = editor.kit;
    editor.select(pattern).maskWith(mask);
    expect(editor.stack().map((l) => l.uuid)).toEqual([
      editor.stack()[0]!.uuid,
      editor.stack()[1]!.uuid,
      mask.uuid,
      pattern.uuid,
      editor.find('template').uuid,
    ]);
    expect(editor.layer().mask).toBe(mask.uuid);
    expect(editor.history.undo).toHaveLength(3);
    editor.undo();
    expect(editor.kit).toBe(before);
    expect(editor.toasts).toEqual(['Undoing: edit layer']);
  });

  it('keeps a layer already above its mask in place', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('design', { type: 'circle' });
    const mask = editor.layer();
    editor.addLayer('graphic').maskWith(mask);
    expect(editor.stack().map((l) => l.n)).toEqual(['base', 'base', 'design', 'graphic', 'template']);
  });

  it('refuses masking the base, a layer by itself, and loops', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('design', { type: 'circle' });
    const a = editor.layer();
    editor.addLayer('graphic').maskWith(a);
    const b = editor.layer();
    editor.select(editor.find('base')).maskWith(a);
    editor.select(a).maskWith(a);
    editor.select(a).maskWith(b);
    expect(editor.refusals.map((r) => r.code)).toEqual(['notMaskable', 'maskNotUsable', 'maskNotUsable']);
  });

  it('clears a mask as its own step', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('design', { type: 'circle' });
    const mask = editor.layer();
    editor.addLayer('graphic').maskWith(mask).clearMask();
    expect(editor.layer().mask).toBeNull();
    editor.undo();
    expect(editor.layer().mask).toBe(mask.uuid);
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
    const editor = createTestEditor({ kit: kitWithGroup() });
    editor.select('group').duplicate();
    const copy = editor.layer();
    expect(copy.n === 'group' && copy.layers.map((l) => l.uuid)).not.toEqual(['member']);
    expect(validateKit(editor.kit)).toBeNull();
  });

  it('refuses to duplicate a group holding a layer that exists once', () => {
    const kit = newKit('basketball');
    const name = defaultLayer('nba_text', { game: 'basketball', type: 'name', uuid: 'name' });
    const group = { ...defaultLayer('group', { game: 'basketball', uuid: 'group' }), layers: [name] };
    const editor = createTestEditor({ kit: { ...kit, layers: { ...kit.layers, extra: [group] } } });
    editor.select('group').duplicate();
    expect(editor.lastRefusal?.code).toBe('notDuplicable');
  });

  it('refuses to remove a group whose member masks a layer outside it', () => {
    const editor = createTestEditor({ kit: kitWithGroup() });
    editor.select('group').remove();
    expect(editor.lastRefusal?.code).toBe('maskInUse');
  });
});
