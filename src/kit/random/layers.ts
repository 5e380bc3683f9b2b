import { defaultLayer } from '../defaults/layers.ts';
import { DESIGNS, type DesignName } from '../model/designs.ts';
import type { Game } from '../model/basics.ts';
import type { Layer, LayerDisplay } from '../model/layers.ts';
import type { NumberParam, Param } from '../model/ranges.ts';
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
