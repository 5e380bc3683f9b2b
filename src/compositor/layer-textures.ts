/**
 * Images and glyph atlases that layer kinds load through `textures()`, cached per layer and
 * reloaded only when the kind's `textureKey` changes, so a slider drag never waits on a load.
 * A failed load leaves the layer drawable without its texture (and logs why) rather than failing,
 * and a failed image is reported to the kit compositor's listeners (images/failures.ts).
 */
import type * as THREE from 'three';
import type { PassContext } from './layers/contract.ts';
import { layerPass } from './layers/registry.ts';
import type { CommonLayer } from './layer-common.ts';
import { reportImageFailure } from './images/failures.ts';

interface Entry {
  key: string;
  textures?: Record<string, THREE.Texture>;
  pending?: Promise<void>;
}

export class LayerTextures {
  private readonly entries = new Map<string, Entry>();

  /** `contextOf`: what the layer's kind is told about where it draws (its garment on a canvas). */
  constructor(private readonly contextOf: (layer: CommonLayer) => PassContext) {}

  private idOf(layer: CommonLayer): string {
    return layer.uuid ?? JSON.stringify(layer);
  }

  /** Starts (or reuses) every load the layers need and resolves when all have settled. */
  async prepare(layers: readonly CommonLayer[]): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const layer of layers) {
      const pass = layerPass(layer.n);
      if (!pass?.textures) continue;
      const key = pass.textureKey ? pass.textureKey(layer) : JSON.stringify(layer);
      const id = this.idOf(layer);
      const entry = this.entries.get(id);
      if (entry && entry.key === key) {
        if (entry.pending) waits.push(entry.pending);
        continue;
      }
      const next: Entry = { key, textures: entry?.textures };
      const ctx = this.contextOf(layer);
      next.pending = pass
        .textures(layer, ctx)
        .then((textures) => {
          if (this.entries.get(id) === next) next.textures = textures;
        })
        .catch((error: unknown) => {
          console.warn(`Layer ${id} (${layer.n}): textures failed to load`, error);
          reportImageFailure(ctx.loadTexture, error, { kind: layer.n, area: ctx.area });
        })
        .finally(() => {
          next.pending = undefined;
        });
      this.entries.set(id, next);
      waits.push(next.pending);
    }
    await Promise.all(waits);
  }

  /**
   * Forgets the entries whose textures were drawn on the GPU (a group's composite): after a
   * context loss their pixels are gone, while images and atlases are uploaded again from their
   * sources by three.
   */
  forgetDrawn(): void {
    for (const [id, entry] of this.entries) {
      const drawn = Object.values(entry.textures ?? {}).some((t) => t.isRenderTargetTexture === true);
      if (drawn) this.entries.delete(id);
    }
  }

  get(layer: CommonLayer): Record<string, THREE.Texture> | undefined {
    return this.entries.get(this.idOf(layer))?.textures;
  }
}
