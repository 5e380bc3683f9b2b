import type { Layer } from '../model/layers.ts';
import { normaliseName } from '../names.ts';
import type { GeneratorDesign } from './constants.ts';
import { designLayer, graphicLayer, patternLayer, type LayerMaker } from './layers.ts';

/**
 * The 25 designs of document 2 §9, each a recipe of layers from our base designs, patterns and
 * graphics. Every random range is chosen to keep the design recognisable: stripes never so thin
 * they read as a texture, bands always on the chest, sashes always steep. Lengths are for the
 * 1024 px front panel (LayerMaker.scale adapts them). The club-named designs are styles that
 * clubs made famous; the UI names them by their look (DESIGN_LABEL_KEYS).
 */

/** A usable catalogue asset: its name and how many colours it paints. */
export interface RecipeAsset {
  readonly name: string;
  readonly colors: number;
}

export interface RecipeInput {
  readonly maker: LayerMaker;
  readonly main: string;
  readonly second: string;
  /** The third colour; the main colour again when the palette has only two. */
  readonly third: string;
  readonly graphics: readonly RecipeAsset[];
  readonly patterns: readonly RecipeAsset[];
}

export interface RecipeResult {
  /** The shirt's design layers, bottom first, placed between the base layers and the template. */
  readonly layers: Layer[];
  /** The sleeves' base colour. */
  readonly sleeves: string;
}

type Recipe = (input: RecipeInput) => RecipeResult;

/** A preferred graphic if the catalogue (and the user) has one, else any usable graphic. */
function graphic(input: RecipeInput, preferred: readonly string[], colors: readonly string[]): Layer[] {
  const { rng } = input.maker;
  const wanted = preferred.map(normaliseName);
  const matches = input.graphics.filter((g) => wanted.includes(normaliseName(g.name)));
  const pool = matches.length > 0 ? matches : input.graphics;
  if (pool.length === 0) return [];
  const chosen = rng.pick(pool);
  return [graphicLayer(input.maker, chosen.name, colors, chosen.colors)];
}

/**
 * A horizontal band across the whole chest: rectangles stop at 900 px, so the band is one
 * rectangle per half, mirrored across the centre line (one layer).
 */
function band(input: RecipeInput, y: number, height: number, color: string): Layer {
  return designLayer(
    input.maker,
    'rectangle',
    [color],
    { width: 560, height, offset: 270, offset_y: y },
    { mirror_center: true, rotation: 0, roundness: 0 },
  );
}

const keep = (input: RecipeInput, layers: Layer[], sleeves = input.main): RecipeResult => ({
  layers,
  sleeves,
});

export const RECIPES: Record<GeneratorDesign, Recipe> = {
  'contrasting sleeves': (input) => keep(input, [], input.second),
  graphic: (input) => keep(input, graphic(input, [], [input.second, input.third, input.main])),
  stripes: (input) => {
    const { rng } = input.maker;
    const width = rng.range(70, 120);
    return keep(input, [
      designLayer(
        input.maker,
        'stripes',
        [input.second],
        { width, distance: width * rng.range(0.8, 1.3) },
        { count: 0, mode: rng.pick([0, 1]) },
      ),
    ]);
  },
  stripes_with_separator: (input) => {
    const { rng } = input.maker;
    const width = rng.range(80, 130);
    return keep(input, [
      designLayer(
        input.maker,
        'stripes_separator',
        [input.second, input.third === input.main ? input.second : input.third],
        {
          width,
          distance: width * rng.range(0.9, 1.3),
          width_separator: rng.range(8, 16),
          distance_separator: rng.range(4, 14),
        },
        { count: 0, mode: rng.pick([0, 1]) },
      ),
    ]);
  },
  sao_paulo: (input) => {
    const { rng } = input.maker;
    const y = rng.range(-300, -230);
    const h = rng.range(60, 85);
    return keep(input, [
      band(input, y - h, h, input.second),
      band(input, y, h, input.third === input.main ? input.second : input.third),
      band(input, y + h, h, input.second),
    ]);
  },
  'half-and-half': (input) => keep(input, graphic(input, ['Half and Half'], [input.second, input.third])),
  plain: (input) => keep(input, []),
  'chest band': (input) => {
    const { rng } = input.maker;
    return keep(input, [band(input, rng.range(-240, -150), rng.range(180, 260), input.second)]);
  },
  pinstripes: (input) => {
    const { rng } = input.maker;
    return keep(input, [
      designLayer(
        input.maker,
        'stripes',
        [input.third === input.main ? input.second : input.third],
        { width: rng.range(5, 10), distance: rng.range(45, 80) },
        { count: 0, mode: 1 },
      ),
    ]);
  },
  hoops: (input) =>
    keep(input, graphic(input, ['Classic Hoops', 'Thin Hoops'], [input.second, input.second])),
  'single stripe': (input) => {
    const { rng } = input.maker;
    const two = input.third !== input.main && rng.chance(0.3);
    return keep(input, [
      designLayer(
        input.maker,
        two ? 'two_color_stripe' : 'single_stripe',
        two ? [input.second, input.third] : [input.second],
        { width: rng.range(90, 170) },
        { offset: 0 },
      ),
    ]);
  },
  ajax: (input) => {
    const { rng } = input.maker;
    return keep(input, [
      designLayer(
        input.maker,
        'single_stripe',
        [input.second],
        { width: rng.range(360, 460) },
        { offset: 0 },
      ),
    ]);
  },
  sash: (input) =>
    keep(input, graphic(input, ['Edged Sash', 'Bold Sash', 'Mirror Sash'], [input.second, input.third])),
  chevron: (input) =>
    keep(
      input,
      graphic(
        input,
        ['Single Chevron', 'Chevron Band', 'Inverted Chevron', 'Chevron Stack', 'Triple Chevron'],
        [input.second, input.third, input.second],
      ),
    ),
  checkers: (input) => {
    const { rng } = input.maker;
    return keep(input, [
      designLayer(
        input.maker,
        'checkers',
        [input.second],
        { size: rng.range(70, 150) },
        { width_ratio: 1, rows: 0, mode: rng.pick([0, 1, 2]) },
      ),
    ]);
  },
  gradient: (input) => {
    const { rng } = input.maker;
    return keep(input, [
      designLayer(
        input.maker,
        'gradient',
        [input.second],
        {},
        { size: rng.range(35, 75), revert: rng.chance(0.3) },
      ),
    ]);
  },
  cross: (input) => {
    const { rng } = input.maker;
    return keep(input, [
      designLayer(input.maker, 'cross', [input.second], {
        size: rng.range(110, 190),
        offset_y: rng.range(-180, -60),
      }),
    ]);
  },
  diagonal: (input) =>
    keep(
      input,
      graphic(input, ['Diagonal Stripes', 'Twin Sash', 'Diagonal Fade'], [input.second, input.third]),
    ),
  quarters: (input) => keep(input, graphic(input, ['Quarters'], [input.second, input.third])),
  sampdoria: (input) => {
    const { rng } = input.maker;
    const y = rng.range(-220, -140);
    const h = rng.range(34, 46);
    const middle = input.third === input.main ? input.second : input.third;
    return keep(input, [
      band(input, y - 1.5 * h, h, input.second),
      band(input, y - 0.5 * h, h, middle),
      band(input, y + 0.5 * h, h, input.second),
    ]);
  },
  groningen: (input) => {
    const { rng } = input.maker;
    const width = rng.range(150, 210);
    return keep(
      input,
      [
        designLayer(
          input.maker,
          'stripes',
          [input.second],
          { width, distance: width * rng.range(0.95, 1.1) },
          { count: 0, mode: 1 },
        ),
      ],
      input.second,
    );
  },
  feyenoord: (input) =>
    keep(input, graphic(input, ['Half and Half'], [input.second, input.second]), input.third),
  willem_ii: (input) => {
    const { rng } = input.maker;
    return keep(input, [
      designLayer(
        input.maker,
        'stripes_3_colors',
        [input.second, input.main, input.third === input.main ? input.second : input.third],
        { width: rng.range(60, 95), distance: 0 },
        { count: 0, mode: 1, space_between: false },
      ),
    ]);
  },
  sc_heerenveen: (input) => {
    const { rng } = input.maker;
    const stripes = input.patterns.filter((p) => /stripe/i.test(p.name));
    if (stripes.length === 0) return keep(input, graphic(input, ['Diagonal Stripes'], [input.second]));
    const chosen = rng.pick(stripes);
    return keep(input, [
      patternLayer(input.maker, chosen.name, [input.second, input.second, input.third], chosen.colors, {
        size: rng.range(260, 420),
        rotation: rng.pick([-1, 1]) * rng.range(35, 50),
      }),
    ]);
  },
  stuttgart: (input) => {
    const { rng } = input.maker;
    const y = rng.range(-300, -250);
    const h = rng.range(110, 150);
    const trim = input.third === input.main ? input.second : input.third;
    return keep(input, [
      band(input, y - h / 2 - 9, 12, trim),
      band(input, y, h, input.second),
      band(input, y + h / 2 + 9, 12, trim),
    ]);
  },
};

/** i18n keys of the designs' names as the UI shows them: by their look, never by a club. */
export const DESIGN_LABEL_KEYS: Record<GeneratorDesign, string> = {
  'contrasting sleeves': 'generator.design.contrastingSleeves',
  graphic: 'generator.design.graphic',
  stripes: 'generator.design.stripes',
  stripes_with_separator: 'generator.design.stripesWithSeparator',
  sao_paulo: 'generator.design.tricolourChestBand',
  'half-and-half': 'generator.design.halves',
  plain: 'generator.design.plain',
  'chest band': 'generator.design.chestBand',
  pinstripes: 'generator.design.pinstripes',
  hoops: 'generator.design.hoops',
  'single stripe': 'generator.design.singleStripe',
  ajax: 'generator.design.broadCentreStripe',
  sash: 'generator.design.sash',
  chevron: 'generator.design.chevron',
  checkers: 'generator.design.checkers',
  gradient: 'generator.design.gradient',
  cross: 'generator.design.cross',
  diagonal: 'generator.design.diagonal',
  quarters: 'generator.design.quarters',
  sampdoria: 'generator.design.narrowChestHoops',
  groningen: 'generator.design.broadStripes',
  feyenoord: 'generator.design.halvesContrastSleeves',
  willem_ii: 'generator.design.tricolourStripes',
  sc_heerenveen: 'generator.design.diagonalStripes',
  stuttgart: 'generator.design.trimmedChestRing',
};
