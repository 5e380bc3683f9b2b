/**
 * Between the Texture view's screen and a texture's pixels: each area is drawn into a viewport
 * showing part of its texture (`uvRect`, v up), so a point of the view is a texel of that area and
 * back. Texels here are the layout's pixels at texture scale 1, y down (games/layout.ts).
 */
import type { AreaViewport } from '../../editor/textures.ts';
import type { AreaLayout } from '../../games/index.ts';

const WHOLE = [0, 0, 1, 1] as const;

/** The viewport under a point of the view (CSS px from its top-left), if any. */
export function viewportAt(views: readonly AreaViewport[], x: number, y: number): AreaViewport | undefined {
  return views.find((v) => x >= v.x && x < v.x + v.width && y >= v.y && y < v.y + v.height);
}

/** The texture coordinates (v up) under a point of the view. */
export function viewToUv(view: AreaViewport, x: number, y: number): [number, number] {
  const [u0, v0, du, dv] = view.uvRect ?? WHOLE;
  return [u0 + ((x - view.x) / view.width) * du, v0 + (1 - (y - view.y) / view.height) * dv];
}

/** The area pixel (scale 1, y down) under a point of the view. */
export function viewToTexel(view: AreaViewport, layout: AreaLayout, x: number, y: number): [number, number] {
  const [u, v] = viewToUv(view, x, y);
  return [u * layout.width, (1 - v) * layout.height];
}

/** Where an area pixel is drawn in the view. */
export function texelToView(
  view: AreaViewport,
  layout: AreaLayout,
  px: number,
  py: number,
): [number, number] {
  const [u0, v0, du, dv] = view.uvRect ?? WHOLE;
  const u = px / layout.width;
  const v = 1 - py / layout.height;
  return [view.x + ((u - u0) / du) * view.width, view.y + (1 - (v - v0) / dv) * view.height];
}
