/**
 * Where the kit sits in the picture (document 2 §4 "Preview dialog"): a drag moves it, the wheel
 * zooms, offsets snap to 0 within 20 px with the centre guide lines lit. Offsets are stored as a
 * share of the output's short side, so one position fits every resolution; the snap is measured
 * in the pixels the user drags on screen.
 */
import { OFFSET_LIMIT, ZOOM_MAX, type Layout, type Resolution } from './settings.ts';

export interface KitPosition {
  offset: number;
  offsetY: number;
  zoom: number;
}

/** Snap distance in screen pixels. */
export const SNAP_PX = 20;

/** Which centre guide lines are lit: vertical (x offset snapped) and horizontal (y snapped). */
export interface Guides {
  vertical: boolean;
  horizontal: boolean;
}

/** Dragging moves the kit only where there is room: not in 1920x1080 unless zoomed in. */
export function canDrag(resolution: Resolution, zoom: number): boolean {
  return resolution !== '1920x1080' || zoom > 1;
}

/** An offset in screen pixels, 0 when within the snap distance. */
export function snapPx(px: number): number {
  return Math.abs(px) <= SNAP_PX ? 0 : px;
}

function clampOffset(value: number): number {
  return Math.min(OFFSET_LIMIT, Math.max(-OFFSET_LIMIT, value));
}

/**
 * The position after dragging from `start` by (dx, dy) screen pixels on a preview whose short
 * side is `shortPx` pixels on screen; guides tell which axes snapped.
 */
export function dragPosition(
  start: KitPosition,
  dx: number,
  dy: number,
  shortPx: number,
): { position: KitPosition; guides: Guides } {
  const x = snapPx(start.offset * shortPx + dx);
  const y = snapPx(start.offsetY * shortPx + dy);
  return {
    position: { ...start, offset: clampOffset(x / shortPx), offsetY: clampOffset(y / shortPx) },
    guides: { vertical: x === 0, horizontal: y === 0 },
  };
}

/** The zoom after a wheel step: deltaY < 0 zooms in; never below 1 (document 2 §5), at most ZOOM_MAX. */
export function wheelZoom(zoom: number, deltaY: number): number {
  const next = zoom * Math.exp(-deltaY * 0.0015);
  return Math.min(ZOOM_MAX, Math.max(1, Number.isFinite(next) ? next : 1));
}

/**
 * The kit's square in output pixels: a square of the short side times the zoom, centred on the
 * picture's centre plus the offsets.
 */
export function kitSquare(
  width: number,
  height: number,
  position: KitPosition,
): { x: number; y: number; size: number } {
  const short = Math.min(width, height);
  const size = short * Math.max(1, position.zoom);
  return {
    x: width / 2 + position.offset * short - size / 2,
    y: height / 2 + position.offsetY * short - size / 2,
    size,
  };
}

/** A place for one kit in the picture, output pixels. */
interface KitPlace {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The places the kits fill: one, the kit's square; or, front and back, the two halves of the
 * picture scaled by the zoom round its centre plus the offsets (the pair moves as one).
 */
export function kitPlaces(width: number, height: number, position: KitPosition, layout: Layout): KitPlace[] {
  if (layout === 'single') {
    const { x, y, size } = kitSquare(width, height, position);
    return [{ x, y, width: size, height: size }];
  }
  const short = Math.min(width, height);
  const zoom = Math.max(1, position.zoom);
  const [w, h] = [width * zoom, height * zoom];
  const x = width / 2 + position.offset * short - w / 2;
  const y = height / 2 + position.offsetY * short - h / 2;
  return [
    { x, y, width: w / 2, height: h },
    { x: x + w / 2, y, width: w / 2, height: h },
  ];
}
