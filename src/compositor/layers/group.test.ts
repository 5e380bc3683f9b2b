import { describe, expect, it } from 'vitest';
import type { CommonLayer } from '../layer-common.ts';
import { composedGroups, maskCoverageLayer, withGroupChildren, type ComposedLayer } from './group.ts';

const rect = (uuid: string, extra: Partial<CommonLayer> = {}): CommonLayer => ({
  n: 'design',
  uuid,
  ...extra,
});
const group = (extra: object, layers: CommonLayer[]): CommonLayer =>
  ({ n: 'group', uuid: 'g', layers, ...extra }) as CommonLayer;

describe('composedGroups', () => {
  it('flattens a neutral group and keeps one that acts as a whole', () => {
    const children = [rect('a'), rect('b')];
    expect(composedGroups([group({}, children)]).map((l) => l.uuid)).toEqual(['a', 'b']);
    expect(composedGroups([group({ opacity: 50 }, children)]).map((l) => l.uuid)).toEqual(['g']);
  });

  it('keeps a group composed when its children use masks, carrying the mask layers', () => {
    const mask = rect('m', { disabled: true, mask: 'other' });
    const layers = [
      mask,
      group({ opacity: 50 }, [rect('a'), rect('b', { mask: 'm' }), rect('c', { mask: 'a' })]),
    ];
    const [, composed] = composedGroups(layers) as ComposedLayer[];
    expect(composed!.n).toBe('group');
    // As drawn for a mask: its own mask and `disabled` do not count.
    expect(composed!.childMasks).toEqual([
      { n: 'design', uuid: 'm', disabled: false, mask: null },
      { n: 'design', uuid: 'a', disabled: false, mask: null },
    ]);
    // A mask edit changes the group's key; a change that does not alter the mask does not.
    const moved = composedGroups([{ ...mask, c: ['#ffffff'] }, layers[1]!]);
    expect(JSON.stringify(moved[1])).not.toBe(JSON.stringify(composed));
    const hidden = composedGroups([{ ...mask, disabled: false }, layers[1]!]);
    expect(JSON.stringify(hidden[1])).toBe(JSON.stringify(composed));
  });

  it('gives a layer masked by a child of a composed group that child, and no other layer', () => {
    const layers = [
      rect('top-mask'),
      group({ opacity: 50 }, [rect('a', { c: ['#ff0000'] })]),
      rect('x', { mask: 'a' }),
      rect('y', { mask: 'top-mask' }),
    ];
    const [, , x, y] = composedGroups(layers) as ComposedLayer[];
    expect(x!.maskSource).toEqual({ n: 'design', uuid: 'a', c: ['#ff0000'], disabled: false, mask: null });
    expect(y!.maskSource).toBeUndefined();
    // Inside a neutral group the child is drawn in place: a plain mask.
    const flat = composedGroups([group({}, [rect('a')]), rect('x', { mask: 'a' })]);
    expect((flat[1] as ComposedLayer).maskSource).toBeUndefined();
  });

  it('looks masks up inside groups, with the group hiding its children', () => {
    const stack = withGroupChildren([group({ disabled: true }, [rect('a', { mask: 'm' })])]);
    expect(stack.map((l) => [l.uuid, l.disabled === true])).toEqual([
      ['g', true],
      ['a', true],
    ]);
    const drawn = maskCoverageLayer({ ...stack[1]!, maskSource: rect('q') } as ComposedLayer);
    expect(drawn).toEqual({ n: 'design', uuid: 'a', mask: null, disabled: false });
  });
});
