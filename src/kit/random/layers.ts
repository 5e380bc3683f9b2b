import { textColorOn } from '../colors.ts';
import { defaultLayer } from '../defaults/layers.ts';
import { DESIGNS, type DesignName } from '../model/designs.ts';
import type { Game } from '../model/basics.ts';
import type { Layer, LayerDisplay } from '../model/layers.ts';
import type { NumberParam, Param } from '../model/ranges.ts';
import { GENERATOR_BORDER_WIDTH } from './constants.ts';
import { isClose } from './palette.ts';
import type { Rng } from './prng.ts';

/**
 * Building blocks of the recipes: a design, pattern or graphic layer with the generator's values.
 * Numbers are rounded and clamped to the design's own ranges here, so restoreKit finds nothing to
 * change in a generated kit.
 */

/** Body only: a stripe or band that ran on into the sleeves would cross them at random. */
export const BODY_ONLY: LayerDisplay = { front: true, back: true, sleeves: false, sleeves_short: false };

export interface LayerMaker {
  readonly game: Game;
  readonly rng: Rng;
  /**
   * Lengths are drawn for the front panel of the design canvas (DESIGN_CANVAS, its front panel
   * 1024 px wide) and scaled by this for the game.
   */
  readonly scale: number;
}

function clampParam(param: Param, value: number | boolean | string): number | boolean | string {
  if (param.kind !== 'number' || typeof value !== 'number') return value;
  const p = param as NumberParam;
  return Math.min(p.max, Math.max(p.min, Math.round(value)));
}

/** A base design layer; `lengths` are scaled to the game's panel, `values` are taken as they are. */
export function designLayer(
  maker: LayerMaker,
  type: DesignName,
  colors: readonly string[],
  lengths: Readonly<Record<string, number>>,
  values: Readonly<Record<string, number | boolean | string>> = {},
  display: LayerDisplay = BODY_ONLY,
): Layer {
  const layer = defaultLayer('design', {
    game: maker.game,
    type,
    uuid: maker.rng.uuid(),
  }) as unknown as Record<string, unknown>;
  const params: Record<string, Param> = DESIGNS[type].params;
  for (const [key, value] of Object.entries(lengths))
    layer[key] = clampParam(params[key]!, value * maker.scale);
  for (const [key, value] of Object.entries(values)) layer[key] = clampParam(params[key]!, value);
  layer.c = colors.slice(0, DESIGNS[type].colors);
  layer.display = { ...display };
  return layer as unknown as Layer;
}

export function graphicLayer(
  maker: LayerMaker,
  name: string,
  colors: readonly string[],
  count: number,
): Layer {
  const layer = defaultLayer('graphic', { game: maker.game, uuid: maker.rng.uuid() });
  return { ...layer, g: name, c: fitColors(colors, count), display: { ...BODY_ONLY } };
}

export function patternLayer(
  maker: LayerMaker,
  name: string,
  colors: readonly string[],
  count: number,
  settings: { size: number; rotation: number },
): Layer {
  const layer = defaultLayer('pattern', { game: maker.game, uuid: maker.rng.uuid() });
  return {
    ...layer,
    p: name,
    c: fitColors(colors, count),
    size: Math.min(800, Math.max(10, Math.round(settings.size * maker.scale))),
    rotation: Math.round(settings.rotation),
    display: { ...BODY_ONLY },
  };
}

/** `colors` cycled to exactly `count` entries (an asset paints one colour per channel). */
export function fitColors(colors: readonly string[], count: number): string[] {
  const n = Math.max(1, count);
  return Array.from({ length: n }, (_, i) => colors[i % colors.length]!);
}

/**
 * Document 2 §9 names, side by side, a colour-closeness threshold (0.1), a border width (4) and
 * `border`/`borderWidth` among the layer props the generator writes, without saying how they meet.
 * Our reading: the threshold decides when two colours are "the same", and a design drawn in the
 * same colour as the shirt under it would vanish, so the generator outlines it (border on, width
 * 4, black or white, whichever reads on the shirt) instead. Only when EVERY colour of the design
 * is close: a design with one contrasting colour already reads, and the recipes' tone-on-tone
 * touches (the third colour is the main one in a two-colour palette) are meant to be subtle.
 * Drawn colours are always apart (randomColorApart), so this happens with the colours a team or
 * the instructions give (navy and black, two close reds). Only design layers: the compositor
 * draws a layer border for designs and text, not for graphics and patterns (their recolourable
 * images carry their own edges).
 */
export function bordered(layers: readonly Layer[], under: string): Layer[] {
  return layers.map((layer) => {
    if (layer.n !== 'design' || layer.border || !layer.c.every((color) => isClose(color, under)))
      return layer;
    return {
      ...layer,
      border: true,
      borderWidth: GENERATOR_BORDER_WIDTH,
      c: [...layer.c, textColorOn(under)],
    };
  });
}
