/**
 * Which adjacent layers share one pass. A run of layers is evaluated per texel in one generated
 * shader, blending in registers in stack order, so every blend mode merges; what a merged pass
 * saves is the per-pass cost (reading the composite below, the region lookup, writing the target),
 * which dominates on the CPU rasteriser. Runs are bounded by layer count, samplers, and the number
 * of 'heavy' kinds (texture-sampling kinds: glyph atlases, images), to keep programs small.
 */
import type { PassStep } from './program.ts';
import { rectsTouch, type PixelRect } from './dirty-rect.ts';

/** Layers per merged pass: past this, compile time and register pressure outweigh the saving. */
export const MERGE_LIMIT = 10;
/** Samplers a pass may use: WebGL2 guarantees 16; the host takes 2 (below, panel map). */
export const SAMPLER_BUDGET = 14;
/** Heavy kinds per merged pass. */
export const HEAVY_LIMIT = 4;

export function samplers(step: PassStep): number {
  const textures = Object.values(step.uniforms).filter(
    (v) => typeof v === 'object' && v !== null && 'isTexture' in v,
  );
  return textures.length + (step.mask ? 1 : 0);
}

/**
 * Runs of adjacent steps, each drawn as one pass. With `localRect` (a step's rectangle when it
 * draws on a small part of the target, else null), local and whole-target steps never share a run,
 * and a local step joins a local run only where it touches the run's rectangles: a pass runs over
 * the union of its layers' footprints (chain.ts), so a number on the back merged with one on the
 * front, or with the whole area, would be evaluated over all of it.
 */
export function groupSteps(
  steps: readonly PassStep[],
  mergeLimit = MERGE_LIMIT,
  localRect: (step: PassStep) => PixelRect | null = () => null,
): PassStep[][] {
  const groups: PassStep[][] = [];
  let run: PassStep[] = [];
  let runRects: PixelRect[] | null = null;
  let runSamplers = 0;
  let runHeavy = 0;
  const flush = () => {
    if (run.length) groups.push(run);
    run = [];
    runRects = null;
    runSamplers = 0;
    runHeavy = 0;
  };
  for (const step of steps) {
    const s = samplers(step);
    const heavy = step.pass.cost !== 'cheap' ? 1 : 0;
    const rect = localRect(step);
    const apart =
      run.length > 0 &&
      (rect === null ? runRects !== null : runRects === null || !runRects.some((r) => rectsTouch(r, rect)));
    if (
      apart ||
      run.length >= mergeLimit ||
      runSamplers + s > SAMPLER_BUDGET ||
      runHeavy + heavy > HEAVY_LIMIT
    )
      flush();
    if (rect) runRects = [...(runRects ?? []), rect];
    run.push(step);
    runSamplers += s;
    runHeavy += heavy;
  }
  flush();
  return groups;
}
