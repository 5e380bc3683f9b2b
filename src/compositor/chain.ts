/**
 * A chain of passes that ping-pongs between two targets and always ends in the chosen one:
 * the last whole-target pass writes `final`, the one before writes `scratch`, and so on
 * backwards, so no pass reads the texture it writes and the result needs no copy.
 *
 * A local pass (layers that draw on a few small rectangles: a number, a badge) changes only its
 * rectangles, so it runs in place: those rectangles are copied into the other target, then the
 * pass reads them there and writes them back, scissored. The rasteriser then shades the
 * rectangles only, instead of every texel of the target for a few hundred that change; on a CPU
 * rasteriser that is most of the cost of such a pass.
 */
import type * as THREE from 'three';
import type { PixelRect } from './dirty-rect.ts';

export type ChainPass = (input: THREE.Texture, output: THREE.WebGLRenderTarget) => void;

export interface LocalPass {
  /** Disjoint rectangles outside which the pass leaves its input as it is, bit for bit. */
  rects: readonly PixelRect[];
  /** Draws the pass reading `input`, into `output` (only inside `scissor`, when given). */
  draw(input: THREE.Texture, output: THREE.WebGLRenderTarget, scissor: PixelRect | null): void;
}

/** Copies `rect` of one target's texture into the same place of another's. */
export type RectCopy = (from: THREE.WebGLRenderTarget, to: THREE.WebGLRenderTarget, rect: PixelRect) => void;

const isLocal = (pass: ChainPass | LocalPass): pass is LocalPass => typeof pass !== 'function';

export function runChain(
  passes: readonly (ChainPass | LocalPass)[],
  input: THREE.Texture,
  final: THREE.WebGLRenderTarget,
  scratch: THREE.WebGLRenderTarget,
  copy?: RectCopy,
): THREE.Texture {
  // The first pass always writes a whole target: its input may be a 1x1 constant or a cache.
  const inPlace = passes.map((pass, i) => i > 0 && isLocal(pass) && copy !== undefined);
  let wholeAfter = inPlace.filter((local) => !local).length;
  let current = input;
  let holder: THREE.WebGLRenderTarget | null = null;
  passes.forEach((pass, i) => {
    if (inPlace[i] && holder) {
      const other = holder === final ? scratch : final;
      const { rects, draw } = pass as LocalPass;
      for (const rect of rects) copy!(holder, other, rect);
      for (const rect of rects) draw(other.texture, holder, rect);
      return;
    }
    wholeAfter--;
    const output = wholeAfter % 2 === 0 ? final : scratch;
    if (isLocal(pass)) pass.draw(current, output, null);
    else pass(current, output);
    holder = output;
    current = output.texture;
  });
  return current;
}
