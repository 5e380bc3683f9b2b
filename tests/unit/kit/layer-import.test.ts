import { describe, expect, it } from 'vitest';
import { defaultLayer } from '../../../src/kit/defaults/layers.ts';
import { newKit } from '../../../src/kit/defaults/kit.ts';
import type { KitUser } from '../../../src/kit/context.ts';
import type { Kit } from '../../../src/kit/model/kit.ts';
import type { Layer } from '../../../src/kit/model/layers.ts';
import { importEntries, importLayers } from '../../../src/kit/operations/index.ts';

const FREE: KitUser = { premium: false, tier: 0, admin: false };
const PLUS: KitUser = { premium: true, tier: 0, admin: false };
const ULTIMATE: KitUser = { premium: true, tier: 2, admin: false };

function layer(n: Layer['n'], uuid: string, extra: Partial<Layer> = {}): Layer {
  return { ...defaultLayer(n, { game: 'eafc', area: 'shirt', uuid }), ...extra } as Layer;
}

/** A saved kit: template on top, then a masked graphic over its mask design, a mat, a text. */
function savedKit(): Kit {
  const kit = newKit('eafc', 'plain');
  const shirt = [...kit.layers.shirt];
  const template = shirt.findIndex((l) => l.n === 'template');
  shirt.splice(
    template,
    0,
    layer('design', 'mask-design'),
    layer('graphic', 'graphic', { mask: 'mask-design', invertMask: true }),
    layer('mat', 'material'),
    layer('text', 'text'),
  );
  return { ...kit, layers: { ...kit.layers, shirt } };
}

let counter = 0;
const ids = () => `copy-${++counter}`;

describe('layer import from a saved kit', () => {
  it('lists layers top first with only importable kinds selectable, mat for tier above 0', () => {
    const entries = importEntries(savedKit(), FREE, 'eafc').filter((e) => e.stack === 'shirt');
    const kinds = entries.map((e) => e.layer.n);
    expect(kinds.slice(0, 5)).toEqual(['template', 'text', 'mat', 'graphic', 'design']);
    const blocked = Object.fromEntries(entries.map((e) => [e.layer.n, e.blocked]));
    expect(blocked).toMatchObject({ template: 'kind', base: 'kind', text: null, mat: 'plus', design: null });
    expect(importEntries(savedKit(), PLUS, 'eafc').find((e) => e.layer.n === 'mat')?.blocked).toBe('plus');
    expect(importEntries(savedKit(), ULTIMATE, 'eafc').find((e) => e.layer.n === 'mat')?.blocked).toBeNull();
  });

  it('copies the chosen layers below the template with fresh ids, in order, as one add step', () => {
    const target = newKit('eafc', 'plain');
    const result = importLayers(target, savedKit(), ['text', 'mask-design'], FREE, ids);
    if (!result.ok) throw new Error(result.code);
    expect(result.action).toBe('add layer');
    const shirt = result.kit.layers.shirt;
    const template = shirt.findIndex((l) => l.n === 'template');
    expect(shirt.slice(template - 2, template).map((l) => l.n)).toEqual(['design', 'text']);
    expect(shirt.length).toBe(target.layers.shirt.length + 2);
    expect(shirt.some((l) => l.uuid === 'text' || l.uuid === 'mask-design')).toBe(false);
  });

  it('keeps a mask that is imported too and drops one that is not', () => {
    const withMask = importLayers(newKit('eafc'), savedKit(), ['graphic', 'mask-design'], FREE, ids);
    if (!withMask.ok) throw new Error(withMask.code);
    const design = withMask.kit.layers.shirt.find((l) => l.n === 'design')!;
    const graphic = withMask.kit.layers.shirt.find((l) => l.n === 'graphic')!;
    expect(graphic.mask).toBe(design.uuid);
    expect(graphic.invertMask).toBe(true);
    const alone = importLayers(newKit('eafc'), savedKit(), ['graphic'], FREE, ids);
    if (!alone.ok) throw new Error(alone.code);
    expect(alone.kit.layers.shirt.find((l) => l.n === 'graphic')).toMatchObject({
      mask: null,
      invertMask: false,
    });
  });

  it('refuses an empty choice, unknown ids, kinds that never travel and mat below tier 1', () => {
    const source = savedKit();
    const template = source.layers.shirt.find((l) => l.n === 'template')!.uuid;
    expect(importLayers(newKit('eafc'), source, [], FREE)).toMatchObject({ ok: false });
    expect(importLayers(newKit('eafc'), source, ['nope'], FREE)).toMatchObject({ ok: false });
    expect(importLayers(newKit('eafc'), source, [template], FREE)).toMatchObject({ ok: false });
    expect(importLayers(newKit('eafc'), source, ['material'], PLUS)).toMatchObject({
      ok: false,
      code: 'plusOnly',
    });
    expect(importLayers(newKit('eafc'), source, ['material'], ULTIMATE)).toMatchObject({ ok: true });
  });
});
