import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  defaultLayer,
  DESIGNS,
  LAYER_FIELD_CHOICES,
  type DesignName,
  type Layer,
  type LayerKind,
} from '../../editor/kit.ts';
import { choiceLabelKeys, layerFields } from './field-list.ts';

const EN = JSON.parse(
  fs.readFileSync(new URL('../../../public/data/lan/en.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** Choices the spec gives no names for (document 1 §3 lists their values only). */
const UNNAMED = new Set(['design.halftone_gradient_dots.mode', 'design.zig_zag.mode']);

function label(layer: Layer, path: string, option: string | number): string | undefined {
  return choiceLabelKeys(layer, path, option)
    .map((key) => EN[key])
    .find((text) => text !== undefined);
}

describe('every select of the layer settings shows labels, not bare numbers', () => {
  it('for the kinds’ own choices (pattern layout, cuff mode, piping alignment, font type…)', () => {
    const missing: string[] = [];
    for (const [kind, fields] of Object.entries(LAYER_FIELD_CHOICES)) {
      const layer = defaultLayer(kind as LayerKind, { game: 'eafc' });
      for (const [path, options] of Object.entries(fields as Record<string, readonly (string | number)[]>)) {
        // The sub-type is chosen when the layer is added, not in a select of its settings.
        if (path === 'type') continue;
        for (const option of options)
          if (!label(layer, path, option)) missing.push(`${kind}.${path}.${option}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("for the designs' choices (stripes and checkers modes, halftone shapes)", () => {
    const missing: string[] = [];
    for (const [design, spec] of Object.entries(DESIGNS)) {
      const layer = defaultLayer('design', { game: 'eafc', type: design as DesignName });
      for (const [path, param] of Object.entries(spec.params as Record<string, { kind: string }>)) {
        if (param.kind !== 'choice' || UNNAMED.has(`design.${design}.${path}`)) continue;
        for (const option of (param as unknown as { options: (string | number)[] }).options)
          if (!label(layer, path, option)) missing.push(`${design}.${path}.${option}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists the pattern layouts in the spec’s order (document 2 §9)', () => {
    const layer = defaultLayer('pattern', { game: 'eafc' });
    const fields = layerFields(layer, 'shirt', 'eafc', {
      shininess: false,
      detail3D: false,
      stackLayers: [layer],
    });
    const mode = fields.own.find((field) => field.path === 'mode');
    if (mode?.type !== 'choice') throw new Error('no Layout select');
    expect(mode.options.map((option) => label(layer, 'mode', option))).toEqual([
      'Offset',
      'Vertical offset',
      'Grid',
      'Alternate grid',
      'Image pattern',
    ]);
  });
});
