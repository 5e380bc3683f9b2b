/**
 * The dressed player's geometry for a kit and its display settings.
 *
 * Building the garments and mannequin is a few hundred ms of JavaScript on a CPU rasteriser
 * (bench `scene_first_frame`). The app builds it ahead in a worker (`kit-parts-ahead.ts`) as soon
 * as the first kit is known; `kitParts` hands that build to `KitModel` if it was made for the same
 * options, and builds on the page otherwise (no worker, a failed one, a shape that changed).
 * The extra garments (undershirt, neck warmer, undershorts, armband, hanger: about 18% of the
 * triangles) are not part of it: the ones hidden by the display settings are built after the
 * view's first frame with the kit (bench/README.md "issue 20, session 5").
 */
import { gameLayout } from '../games/index.ts';
import { buildExtraParts, type GarmentOptions, type KitPart } from './garments/index.ts';
import { buildPlayer } from './garments/player.ts';
import { hasKitPartsAhead, takeKitPartsAhead } from './kit-parts-ahead.ts';
import { garmentOptions, garmentsKey, type KitShape } from './kit-shape.ts';

export { garmentOptions, type KitShape } from './kit-shape.ts';

/** The extra garments of `options.extras`, fitted to the player `kitParts` builds. */
export function extraParts(game: string, options: GarmentOptions): KitPart[] {
  const key = garmentsKey(game, options);
  return takeKitPartsAhead('extras', key) ?? buildExtraParts(gameLayout(game), options);
}

/** The player built on the page (unit tests, and wherever the worker's build does not fit). */
export function buildKitPartsNow(game: string, options: GarmentOptions): KitPart[] {
  performance.mark('kitsmith:garments-start');
  const parts = buildPlayer(gameLayout(game), options);
  performance.mark('kitsmith:garments-end', { detail: garmentsKey(game, options) });
  return parts;
}

/** One build made ahead on the page, handed over once (its geometries then belong to the taker). */
let prepared: { key: string; parts: KitPart[] } | null = null;

/**
 * Builds the geometry for `shape` now, for the next `kitParts` asking for the same, unless the
 * worker builds it: the view calls it when it mounts, while the GPU still composites the kit
 * (sizing the canvas waits for that composite, and the scene would otherwise build after it).
 */
export function prepareKitParts(shape: KitShape): void {
  const options = garmentOptions(shape);
  const key = garmentsKey(shape.game, options);
  if (prepared?.key === key || hasKitPartsAhead(key)) return;
  prepared?.parts.forEach((p) => p.geometry.dispose());
  prepared = { key, parts: buildKitPartsNow(shape.game, options) };
}

/** The geometry for a game and options: a build made ahead if it matches, else a new one. */
export function kitParts(game: string, options: GarmentOptions): KitPart[] {
  const key = garmentsKey(game, options);
  const worker = takeKitPartsAhead('player', key);
  if (worker) return worker;
  if (prepared?.key === key) {
    const { parts } = prepared;
    prepared = null;
    return parts;
  }
  return buildKitPartsNow(game, options);
}
