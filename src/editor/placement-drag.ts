/**
 * What a handle drag asks of the kit, in region space (pixels from the region's centre, +y up,
 * seen from outside: games/layout.ts `areaToRegionPoint`). Working there, not on screen, is what
 * keeps a drag on EA's turned back and sleeves going the way the pointer goes.
 */
import type { PlacementValues } from './kit.ts';

export type HandleKind = 'move' | 'scale' | 'rotate';

export interface DragStart {
  handle: HandleKind;
  /** The pointer at pointer-down, region space. */
  from: readonly [number, number];
  /** The placed thing's centre at pointer-down, region space. */
  centre: readonly [number, number];
  values: PlacementValues;
  /** Move fields per region pixel, across and up (LayerPlacement.perPx); 1 when left out. */
  perPx?: readonly [number, number];
  /** -1 where the spot mirrors the rotation field (LayerPlacement.turnSign). */
  turnSign?: 1 | -1;
}

/** Whole units for pixel fields; hundredths for fields finer than a pixel (a text's x/y). */
const unitRound = (value: number, perPx: number) =>
  Math.abs(perPx) === 1 ? Math.round(value) : Math.round(value * 100) / 100;

/** Degrees in (-180, 180]. */
const wrap = (deg: number) => {
  const d = ((((deg + 180) % 360) + 360) % 360) - 180;
  return d === -180 ? 180 : d;
};

/** The placement fields for the pointer now at `to` (region space). */
export function dragValues(start: DragStart, to: readonly [number, number]): Partial<PlacementValues> {
  const { values, centre, from } = start;
  if (start.handle === 'move') {
    const [px, py] = start.perPx ?? [1, 1];
    return {
      position_x: unitRound(values.position_x + (to[0] - from[0]) * px, px),
      position: unitRound(values.position + (to[1] - from[1]) * py, py),
    };
  }
  const a = [from[0] - centre[0], from[1] - centre[1]] as const;
  const b = [to[0] - centre[0], to[1] - centre[1]] as const;
  if (start.handle === 'scale') {
    const before = Math.hypot(a[0], a[1]);
    return before > 0 ? { size: Math.round((values.size * Math.hypot(b[0], b[1])) / before) } : {};
  }
  // atan2 turns counter-clockwise with +y up; the fields turn clockwise.
  const turned = ((Math.atan2(a[1], a[0]) - Math.atan2(b[1], b[0])) * 180) / Math.PI;
  return { rotation: Math.round(wrap(values.rotation + (start.turnSign ?? 1) * turned)) };
}

/** The box's corners in region space, clockwise from its top-left, turned as the shader turns it. */
export function boxCorners(
  centre: readonly [number, number],
  box: readonly [number, number],
  rotationDeg: number,
): [number, number][] {
  const t = (rotationDeg * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  const [w, h] = [box[0] / 2, box[1] / 2];
  return [
    [-w, h],
    [w, h],
    [w, -h],
    [-w, -h],
  ].map(([x, y]) => [centre[0] + c * x! + s * y!, centre[1] - s * x! + c * y!]);
}
