/**
 * Compositor test page: the real engine (AreaCompositor, KitCompositor) on one WebGL2 renderer,
 * driven from puppeteer through `window.compositorTest`. Pixels come back top row first, straight
 * (not premultiplied) alpha, as plain number arrays; `window.packPixels` (pack.ts) sends them back
 * to a test.
 */
import * as THREE from 'three';
import { AreaCompositor } from '../../../src/compositor/area-compositor.ts';
import {
  KitCompositor,
  type CompositorKit,
  type TextureMap,
} from '../../../src/compositor/kit-compositor.ts';
import { PassPrograms } from '../../../src/compositor/program.ts';
import '../../../src/games/all.ts';
import './pack.ts';
import {
  applyAffine,
  gameLayout,
  uprightRect,
  uprightToArea,
  type AreaId,
  type RegionLayout,
  type RegionName,
} from '../../../src/games/index.ts';
import type { LayerData } from '../../../src/compositor/layers/contract.ts';

export interface RenderOptions {
  area?: AreaId;
  /**
   * Render only this region's rectangle (default: the whole area). The pixels come back upright,
   * as region space sees the region (EA's back is stored upside down, its sleeves lie across):
   * width and height are the upright image's.
   */
  region?: RegionName;
  width?: number;
  height?: number;
  map?: TextureMap;
  /** Kit-level values for the ORM and normal maps. */
  kit?: { shininess?: number; metalness?: number; hideTemplateDetails?: boolean };
  /** Layers per merged pass (1 = off). */
  mergeLimit?: number;
  /** Scissor edits to their dirty rectangle (default true). */
  dirtyRects?: boolean;
  /** Evaluate layers inside their footprints only (default true). */
  footprints?: boolean;
}

export interface Scissor {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Readback {
  width: number;
  height: number;
  pixels: number[];
  glError: number;
}

declare global {
  interface Window {
    compositorTest: {
      renderer: string;
      renderLayer(layer: LayerData, opts?: RenderOptions): Promise<Readback>;
      renderStack(layers: LayerData[], opts?: RenderOptions): Promise<Readback>;
      openArea(opts?: RenderOptions): number;
      updateArea(
        handle: number,
        layers: LayerData[],
      ): Promise<{
        passes: number;
        edits: number;
        fullRenders: number;
        /** Scissors of the last albedo edit and ORM / normal redraws (null: whole target). */
        scissor: Scissor | null;
        ormScissor: Scissor | null;
        normalScissor: Scissor | null;
      }>;
      readArea(handle: number, map?: TextureMap): Readback;
      renderKit(
        kit: CompositorKit,
        opts: { game?: string; scale: number; area: AreaId; map?: TextureMap },
      ): Promise<Readback>;
      contextLossRoundTrip(
        kit: CompositorKit,
        opts: { scale: number; area: AreaId; map?: TextureMap },
      ): Promise<{ before: Readback; after: Readback; lostWhileDown: boolean }>;
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
const areas: AreaCompositor[] = [];

function regionOf(opts: RenderOptions): RegionLayout | undefined {
  if (!opts.region) return undefined;
  const areaLayout = gameLayout('eafc').areas[opts.area ?? 'shirt'];
  const region = areaLayout?.regions.find((r) => r.name === opts.region);
  if (!region) throw new Error(`no region ${opts.region} in ${opts.area ?? 'shirt'}`);
  return region;
}

/** Quarter turns swap the texture rectangle's sides against the upright image's. */
const sideways = (region: RegionLayout | undefined) => (region?.turn ?? 0) % 2 === 1;

function makeArea(opts: RenderOptions = {}): AreaCompositor {
  const layout = gameLayout('eafc');
  const areaLayout = layout.areas[opts.area ?? 'shirt'];
  if (!areaLayout) throw new Error(`no area ${opts.area}`);
  const region = regionOf(opts);
  const width = (sideways(region) ? opts.height : opts.width) ?? 32;
  const height = (sideways(region) ? opts.width : opts.height) ?? 32;
  let uvRect: [number, number, number, number] = [0, 0, 1, 1];
  if (region) {
    const { x, y, w, h } = region.rect;
    uvRect = [
      x / areaLayout.width,
      1 - (y + h) / areaLayout.height,
      w / areaLayout.width,
      h / areaLayout.height,
    ];
  }
  return new AreaCompositor({
    renderer,
    programs,
    layout: areaLayout,
    game: 'eafc',
    scale: 1,
    hasRoughness: true,
    loadTexture: (url) => new THREE.TextureLoader().loadAsync(url),
    mergeLimit: opts.mergeLimit,
    dirtyRects: opts.dirtyRects,
    footprints: opts.footprints,
    viewport: { uvRect, width, height },
  });
}

function read(target: THREE.WebGLRenderTarget, premultiplied: boolean): Readback {
  const { width, height } = target;
  const raw = new Uint8Array(width * height * 4);
  renderer.readRenderTargetPixels(target, 0, 0, width, height, raw);
  const pixels: number[] = new Array(raw.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const src = ((height - 1 - y) * width + x) * 4;
      const dst = (y * width + x) * 4;
      const a = raw[src + 3]!;
      const k = premultiplied && a > 0 ? 255 / a : 1;
      for (let c = 0; c < 3; c++) pixels[dst + c] = Math.min(255, Math.round(raw[src + c]! * k));
      pixels[dst + 3] = a;
    }
  }
  return { width, height, pixels, glError: gl.getError() };
}

function readMap(area: AreaCompositor, map: TextureMap = 'albedo'): Readback {
  if (map === 'albedo') return read(area.albedo, true);
  return read(map === 'orm' ? area.detail.orm : area.detail.normal, false);
}

function readKit(kc: KitCompositor, area: AreaId, map: TextureMap = 'albedo'): Readback {
  const r = kc.readPixels(area, map);
  if (!r) throw new Error(`no area ${area}`);
  return { width: r.width, height: r.height, pixels: Array.from(r.data), glError: gl.getError() };
}

/**
 * A readback of a region's texture rectangle turned upright (region space's orientation), each
 * upright pixel taken from the texel the layout puts it on (`uprightToArea`).
 */
function upright(r: Readback, region: RegionLayout | undefined): Readback {
  if (!region?.turn) return r;
  const rect = region.rect;
  const up = uprightRect(region);
  const toArea = uprightToArea(region);
  const [width, height] = sideways(region) ? [r.height, r.width] : [r.width, r.height];
  const pixels: number[] = new Array(width * height * 4);
  for (let j = 0; j < height; j++)
    for (let i = 0; i < width; i++) {
      const [ax, ay] = applyAffine(
        toArea,
        up.x + ((i + 0.5) / width) * up.w,
        up.y + ((j + 0.5) / height) * up.h,
      );
      const sx = Math.min(r.width - 1, Math.max(0, Math.floor(((ax - rect.x) / rect.w) * r.width)));
      const sy = Math.min(r.height - 1, Math.max(0, Math.floor(((ay - rect.y) / rect.h) * r.height)));
      for (let c = 0; c < 4; c++) pixels[(j * width + i) * 4 + c] = r.pixels[(sy * r.width + sx) * 4 + c]!;
    }
  return { width, height, pixels, glError: r.glError };
}

async function renderStack(layers: LayerData[], opts: RenderOptions = {}): Promise<Readback> {
  const area = makeArea(opts);
  try {
    await area.update(layers, opts.kit);
    return upright(readMap(area, opts.map), regionOf(opts));
  } finally {
    area.dispose();
  }
}

const info = gl.getExtension('WEBGL_debug_renderer_info');
window.compositorTest = {
  renderer: String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)),
  renderLayer: (layer, opts) => renderStack([layer], opts),
  renderStack,
  openArea(opts) {
    areas.push(makeArea(opts));
    return areas.length - 1;
  },
  async updateArea(handle, layers) {
    const area = areas[handle]!;
    await area.update(layers);
    return {
      passes: area.stats.lastPasses,
      edits: area.stats.edits,
      fullRenders: area.stats.fullRenders,
      scissor: area.stats.lastScissor,
      ormScissor: area.detail.stats.ormScissor,
      normalScissor: area.detail.stats.normalScissor,
    };
  },
  readArea: (handle, map) => readMap(areas[handle]!, map),
  async renderKit(kit, opts) {
    const kc = new KitCompositor({ renderer, game: opts.game ?? 'eafc', scale: opts.scale });
    try {
      await kc.update(kit);
      return readKit(kc, opts.area, opts.map);
    } finally {
      kc.dispose();
    }
  },
  async contextLossRoundTrip(kit, opts) {
    const kc = new KitCompositor({ renderer, game: 'eafc', scale: opts.scale });
    await kc.update(kit);
    const before = readKit(kc, opts.area, opts.map);
    const lose = gl.getExtension('WEBGL_lose_context');
    if (!lose) throw new Error('WEBGL_lose_context is not available');
    const restored = new Promise<void>((resolve) => (kc.restored = resolve));
    const lost = new Promise<void>((resolve) =>
      canvas.addEventListener('webglcontextlost', () => resolve(), { once: true }),
    );
    lose.loseContext();
    await lost;
    // Chrome allows restoring only once the lost event's dispatch has returned (not in a microtask).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const lostWhileDown = kc.isContextLost;
    lose.restoreContext();
    await restored;
    const after = readKit(kc, opts.area, opts.map);
    kc.dispose();
    return { before, after, lostWhileDown };
  },
};
