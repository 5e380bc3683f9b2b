/**
 * The dressed player without the extra garments: what the 3D view draws first. One function for
 * the page's own build and the worker's (`kit-parts.ts`, `garments.worker.ts`), so both make the
 * same geometry from the same layout and options.
 */
import type { GameLayout } from '../../games/layout.ts';
import { buildExtraParts, buildKitParts, type GarmentOptions, type KitPart } from './index.ts';
import { mergeMannequinParts } from './merge.ts';
import { packParts, type PackedPart } from './transfer.ts';

export function buildPlayer(layout: GameLayout, options: GarmentOptions): KitPart[] {
  return mergeMannequinParts(buildKitParts(layout, options));
}

/** What the page asks the garments worker: the layout travels with it (the worker loads no game). */
export interface PlayerRequest {
  id: number;
  layout: GameLayout;
  options: GarmentOptions;
  /** Only the extra garments of `options.extras` (`buildExtraParts`), not the player. */
  extras?: boolean;
}

/**
 * The worker's parts, or why it has none; `ms` is how long the build took in the worker and
 * `doneAt` when it was done (ms since the epoch: the page's timeline starts elsewhere).
 */
export type PlayerAnswer =
  { id: number; parts: PackedPart[]; ms: number; doneAt: number } | { id: number; error: string };

/** The worker's answer to one request, and the buffers to transfer with it. */
export function answerPlayerRequest(request: PlayerRequest): {
  answer: PlayerAnswer;
  transfer: ArrayBuffer[];
} {
  try {
    const start = performance.now();
    const built = request.extras
      ? buildExtraParts(request.layout, request.options)
      : buildPlayer(request.layout, request.options);
    const { parts, transfer } = packParts(built);
    const ms = Math.round(performance.now() - start);
    return {
      answer: { id: request.id, parts, ms, doneAt: performance.timeOrigin + performance.now() },
      transfer,
    };
  } catch (error) {
    return { answer: { id: request.id, error: String(error) }, transfer: [] };
  }
}
