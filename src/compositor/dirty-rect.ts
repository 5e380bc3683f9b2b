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
import { REGION_IDS, type AreaLayout } from '../games/index.ts';
import { regionMask, type CommonLayer } from './layer-common.ts';

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
 * inside its rectangle rounded outwards (panel-map.ts), so the rounding here is the same.
 */
export function layerFootprint(layer: CommonLayer, layout: AreaLayout): AreaRect | null {
  const mask = drawnRegions(layer, layout);
  let rect: AreaRect | null = null;
  for (const region of layout.regions) {
    if ((mask & (1 << REGION_IDS[region.name])) === 0) continue;
    const { x, y, w, h } = region.rect;
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
