/**
 * A chain of passes that ping-pongs between two targets and always ends in the chosen one:
 * the last pass writes `final`, the one before writes `scratch`, and so on backwards, so no pass
 * reads the texture it writes and the result needs no copy.
 */
import type * as THREE from 'three';

export type ChainPass = (input: THREE.Texture, output: THREE.WebGLRenderTarget) => void;

export function runChain(
  passes: readonly ChainPass[],
  input: THREE.Texture,
  final: THREE.WebGLRenderTarget,
  scratch: THREE.WebGLRenderTarget,
): THREE.Texture {
  let current = input;
  passes.forEach((pass, i) => {
    const output = (passes.length - 1 - i) % 2 === 0 ? final : scratch;
    pass(current, output);
    current = output.texture;
  });
  return current;
}
