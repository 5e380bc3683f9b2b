/**
 * Document 2 §9 "colour-closeness threshold 0.1; border width 4": a design whose colours are all
 * within the threshold of the shirt under it is outlined, width 4, in the colour that reads on the
 * shirt; a design that already contrasts is left as it is.
 */
import { describe, expect, it } from 'vitest';
import type { Layer } from '../../../../src/kit/index.ts';
import {
  COLOR_CLOSENESS,
  colorDistance,
  GENERATOR_BORDER_WIDTH,
  generateKit,
} from '../../../../src/kit/random/index.ts';
import { readGeneratorCatalogue } from '../../../../scripts/generate/catalogue.ts';

const catalogue = readGeneratorCatalogue();

type Recipe = 'stripes' | 'chest band' | 'single stripe' | 'hoops';
const DESIGN_RECIPES = ['stripes', 'chest band', 'single stripe'] as const;

function layersOf(colors: string[], design: Recipe, kind: Layer['n'] = 'design'): Layer[] {
  const g = generateKit({
    game: 'eafc',
    seed: 'border',
    catalogue,
    instructions: { shirt: { design, colors } },
  });
  return g.kit.layers.shirt.filter((layer) => layer.n === kind);
}

describe('the generator outlines a design in the shirt colour', () => {
  it('gives a design close to the shirt a border of width 4 in a colour that reads', () => {
    // A deep red shirt with a slightly brighter red second colour: 0.03 apart.
    expect(colorDistance('#c8102e', '#d01a36')).toBeLessThan(COLOR_CLOSENESS);
    for (const design of DESIGN_RECIPES) {
      const layers = layersOf(['#c8102e', '#d01a36'], design);
      expect(layers.length, design).toBeGreaterThan(0);
      for (const layer of layers) {
        expect(layer.border, design).toBe(true);
        expect(layer.borderWidth).toBe(GENERATOR_BORDER_WIDTH);
        expect(GENERATOR_BORDER_WIDTH).toBe(4);
        // The border colour is last; on a dark red shirt white reads.
        expect(layer.c.at(-1)).toBe('#ffffff');
        expect(layer.c.slice(0, -1).every((c) => colorDistance(c, '#c8102e') < COLOR_CLOSENESS)).toBe(true);
      }
    }
  });

  it('leaves a design that contrasts with the shirt without a border', () => {
    for (const design of DESIGN_RECIPES) {
      const layers = layersOf(['#c8102e', '#ffffff'], design);
      expect(layers.length, design).toBeGreaterThan(0);
      expect(layers.every((layer) => !layer.border)).toBe(true);
    }
  });

  it('writes no border on a graphic, which the compositor does not outline', () => {
    const graphics = layersOf(['#c8102e', '#d01a36'], 'hoops', 'graphic');
    expect(graphics.length).toBeGreaterThan(0);
    expect(graphics.every((layer) => !layer.border)).toBe(true);
  });
});
