/**
 * Template images test page: how the compositor treats the images a kit's layers load. Failures
 * told by KitCompositor.onImageFailed, and the template masks' mip levels at small texture scales
 * (the same area drawn with and without the masks' mip chains). Driven through
 * `window.templateImagesTest`; pixels come back top row first as plain arrays.
 */
import * as THREE from 'three';
import { AreaCompositor } from '../../../src/compositor/area-compositor.ts';
import {
  KitCompositor,
  type CompositorKit,
  type ImageFailure,
} from '../../../src/compositor/kit-compositor.ts';
import { PassPrograms } from '../../../src/compositor/program.ts';
import '../../../src/games/all.ts';
import { gameLayout, type AreaId, type RegionName } from '../../../src/games/index.ts';
import type { LayerData } from '../../../src/compositor/layers/contract.ts';

export interface RegionReadback {
  width: number;
  height: number;
  /** Red channel of the region's texels, straight alpha, top row first. */
  red: number[];
  /** Their alpha: 0 outside the garment's outline. */
  alpha: number[];
  glError: number;
}

declare global {
  interface Window {
    templateImagesTest: {
      /**
       * Draws `kits` one after the other on one KitCompositor (as a user's edits) and returns the
       * failures it told after each, and the region's red channel after the last.
       */
      kitFailures(
        kits: CompositorKit[],
        opts: { scale: number; area: AreaId; region: RegionName },
      ): Promise<{ failuresAfter: ImageFailure[][]; region: RegionReadback }>;
      /**
       * The template layer over a base in the whole shirt area at `scale`, read in `region`; with
       * `mipmaps: false` the template's images are drawn from level 0 alone (as before mip levels).
       */
      templateRegion(
        layers: LayerData[],
        opts: { scale: number; region: RegionName; mipmaps: boolean },
      ): Promise<RegionReadback>;
    };
  }
}

const canvas = document.createElement('canvas');
canvas.width = 4;
canvas.height = 4;
document.body.append(canvas);
const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: false });
const gl = renderer.getContext();
const programs = new PassPrograms();

/** The red channel of a box of a straight-alpha RGBA readback (rows top first). */
function crop(
  r: { width: number; data: ArrayLike<number> },
  box: { x: number; y: number; w: number; h: number },
): RegionReadback {
  const red: number[] = [];
  const alpha: number[] = [];
  for (let y = box.y; y < box.y + box.h; y++)
    for (let x = box.x; x < box.x + box.w; x++) {
      red.push(r.data[(y * r.width + x) * 4]!);
      alpha.push(r.data[(y * r.width + x) * 4 + 3]!);
    }
  return { width: box.w, height: box.h, red, alpha, glError: gl.getError() };
}

/** A region's texel box in an area drawn at `scale` (rows top first). */
function regionBox(area: AreaId, region: RegionName, scale: number) {
  const layout = gameLayout('eafc').areas[area]!;
  const rect = layout.regions.find((r) => r.name === region)!.rect;
  return {
    x: Math.ceil(rect.x * scale),
    y: Math.ceil(rect.y * scale),
    w: Math.floor(rect.w * scale),
    h: Math.floor(rect.h * scale),
  };
}

/** Straight-alpha RGBA of an albedo target (premultiplied), rows top first. */
function readAlbedo(target: THREE.WebGLRenderTarget): { width: number; data: Uint8ClampedArray } {
  const { width, height } = target;
  const raw = new Uint8Array(width * height * 4);
  renderer.readRenderTargetPixels(target, 0, 0, width, height, raw);
  const data = new Uint8ClampedArray(raw.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const src = ((height - 1 - y) * width + x) * 4;
      const dst = (y * width + x) * 4;
      const a = raw[src + 3]!;
      const k = a > 0 ? 255 / a : 1;
      for (let c = 0; c < 3; c++) data[dst + c] = raw[src + c]! * k;
      data[dst + 3] = a;
    }
  return { width, data };
}

window.templateImagesTest = {
  async kitFailures(kits, opts) {
    const kc = new KitCompositor({ renderer, game: 'eafc', scale: opts.scale });
    const failures: ImageFailure[] = [];
    const stop = kc.onImageFailed((failure) => failures.push(failure));
    try {
      const failuresAfter: ImageFailure[][] = [];
      for (const kit of kits) {
        await kc.update(kit);
        failuresAfter.push([...failures]);
      }
      const r = kc.readPixels(opts.area, 'albedo')!;
      return { failuresAfter, region: crop(r, regionBox(opts.area, opts.region, opts.scale)) };
    } finally {
      stop();
      kc.dispose();
    }
  },

  async templateRegion(layers, opts) {
    const layout = gameLayout('eafc').areas.shirt!;
    const loaded: THREE.Texture[] = [];
    const area = new AreaCompositor({
      renderer,
      programs,
      layout,
      game: 'eafc',
      scale: opts.scale,
      hasRoughness: true,
      loadTexture: async (url) => {
        const texture = await new THREE.TextureLoader().loadAsync(url);
        loaded.push(texture);
        return texture;
      },
    });
    try {
      await area.update(layers);
      if (!opts.mipmaps) {
        // The same images sampled from level 0 alone, whatever level the shader asks for.
        for (const texture of loaded) {
          texture.minFilter = THREE.LinearFilter;
          texture.generateMipmaps = false;
          texture.needsUpdate = true;
        }
        area.invalidate();
        area.render(layers);
      }
      return crop(readAlbedo(area.albedo), regionBox('shirt', opts.region, opts.scale));
    } finally {
      area.dispose();
      for (const texture of loaded) texture.dispose();
    }
  },
};
