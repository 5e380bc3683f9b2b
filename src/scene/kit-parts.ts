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
import { takeKitPartsAhead } from './kit-parts-ahead.ts';
import { garmentsKey } from './kit-shape.ts';

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

/** The geometry for a game and options: the worker's build if it matches, else a new one. */
export function kitParts(game: string, options: GarmentOptions): KitPart[] {
  const key = garmentsKey(game, options);
  return takeKitPartsAhead('player', key) ?? buildKitPartsNow(game, options);
}
