/**
 * Mipmaps of the final targets (albedo, ORM, normal), which the 3D material samples.
 *
 * Building a mip chain is costly on the CPU rasteriser (gl.generateMipmap on Mesa llvmpipe costs
 * about ten full-screen passes at 2048; a box-filter pass per level was slower still), so it is
 * kept out of the edit path: while edits stream in, a target is sampled from level 0 only
 * (TEXTURE_MAX_LEVEL = 0, so the material shows the new pixels at once), and its chain is rebuilt
 * once the edits settle (MIPMAP_SETTLE_MS after the last one), then all levels are sampled again.
 */
import type * as THREE from 'three';

/** Quiet time after the last edit before the mip chain is rebuilt (a drag sends ~60 edits/s). */
export const MIPMAP_SETTLE_MS = 120;

function webglTexture(
  renderer: THREE.WebGLRenderer,
  target: THREE.WebGLRenderTarget,
): WebGLTexture | undefined {
  return (renderer.properties.get(target.texture) as { __webglTexture?: WebGLTexture }).__webglTexture;
}

/** Restricts sampling to level 0 (stale mips) or opens the whole chain again. */
function setMaxLevel(renderer: THREE.WebGLRenderer, target: THREE.WebGLRenderTarget, level: number): void {
  const gl = renderer.getContext() as WebGL2RenderingContext;
  const texture = webglTexture(renderer, target);
  if (!texture || gl.isContextLost()) return;
  renderer.state.bindTexture(gl.TEXTURE_2D, texture);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAX_LEVEL, level);
  renderer.state.unbindTexture();
}

export function generateMipmapsNow(renderer: THREE.WebGLRenderer, target: THREE.WebGLRenderTarget): void {
  const gl = renderer.getContext() as WebGL2RenderingContext;
  const texture = webglTexture(renderer, target);
  if (!texture || gl.isContextLost()) return;
  renderer.state.bindTexture(gl.TEXTURE_2D, texture);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAX_LEVEL, 1000);
  gl.generateMipmap(gl.TEXTURE_2D);
  renderer.state.unbindTexture();
}

/**
 * Marks targets as freshly drawn: level 0 only until the edits settle, then one mip build.
 * `onBuilt` runs after the build (the app invalidates its frame then).
 */
export class MipmapScheduler {
  private readonly stale = new Set<THREE.WebGLRenderTarget>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Mip builds done, for the bench. */
  builds = 0;

  constructor(
    private readonly renderer: THREE.WebGLRenderer,
    private readonly onBuilt: () => void = () => {},
  ) {}

  touched(target: THREE.WebGLRenderTarget): void {
    if (!this.stale.has(target)) setMaxLevel(this.renderer, target, 0);
    this.stale.add(target);
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), MIPMAP_SETTLE_MS);
  }

  /** Builds every stale chain now (also used before exporting a mipmapped view). */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    for (const target of this.stale) generateMipmapsNow(this.renderer, target);
    if (this.stale.size) {
      this.builds++;
      this.onBuilt();
    }
    this.stale.clear();
  }

  /** After a context loss the old texture objects are gone: nothing is stale any more. */
  reset(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.stale.clear();
  }

  dispose(): void {
    this.reset();
  }
}
