/**
 * The textures a download reads: the kit composited at the size the game wants, whatever the
 * editing scale. When the editor already composites at that scale its textures are used as they
 * are (no second composite); otherwise a compositor at the export scale is built on the same
 * renderer (three shares the compiled shader programs), fed the kit once, and disposed after.
 */
import type * as THREE from 'three';
import { KitCompositor, type CompositorKit } from '../compositor/kit-compositor.ts';

export interface ExportSource {
  compositor: KitCompositor;
  /** Frees what the export made (nothing when it borrowed the editor's compositor). */
  release(): void;
}

export interface ExportSourceOptions {
  renderer: THREE.WebGLRenderer;
  game: string;
  kit: CompositorKit;
  /** Texture scale the game's files are made from (1: shirt 2048, shorts 1024x512, socks 512x256). */
  scale: number;
  /** The editor's compositor, up to date with `kit`, and its scale. */
  current?: { compositor: KitCompositor; scale: number };
}

export async function exportSource(options: ExportSourceOptions): Promise<ExportSource> {
  if (options.current && options.current.scale === options.scale)
    return { compositor: options.current.compositor, release: () => undefined };
  const compositor = new KitCompositor({
    renderer: options.renderer,
    game: options.game,
    scale: options.scale,
  });
  try {
    await compositor.update(options.kit);
  } catch (error) {
    compositor.dispose();
    throw error;
  }
  return { compositor, release: () => compositor.dispose() };
}
