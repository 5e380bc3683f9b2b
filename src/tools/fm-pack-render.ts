/**
 * The pictures of many FM kits drawn on one renderer, for the /bulk-generator/ page: a small 2D
 * kit for its grid, and each kit's FM26 pictures for the pack (the same `fm2dKit` and
 * `fm3dTexture` as the editor's FM download, composited at the export scale).
 *
 * Kits are drawn one after another on one compositor at a time, disposed after each: a 60-kit
 * pack then holds one kit's GPU targets and the encoded PNGs, never 60 composites. Loaded images
 * and panel maps are shared by every compositor of the renderer, so each is decoded once.
 */
import * as THREE from 'three';
import { KitCompositor, type CompositorKit } from '../compositor/kit-compositor.ts';
import { PanelMaps } from '../compositor/panel-map.ts';
import type { Kit } from '../kit/index.ts';
import { EXPORT_SCALE } from './download-requests.ts';
import { fm2dKit, fm3dTexture, type MinikitStyle } from './fm26.ts';
import { fmTextureSource } from './fm26-texture-source.ts';
import { fmPackZip, type FmPackEntry } from './fm-pack.ts';
import type { FmPackOptions } from './fm26-config.ts';
import { renderMinikit } from './minikit.ts';
import { encodePng } from './png.ts';

/** Texture scale of the grid's 2D kits (512 for FM's 2048 canvas): a quarter of the work of 1. */
export const THUMBNAIL_SCALE = 0.25;

export interface FmKitPictures {
  kit2d: Uint8Array;
  kit3d: Uint8Array;
}

export interface FmPackProgress {
  /** Kits drawn so far. */
  done: number;
  total: number;
  /** 'zip' once every kit is drawn and the pack is being written. */
  stage: 'kits' | 'zip';
}

export class FmPackRenderer {
  private readonly images = new Map<string, Promise<THREE.Texture>>();
  private readonly panels = new Map<number, PanelMaps>([
    [THUMBNAIL_SCALE, new PanelMaps(THUMBNAIL_SCALE)],
    [EXPORT_SCALE, new PanelMaps()],
  ]);
  /** One kit at a time: the renderer's state is not shared between two drawings. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly renderer: THREE.WebGLRenderer) {}

  private withCompositor<T>(
    kit: Kit,
    scale: number,
    draw: (compositor: KitCompositor) => Promise<T>,
  ): Promise<T> {
    return this.serial(async () => {
      const compositor = new KitCompositor({
        renderer: this.renderer,
        game: 'fm',
        scale,
        images: this.images,
        panels: this.panels.get(scale),
      });
      try {
        await compositor.update(kit as CompositorKit);
        return await draw(compositor);
      } finally {
        compositor.dispose();
      }
    });
  }

  private serial<T>(run: () => Promise<T>): Promise<T> {
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The grid's 2D kit: the shirt from the front, `size` pixels square, as a PNG. */
  thumbnail(kit: Kit, size: number): Promise<Uint8Array> {
    return this.withCompositor(kit, THUMBNAIL_SCALE, (compositor) =>
      encodePng(renderMinikit(this.renderer, compositor, 'fm', size, true)),
    );
  }

  /** The kit's FM26 pictures (414x414 2D kit, 1024x1024 3D texture), as the editor downloads them. */
  pictures(kit: Kit): Promise<FmKitPictures> {
    return this.withCompositor(kit, EXPORT_SCALE, async (compositor) => {
      const job = { renderer: this.renderer, compositor, game: 'fm', kit };
      const kit2d = fm2dKit(job);
      const kit3d = fm3dTexture(job);
      const [png2d, png3d] = await Promise.all([encodePng(kit2d), encodePng(kit3d)]);
      return { kit2d: png2d, kit3d: png3d };
    });
  }

  /** A kit's FM 2D kit (414x414) in the minikit style, as the FM download draws it, as a PNG. */
  minikit(kit: Kit, style: MinikitStyle): Promise<Uint8Array> {
    return this.withCompositor(kit, EXPORT_SCALE, (compositor) =>
      encodePng(fm2dKit({ renderer: this.renderer, compositor }, style)),
    );
  }

  /** The same 2D kit drawn from an FM26 3D kit texture (1024x1024) instead of a kit. */
  minikitOfTexture(image: ImageBitmap, style: MinikitStyle): Promise<Uint8Array> {
    return this.serial(async () => {
      const source = fmTextureSource(image);
      try {
        return await encodePng(fm2dKit({ renderer: this.renderer, compositor: source }, style));
      } finally {
        source.dispose();
      }
    });
  }

  dispose(): void {
    for (const panels of this.panels.values()) panels.dispose();
    for (const image of this.images.values())
      void image.then(
        (texture) => texture.dispose(),
        () => undefined,
      );
    this.images.clear();
  }
}

/**
 * One pack for every kit: each kit's pictures drawn in turn (progress after each), then one ZIP
 * with one config.xml. `signal` stops it between two kits (an AbortError); nothing is kept.
 */
export async function buildFmPack(
  kits: readonly { options: FmPackOptions; kit: Kit }[],
  draw: (kit: Kit) => Promise<FmKitPictures>,
  onProgress: (progress: FmPackProgress) => void,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const entries: FmPackEntry[] = [];
  const total = kits.length;
  onProgress({ done: 0, total, stage: 'kits' });
  for (const { options, kit } of kits) {
    signal?.throwIfAborted();
    entries.push({ options, ...(await draw(kit)) });
    onProgress({ done: entries.length, total, stage: 'kits' });
  }
  signal?.throwIfAborted();
  onProgress({ done: total, total, stage: 'zip' });
  const zip = await fmPackZip(entries);
  signal?.throwIfAborted();
  return zip;
}

/**
 * The pages' renderer getter: one FmPackRenderer on its own offscreen WebGL canvas, made on the
 * first drawing (a page opens without WebGL work) and shared by every drawing after it.
 */
export function lazyFmPackRenderer(): () => FmPackRenderer {
  let painter: FmPackRenderer | null = null;
  return () =>
    (painter ??= new FmPackRenderer(
      new THREE.WebGLRenderer({
        canvas: document.createElement('canvas'),
        alpha: true,
        preserveDrawingBuffer: true,
      }),
    ));
}
