/**
 * Dirty rectangles: the part of an area an edit can change, so its passes run scissored to it.
 *
 * A layer draws only on the texels of the regions its display flags select (the host's `shown`
 * test; outside them its step leaves the composite below untouched, bit for bit), so when one
 * layer changes, no texel outside the union of its old and new regions' rectangles changes: not in
 * the albedo (the layers above are unchanged functions of the same input there), not in the ORM
 * map, and in the normal map not beyond that union widened by the 3D-detail blur's reach.
 * Rectangles are kept in area uv (v up, as the compositor's uvRect) and turned into pixels per
 * target, because the albedo, ORM/normal and height targets have different sizes.
 */
import {
  REGION_IDS,
  paintedRect,
  regionPointToArea,
  uprightRect,
  type AreaLayout,
  type RegionLayout,
} from '../games/index.ts';
import { regionMask, type CommonLayer } from './layer-common.ts';
import type { RegionBox } from './layers/contract.ts';

/** A rectangle of the area in uv: u0 <= u1 left to right, v0 <= v1 bottom to top. */
export interface AreaRect {
  u0: number;
  v0: number;
  u1: number;
  v1: number;
}

/** A scissor rectangle in a target's pixels, origin bottom-left (as gl.scissor). */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function unionRect(a: AreaRect | null, b: AreaRect | null): AreaRect | null {
  if (!a) return b;
  if (!b) return a;
  return {
    u0: Math.min(a.u0, b.u0),
    v0: Math.min(a.v0, b.v0),
    u1: Math.max(a.u1, b.u1),
    v1: Math.max(a.v1, b.v1),
  };
}

/**
 * The regions a layer can draw on (bit r = region id r): its display flags' regions; a group
 * drawn as one layer shows its children's composite, so only where some child draws too.
 */
function drawnRegions(layer: CommonLayer, layout: AreaLayout): number {
  const own = regionMask(layer, layout.area);
  const children = (layer as { layers?: unknown }).layers;
  if (layer.n !== 'group' || !Array.isArray(children)) return own;
  const drawn = (children as CommonLayer[]).reduce((m, child) => m | drawnRegions(child, layout), 0);
  return own & drawn;
}

/**
 * Where a layer can draw in the area: the bounding rectangle of the regions it draws on, or null
 * when it draws on none of this layout's regions. The panel map gives a region's texels only
 * inside its painted rectangle (`paint`, else `rect`) rounded outwards (panel-map.ts), so the
 * rectangle and the rounding here are the same.
 */
export function layerFootprint(layer: CommonLayer, layout: AreaLayout): AreaRect | null {
  const mask = drawnRegions(layer, layout);
  let rect: AreaRect | null = null;
  for (const region of layout.regions) {
    if ((mask & (1 << REGION_IDS[region.name])) === 0) continue;
    const { x, y, w, h } = paintedRect(region);
    rect = unionRect(rect, {
      u0: Math.floor(x) / layout.width,
      u1: Math.ceil(x + w) / layout.width,
      // Layout rows run down from the top; uv v runs up from the bottom.
      v0: 1 - Math.ceil(y + h) / layout.height,
      v1: 1 - Math.floor(y) / layout.height,
    });
  }
  return rect;
}

function intersectRect(a: AreaRect, b: AreaRect | null): AreaRect | null {
  if (!b) return null;
  const r = {
    u0: Math.max(a.u0, b.u0),
    v0: Math.max(a.v0, b.v0),
    u1: Math.min(a.u1, b.u1),
    v1: Math.min(a.v1, b.v1),
  };
  return r.u0 < r.u1 && r.v0 < r.v1 ? r : null;
}

/**
 * The area rectangle around a kind's boxes (see RegionBox), each clipped to its region. A box's x
 * range is taken both ways round the region's centre line, whatever mirror rule or flip applies.
 */
function boxesRect(boxes: readonly RegionBox[], layout: AreaLayout): AreaRect | null {
  let rect: AreaRect | null = null;
  for (const { region: id, box, anchor = [0, 0] } of boxes) {
    const region = layout.regions.find((r) => REGION_IDS[r.name] === id);
    if (!region) continue;
    if (region.turn) {
      rect = unionRect(rect, turnedBoxRect(region, box, [anchor[0]!, anchor[1]!], layout));
      continue;
    }
    const { x, y, w, h } = region.rect;
    const cx = x + w / 2;
    const cy = y + h / 2;
    const px0 = box[0] + (anchor[0] * w) / 2;
    const px1 = box[2] + (anchor[0] * w) / 2;
    const py0 = box[1] + (anchor[1] * h) / 2;
    const py1 = box[3] + (anchor[1] * h) / 2;
    const reach = Math.max(Math.abs(px0), Math.abs(px1));
    // Clipped to the texels the region may own (its painted rectangle, which contains `rect`).
    const p = paintedRect(region);
    // Region pixel y runs up from the centre; area pixel rows run down from the top.
    const left = Math.max(Math.floor(p.x), cx - reach);
    const right = Math.min(Math.ceil(p.x + p.w), cx + reach);
    const top = Math.max(Math.floor(p.y), cy - py1);
    const bottom = Math.min(Math.ceil(p.y + p.h), cy - py0);
    if (right <= left || bottom <= top) continue;
    rect = unionRect(rect, {
      u0: left / layout.width,
      u1: right / layout.width,
      v0: 1 - bottom / layout.height,
      v1: 1 - top / layout.height,
    });
  }
  return rect;
}

/**
 * A box on a region stored turned (games/layout.ts `turn`): its corners, x both ways round the
 * centre line as above, taken to the texture and bounded there, clipped to the region's rectangle.
 */
function turnedBoxRect(
  region: RegionLayout,
  box: RegionBox['box'],
  anchor: readonly [number, number],
  layout: AreaLayout,
): AreaRect | null {
  const size = uprightRect(region);
  const px0 = box[0] + (anchor[0] * size.w) / 2;
  const px1 = box[2] + (anchor[0] * size.w) / 2;
  const py0 = box[1] + (anchor[1] * size.h) / 2;
  const py1 = box[3] + (anchor[1] * size.h) / 2;
  const reach = Math.max(Math.abs(px0), Math.abs(px1));
  const corners = [
    [-reach, py0],
    [reach, py0],
    [-reach, py1],
    [reach, py1],
  ].map(([qx, qy]) => regionPointToArea(region, qx!, qy!));
  const { x, y, w, h } = region.rect;
  const left = Math.max(Math.floor(x), Math.min(...corners.map((c) => c[0])));
  const right = Math.min(Math.ceil(x + w), Math.max(...corners.map((c) => c[0])));
  const top = Math.max(Math.floor(y), Math.min(...corners.map((c) => c[1])));
  const bottom = Math.min(Math.ceil(y + h), Math.max(...corners.map((c) => c[1])));
  if (right <= left || bottom <= top) return null;
  return {
    u0: left / layout.width,
    u1: right / layout.width,
    v0: 1 - bottom / layout.height,
    v1: 1 - top / layout.height,
  };
}

/** Footprint cells are widened to multiples of this, so 2x2 shading blocks never straddle an edge. */
const FOOTPRINT_ALIGN = 16;

/**
 * The layer's footprint in panel map cells (scale-1 area pixels, rows from the bottom), as the host
 * shader's uFootprint: x0, y0, x1, y1 with the ends excluded, widened outwards to multiples of
 * FOOTPRINT_ALIGN cells so that the blocks of texels a GPU shades together (and takes derivatives
 * across) are either all inside or all outside at every texture scale down to 1/8. Empty when the
 * layer draws on no region; the whole area when the layout is unknown.
 */
export function footprintCells(
  layer: CommonLayer,
  layout: AreaLayout | undefined,
  kindBoxes?: readonly RegionBox[],
): number[] {
  if (!layout) return [0, 0, 1 << 30, 1 << 30];
  const shown = layerFootprint(layer, layout);
  const rect = shown && kindBoxes ? intersectRect(shown, boxesRect(kindBoxes, layout)) : shown;
  if (!rect) return [0, 0, 0, 0];
  // Two cells of slack for the texel centres' rounding, then outwards to the alignment.
  const down = (v: number) => Math.floor((v - 2) / FOOTPRINT_ALIGN) * FOOTPRINT_ALIGN;
  const up = (v: number) => Math.ceil((v + 2) / FOOTPRINT_ALIGN) * FOOTPRINT_ALIGN;
  return [
    down(rect.u0 * layout.width),
    down(rect.v0 * layout.height),
    up(rect.u1 * layout.width),
    up(rect.v1 * layout.height),
  ];
}

/**
 * The pixels of a width x height target covering `uvRect` of the area that `rect` touches, widened
 * by `margin` pixels (at least one, for the rounding of texel centres) and clipped to the target;
 * null when nothing of the target is touched.
 */
export function pixelRect(
  rect: AreaRect,
  uvRect: readonly [number, number, number, number],
  width: number,
  height: number,
  margin = 1,
): PixelRect | null {
  const [ux, uy, uw, uh] = uvRect;
  const x0 = Math.max(0, Math.floor(((rect.u0 - ux) / uw) * width) - margin);
  const x1 = Math.min(width, Math.ceil(((rect.u1 - ux) / uw) * width) + margin);
  const y0 = Math.max(0, Math.floor(((rect.v0 - uy) / uh) * height) - margin);
  const y1 = Math.min(height, Math.ceil(((rect.v1 - uy) / uh) * height) + margin);
  if (x1 <= x0 || y1 <= y0) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** The rectangle widened by dx, dy pixels, clipped to a width x height target. */
export function growPixels(r: PixelRect, dx: number, dy: number, width: number, height: number): PixelRect {
  const x0 = Math.max(0, r.x - dx);
  const y0 = Math.max(0, r.y - dy);
  const x1 = Math.min(width, r.x + r.width + dx);
  const y1 = Math.min(height, r.y + r.height + dy);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** A footprint in panel map cells (footprintCells) as the pixels of a target covering `uvRect`. */
export function footprintPixels(
  cells: readonly number[],
  areaSize: readonly [number, number],
  uvRect: readonly [number, number, number, number],
  width: number,
  height: number,
): PixelRect | null {
  const [x0, y0, x1, y1] = cells as [number, number, number, number];
  const [w, h] = areaSize;
  const rect = { u0: x0 / w, v0: y0 / h, u1: Math.min(x1, w) / w, v1: Math.min(y1, h) / h };
  return rect.u1 > rect.u0 && rect.v1 > rect.v0 ? pixelRect(rect, uvRect, width, height) : null;
}

/** Whether two rectangles overlap or share an edge. */
export const rectsTouch = (a: PixelRect, b: PixelRect): boolean =>
  a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;

/**
 * Rectangles that overlap or touch merged into their bounding rectangles until none do: disjoint
 * rectangles covering at least the input's texels (a pass drawn once per rectangle then shades
 * no texel twice).
 */
export function disjointRects(input: readonly PixelRect[]): PixelRect[] {
  const rects = [...input];
  for (let merged = true; merged;) {
    merged = false;
    outer: for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const a = rects[i]!;
        const b = rects[j]!;
        if (!rectsTouch(a, b)) continue;
        const x = Math.min(a.x, b.x);
        const y = Math.min(a.y, b.y);
        rects[i] = {
          x,
          y,
          width: Math.max(a.x + a.width, b.x + b.width) - x,
          height: Math.max(a.y + a.height, b.y + b.height) - y,
        };
        rects.splice(j, 1);
        merged = true;
        break outer;
      }
    }
  }
  return rects;
}
