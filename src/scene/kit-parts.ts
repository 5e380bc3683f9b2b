/**
 * The dressed player's geometry for a kit and its display settings, and a way to build it ahead.
 *
 * Building the garments and mannequin is about a second of JavaScript on a CPU rasteriser (bench
 * `scene_first_frame`). On the view's first frame it used to run after the canvas was sized, and
 * sizing the canvas waits for the GPU to finish the first composite, so the two ran one after the
 * other. `prepareKitParts` builds them as soon as the view mounts, while the GPU is still
 * compositing; `KitModel` then takes the prepared build if it was made for the same options.
 * The extra garments (undershirt, neck warmer, undershorts, armband, hanger: about 18% of the
 * triangles) are not part of it: the ones hidden by the display settings are built after the
 * view's first frame with the kit (bench/README.md "issue 20, session 5").
 */
import { gameLayout } from '../games/index.ts';
import type { DisplaySettings } from '../kit/model/catalogue.ts';
import { buildExtraParts, buildKitParts, type GarmentOptions, type KitPart } from './garments/index.ts';
import { mergeMannequinParts } from './garments/merge.ts';
import type { SockHeight } from './garments/socks.ts';

const SOCK_HEIGHTS: readonly SockHeight[] = ['high', 'regular', 'low'];

export interface KitShape {
  game: string;
  display: Pick<DisplaySettings, 'socks' | 'ls' | 'tucked_in'>;
  collar: number;
  /** The template's collar shapes (one per collar value), when the catalogue gives them. */
  collarShapes?: readonly string[];
  shortsModel: number;
  shortStyle: number;
}

export function garmentOptions(shape: KitShape): GarmentOptions {
  const { display } = shape;
  return {
    collar: shape.collar,
    ...(shape.collarShapes ? { collarShapes: shape.collarShapes } : {}),
    longSleeve: display.ls,
    tuckedIn: display.tucked_in,
    shortsModel: shape.shortsModel,
    shortStyle: shape.shortStyle,
    sockHeight: SOCK_HEIGHTS.find((h) => display.socks.includes(h)) ?? 'regular',
    // The extra garments are built on their own (`extraParts`), after the view's first frame.
    extras: [],
  };
}

/** The extra garments of `options.extras`, fitted to the player `kitParts` builds. */
export function extraParts(game: string, options: GarmentOptions): KitPart[] {
  return buildExtraParts(gameLayout(game), options);
}

function keyOf(game: string, options: GarmentOptions): string {
  return JSON.stringify([game, options]);
}

/** One build made ahead, handed over once (its geometries then belong to the taker). */
let prepared: { key: string; parts: KitPart[] } | null = null;

function build(game: string, options: GarmentOptions): KitPart[] {
  performance.mark('kitsmith:garments-start');
  const parts = mergeMannequinParts(buildKitParts(gameLayout(game), options));
  performance.mark('kitsmith:garments-end', { detail: keyOf(game, options) });
  return parts;
}

/** Builds the geometry for `shape` now, for the next `kitParts` asking for the same. */
export function prepareKitParts(shape: KitShape): void {
  const options = garmentOptions(shape);
  const key = keyOf(shape.game, options);
  if (prepared?.key === key) return;
  prepared?.parts.forEach((p) => p.geometry.dispose());
  prepared = { key, parts: build(shape.game, options) };
}

/** The geometry for a game and options: the prepared build if it matches, else a new one. */
export function kitParts(game: string, options: GarmentOptions): KitPart[] {
  const key = keyOf(game, options);
  if (prepared?.key === key) {
    const { parts } = prepared;
    prepared = null;
    return parts;
  }
  return build(game, options);
}
