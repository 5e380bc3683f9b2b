import { describe, expect, it } from 'vitest';
import { newKit } from '../../../src/kit/defaults/kit.ts';
import type { Kit } from '../../../src/kit/model/kit.ts';
import { addLayer, type EditResult } from '../../../src/kit/operations/index.ts';
import { contrast } from '../../../src/kit/colors.ts';
import { READABLE_CONTRAST } from '../../../src/kit/operations/kit-colors.ts';

function added(result: EditResult): Kit {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.kit;
}

/** An EA FC kit whose base is `base` and every other shirt layer `others` (its palette). */
function kitIn(base: string, others: readonly string[]): Kit {
  const kit = newKit('eafc');
  let i = 0;
  const shirt = kit.layers.shirt.map((layer) =>
    layer.n === 'base'
      ? { ...layer, c: layer.c.map(() => base) }
      : { ...layer, c: layer.c.map(() => others[i++ % others.length]!) },
  );
  return { ...kit, layers: { ...kit.layers, shirt } } as Kit;
}

const newLayer = (kit: Kit, uuid: string) =>
  added(addLayer(kit, 'shirt', 'design', { type: 'two_color_stripe', uuid })).layers.shirt.find(
    (layer) => layer.uuid === uuid,
  )!;

describe("a new layer's colours", () => {
  it("come from the kit's palette, the colour that reads on the shirt first", () => {
    const kit = kitIn('#ffffff', ['#1b2a4a', '#f2f2f2']);
    const layer = newLayer(kit, 'stripe-1');
    // Navy reads on white, the near-white trim does not: navy first, white (the shirt) last.
    expect(layer.c[0]).toBe('#1b2a4a');
    expect(contrast(layer.c[0]!, '#ffffff')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(layer.c).not.toContain('#a0a0a0');
  });

  it('are never white on a white kit with no other colour', () => {
    const layer = newLayer(kitIn('#ffffff', ['#ffffff']), 'stripe-2');
    expect(layer.c[0]).toBe('#000000');
  });

  it("keep a catalogue asset's own colours", () => {
    const kit = kitIn('#ffffff', ['#1b2a4a']);
    const result = added(
      addLayer(kit, 'shirt', 'graphic', { uuid: 'g-1', fields: { g: 'x' }, assetColors: ['#ff0000'] }),
    );
    expect(result.layers.shirt.find((layer) => layer.uuid === 'g-1')!.c).toEqual(['#ff0000']);
  });

  it("read on the shorts' own colour when added there", () => {
    const kit = kitIn('#ffffff', ['#1b2a4a']);
    const shorts = kit.layers.shorts.map((layer) =>
      layer.n === 'base' ? { ...layer, c: layer.c.map(() => '#1b2a4a') } : layer,
    );
    const onShorts = added(
      addLayer({ ...kit, layers: { ...kit.layers, shorts } } as Kit, 'shorts', 'design', { uuid: 's-1' }),
    );
    const layer = onShorts.layers.shorts.find((l) => l.uuid === 's-1')!;
    expect(contrast(layer.c[0]!, '#1b2a4a')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
  });
});
