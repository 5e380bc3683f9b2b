/**
 * Which layer is on top at one point of an area: the 3D view's click-to-select.
 *
 * Each drawn layer's coverage at that one texel is evaluated by the same generated passes that
 * composite the area (region lookup, display flags, mirror and copy rules), one layer per cell of
 * a tiny row target, then the row is read back once. Masks are combined here from the mask
 * layer's own coverage cell, exactly as the host does (coverage x mask, or x (1 - mask) when
 * inverted), so one pick costs one draw per layer and one small readback, on click only.
 */
import * as THREE from 'three';
import { REGION_IDS, type AreaId } from '../games/index.ts';
import type { AreaCompositor } from './area-compositor.ts';
import { areaLayers, type CompositorKit } from './kit-areas.ts';
import { layerOpacity, regionMask, type CommonLayer } from './layer-common.ts';
import { flattenGroups } from './layers/group.ts';
import { layerPass } from './layers/registry.ts';
import { createTarget } from './targets.ts';

/** Coverage above this counts as "the layer is there" (anti-aliased edges and faint glows do not). */
export const PICK_COVERAGE = 0.1;

/**
 * Kinds that are the garment itself: they cover their whole regions, whatever their coverage
 * output says (a template's design may leave texels to the colours below it, yet a click there
 * is still a click on the template).
 */
const GARMENT_KINDS = new Set(['base', 'template']);

export interface PickPoint {
  area: AreaId;
  /** Texture coordinates of the area, v up (as the mesh's UVs and the render targets). */
  uv: readonly [number, number];
}

export interface PickedLayer {
  uuid: string;
  coverage: number;
}

let row: THREE.WebGLRenderTarget | null = null;

function rowTarget(width: number): THREE.WebGLRenderTarget {
  if (!row || row.width < width) {
    row?.dispose();
    row = createTarget({ width: Math.max(16, width), height: 1, format: 'rgba8' });
  }
  return row;
}

/** The region id under a texture point, from the area's CPU-side panel map. */
function regionAt(area: AreaCompositor, uv: readonly [number, number]): number {
  const { width, height } = area.panel.layout;
  const ids = area.panel.texture.image.data as Uint8Array;
  const col = Math.min(width - 1, Math.max(0, Math.floor(uv[0] * width)));
  const rowIndex = Math.min(height - 1, Math.max(0, Math.floor(uv[1] * height)));
  return ids[rowIndex * width + col] ?? REGION_IDS.none;
}

/**
 * The visible layers under the point with their coverage, topmost first (only those above
 * PICK_COVERAGE). `kit` is the document the compositor last drew. Layers still loading their
 * images count as not there yet.
 */
export function pickLayers(
  renderer: THREE.WebGLRenderer,
  areas: Partial<Record<AreaId, AreaCompositor>>,
  kit: CompositorKit,
  point: PickPoint,
): PickedLayer[] {
  const area = areas[point.area];
  const [u, v] = point.uv;
  if (!area || !(u >= 0 && u <= 1 && v >= 0 && v <= 1)) return [];
  const region = regionAt(area, point.uv);
  if (region === REGION_IDS.none) return [];

  const all = flattenGroups(areaLayers(kit, point.area, area.garments) as readonly CommonLayer[]);
  const layers = all.filter((l) => l.disabled !== true && layerPass(l.n) !== undefined);
  // One cell per layer whose coverage the GPU must evaluate, plus one per mask layer used.
  const cells = new Map<string, number>();
  const steps: { key: string; layer: CommonLayer }[] = [];
  const cellOf = (key: string, layer: CommonLayer) => {
    if (!cells.has(key)) {
      cells.set(key, steps.length);
      steps.push({ key, layer });
    }
  };
  layers.forEach((layer, i) => {
    if (GARMENT_KINDS.has(layer.n)) return;
    cellOf(`layer:${i}`, layer);
    // A hidden layer still masks (the composite draws mask layers whatever their visibility).
    const mask = layer.mask ? all.find((l) => l.uuid === layer.mask) : undefined;
    if (mask) cellOf(`mask:${mask.uuid}`, mask);
  });

  const coverage = new Float32Array(steps.length);
  if (steps.length > 0) {
    const target = rowTarget(steps.length);
    // One texel of the composite, centred on the point: kinds that anti-alias with fwidth() see
    // the same pixel footprint as in the area's own target.
    const du = 1 / area.width;
    const dv = 1 / area.height;
    const uvRect = [u - du / 2, v - dv / 2, du, dv] as const;
    steps.forEach(({ layer }, column) => {
      const step = area.coverageStep(layer);
      if (!step) return;
      target.viewport.set(column, 0, 1, 1);
      area.drawCoverage([step], uvRect, target);
    });
    target.viewport.set(0, 0, target.width, target.height);
    const pixels = new Uint8Array(target.width * 4);
    renderer.readRenderTargetPixels(target, 0, 0, target.width, 1, pixels);
    steps.forEach((_, column) => {
      coverage[column] = pixels[column * 4]! / 255;
    });
  }

  const picked: PickedLayer[] = [];
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i]!;
    let c: number;
    if (GARMENT_KINDS.has(layer.n)) {
      c = (regionMask(layer, point.area) >> region) & 1;
    } else {
      c = coverage[cells.get(`layer:${i}`)!]!;
      if (layer.mask) {
        const maskCell = cells.get(`mask:${layer.mask}`);
        // A missing mask layer masks everything out, as in the composite.
        const m = maskCell === undefined ? 0 : coverage[maskCell]!;
        c *= layer.invertMask ? 1 - m : m;
      }
    }
    c *= layerOpacity(layer);
    if (c > PICK_COVERAGE && layer.uuid) picked.push({ uuid: layer.uuid, coverage: c });
  }
  return picked;
}
