/**
 * Zoom and pan of the Texture tab, as plain numbers: one transform (scale about the canvas's
 * top-left, then a shift in CSS pixels) applied to the whole layout of areas, and what each
 * area then shows: the part of its box still on the canvas and the matching part of its texture.
 */
import type { AreaViewport } from '../../editor/textures.ts';

export interface TextureZoom {
  /** 1 = the areas fit the view. */
  scale: number;
  /** Shift of the scaled layout, CSS pixels. */
  x: number;
  y: number;
}

export const FIT: TextureZoom = { scale: 1, x: 0, y: 0 };
/** Past 1:1 the view goes on to about a dozen screen pixels per texel of a 4096 shirt. */
export const ZOOM_MAX = 64;
/** Zoom factor of the + and - buttons, and of one wheel notch. */
export const BUTTON_STEP = 2;
export const WHEEL_STEP = 1.25;

/** Keeps the scale in 1..ZOOM_MAX and the scaled layout covering the view (no empty margins). */
export function clampZoom(zoom: TextureZoom, width: number, height: number): TextureZoom {
  const scale = Math.min(ZOOM_MAX, Math.max(1, Number.isFinite(zoom.scale) ? zoom.scale : 1));
  const clamp = (v: number, extent: number) => Math.min(0, Math.max(extent - extent * scale, v || 0));
  return { scale, x: clamp(zoom.x, width), y: clamp(zoom.y, height) };
}

/** Zooms by `factor` keeping the view point (px, py) over the same texture point. */
export function zoomAt(
  zoom: TextureZoom,
  factor: number,
  px: number,
  py: number,
  width: number,
  height: number,
): TextureZoom {
  const scale = Math.min(ZOOM_MAX, Math.max(1, zoom.scale * factor));
  const k = scale / zoom.scale;
  return clampZoom({ scale, x: px - (px - zoom.x) * k, y: py - (py - zoom.y) * k }, width, height);
}

export function panBy(zoom: TextureZoom, dx: number, dy: number, width: number, height: number): TextureZoom {
  return clampZoom({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, width, height);
}

/**
 * The viewports to draw: each area's box under the transform, cut to the view, with the part
 * of the texture that lands there. Areas wholly off the view are left out.
 */
export function zoomedViewports(
  boxes: readonly AreaViewport[],
  zoom: TextureZoom,
  width: number,
  height: number,
): AreaViewport[] {
  return boxes.flatMap((box) => {
    const tx = box.x * zoom.scale + zoom.x;
    const ty = box.y * zoom.scale + zoom.y;
    const tw = box.width * zoom.scale;
    const th = box.height * zoom.scale;
    // Whole pixels on screen; the texture rectangle is taken from those, so nothing stretches.
    const x0 = Math.max(0, Math.round(tx));
    const y0 = Math.max(0, Math.round(ty));
    const x1 = Math.min(width, Math.round(tx + tw));
    const y1 = Math.min(height, Math.round(ty + th));
    if (x1 <= x0 || y1 <= y0 || tw <= 0 || th <= 0) return [];
    const u0 = (x0 - tx) / tw;
    const u1 = (x1 - tx) / tw;
    // Texture v runs up, screen y down.
    const vTop = 1 - (y0 - ty) / th;
    const vBottom = 1 - (y1 - ty) / th;
    return [
      {
        area: box.area,
        x: x0,
        y: y0,
        width: x1 - x0,
        height: y1 - y0,
        uvRect: [u0, vBottom, u1 - u0, vTop - vBottom] as const,
      },
    ];
  });
}
