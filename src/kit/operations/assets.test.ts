import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { newKit } from '../defaults/kit.ts';
import type { Kit } from '../model/kit.ts';
import type { Layer } from '../model/layers.ts';
import { MAX_LAYER_COLORS } from '../rules/colors.ts';
import { changeLayerAsset, withAssetColors } from './assets.ts';
import { addLayer } from './layers.ts';

const graphics = JSON.parse(
  readFileSync(new URL('../../../public/data/catalogue/graphics.json', import.meta.url), 'utf8'),
) as { name: string; colors: string[] }[];

/** Adding a layer with a catalogue asset: the asset's own colours, not the one default accent. */

const added = (kit: Kit, uuid: string): Layer => {
  const layer = kit.layers.shirt.find((l) => l.uuid === uuid);
  if (!layer) throw new Error(`no layer ${uuid}`);
  return layer;
};

function addGraphic(name: string, colors: readonly string[], kit = newKit('eafc', 'plain')) {
  const result = addLayer(kit, 'shirt', 'graphic', { uuid: 'g1', fields: { g: name }, assetColors: colors });
  if (!result.ok) throw new Error(result.message);
  return result.kit;
}

describe('adding a layer with its asset', () => {
  it("takes each catalogue graphic's own colour count and colours", () => {
    for (const item of graphics) {
      const layer = added(addGraphic(item.name, item.colors), 'g1');
      expect(layer.c, item.name).toEqual(item.colors.map((c) => c.toLowerCase()));
    }
    // The catalogue holds graphics of one, two and three colours: the counts really differ.
    expect(new Set(graphics.map((item) => item.colors.length))).toEqual(new Set([1, 2, 3]));
  });

  it('keeps the default accent when no asset colours are given', () => {
    const result = addLayer(newKit('eafc', 'plain'), 'shirt', 'graphic', {
      uuid: 'g1',
      fields: { g: 'Shards' },
    });
    expect(result.ok && added(result.kit, 'g1').c).toHaveLength(1);
  });

  it('normalises short and upper-case hex, and refuses text that is not a colour', () => {
    expect(added(addGraphic('Shards', ['#ABC', 'ff0000']), 'g1').c).toEqual(['#aabbcc', '#ff0000']);
    const bad = addLayer(newKit('eafc', 'plain'), 'shirt', 'graphic', { assetColors: ['#12345', '#ffffff'] });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.code).toBe('invalidValue');
  });

  it('caps the list at the largest colour count a layer may hold', () => {
    const many = Array.from({ length: 40 }, (_, i) => `#0000${(i + 16).toString(16)}`);
    expect(added(addGraphic('Shards', many), 'g1').c).toHaveLength(MAX_LAYER_COLORS);
  });

  it("then changing the graphic resizes the user's colours to the new one's count", () => {
    const kit = addGraphic('Edged Sash', ['#e63946', '#ffffff']);
    const changed = changeLayerAsset(kit, 'g1', 'Shards', 3);
    expect(changed.ok && added(changed.kit, 'g1').c.slice(0, 2)).toEqual(['#e63946', '#ffffff']);
    expect(changed.ok && added(changed.kit, 'g1').c).toHaveLength(3);
  });

  it('keeps a border colour last after the asset colours', () => {
    const layer = added(addGraphic('Shards', ['#ffffff']), 'g1');
    const bordered = { ...layer, border: true, c: ['#ffffff', '#abcdef'] } as Layer;
    const next = withAssetColors(bordered, ['#111111', '#222222', '#333333']);
    expect(next?.c).toEqual(['#111111', '#222222', '#333333', '#abcdef']);
  });

  it('leaves kinds without a catalogue asset alone', () => {
    const result = addLayer(newKit('eafc', 'plain'), 'shirt', 'side_panels', { uuid: 'p1' });
    const panels = result.ok ? added(result.kit, 'p1') : null;
    expect(panels && withAssetColors(panels, ['#111111', '#222222'])).toBe(panels);
  });
});
