/**
 * Which adjacent layers share one pass. Cheap procedural kinds are merged into one generated
 * shader (a run evaluates several layers per texel, blending in registers), so a full
 * recomposite costs fewer passes than layers. Heavy kinds and sampler-hungry runs stay alone.
 */
import type { PassStep } from './program.ts';

/** Layers per merged pass: past this, compile time and register pressure outweigh the saving. */
export const MERGE_LIMIT = 8;
/** Samplers a pass may use: WebGL2 guarantees 16; the host takes 2 (below, panel map). */
const SAMPLER_BUDGET = 14;

function samplers(step: PassStep): number {
  const textures = Object.values(step.uniforms).filter(
    (v) => typeof v === 'object' && v !== null && 'isTexture' in v,
  );
  return textures.length + (step.mask ? 1 : 0);
}

export function groupSteps(steps: readonly PassStep[], mergeLimit = MERGE_LIMIT): PassStep[][] {
  const groups: PassStep[][] = [];
  let run: PassStep[] = [];
  let runSamplers = 0;
  const flush = () => {
    if (run.length) groups.push(run);
    run = [];
    runSamplers = 0;
  };
  for (const step of steps) {
    const s = samplers(step);
    if (step.pass.cost !== 'cheap') {
      flush();
      groups.push([step]);
      continue;
    }
    if (run.length >= mergeLimit || runSamplers + s > SAMPLER_BUDGET) flush();
    run.push(step);
    runSamplers += s;
  }
  flush();
  return groups;
}
