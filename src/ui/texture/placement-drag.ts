/**
 * What a handle drag asks of the kit, in region space (pixels from the region's centre, +y up,
 * seen from outside: games/layout.ts `areaToRegionPoint`). Working there, not on screen, is what
 * keeps a drag on EA's turned back and sleeves going the way the pointer goes.
 */
import type { PlacementValues } from '../../editor/kit.ts';

export type HandleKind = 'move' | 'scale' | 'rotate';

export interface DragStart {
  handle: HandleKind;
  /** The pointer at pointer-down, region space. */
  from: readonly [number, number];
  /** The placed thing's centre at pointer-down, region space. */
  centre: readonly [number, number];
  values: PlacementValues;
}

/** Degrees in (-180, 180]. */
const wrap = (deg: number) => {
  const d = ((((deg + 180) % 360) + 360) % 360) - 180;
  return d === -180 ? 180 : d;
};

/** The placement fields for the pointer now at `to` (region space). */
export function dragValues(start: DragStart, to: readonly [number, number]): Partial<PlacementValues> {
  const { values, centre, from } = start;
  if (start.handle === 'move')
    return {
      position_x: Math.round(values.position_x + to[0] - from[0]),
      position: Math.round(values.position + to[1] - from[1]),
    };
  const a = [from[0] - centre[0], from[1] - centre[1]] as const;
  const b = [to[0] - centre[0], to[1] - centre[1]] as const;
  if (start.handle === 'scale') {
    const before = Math.hypot(a[0], a[1]);
    return before > 0 ? { size: Math.round((values.size * Math.hypot(b[0], b[1])) / before) } : {};
  }
  // atan2 turns counter-clockwise with +y up; the fields turn clockwise.
  const turned = ((Math.atan2(a[1], a[0]) - Math.atan2(b[1], b[0])) * 180) / Math.PI;
  return { rotation: Math.round(wrap(values.rotation + turned)) };
}

/** The box's corners in region space, clockwise from its top-left, turned as the shader turns it. */
export function boxCorners(
  centre: readonly [number, number],
  box: number,
  rotationDeg: number,
): [number, number][] {
  const t = (rotationDeg * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  const h = box / 2;
  return [
    [-h, h],
    [h, h],
    [h, -h],
    [-h, -h],
  ].map(([x, y]) => [centre[0] + c * x! + s * y!, centre[1] - s * x! + c * y!]);
}
