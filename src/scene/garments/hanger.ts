/**
 * A clothes hanger for showing the shirt without the mannequin: a wooden bar that follows the
 * shirt's shoulders just under the fabric, and a chrome wire hook rising from its middle through
 * the neck opening. Untextured: wood and metal are plain materials.
 */
import type * as THREE from 'three';
import { BODY } from './body.ts';
import { gridGeometry, lerp, smoothstep, type Vec3 } from './surface.ts';

const NO_PIXEL = [0, 0] as const;

/** The bar's half-length: the shoulder ends stop just inside the sleeve caps. */
const BAR_HALF = BODY.shoulderPoint.x - 0.012;
/** Height of the bar's top at its middle; the arms slope down to the shoulder points. */
const BAR_TOP = BODY.neckSideY - 0.022;
const BAR_END_TOP = BODY.shoulderPoint.y - 0.03;
/** The wire's radius (metres). */
const WIRE = 0.0032;

/** A closed tube along a path in the x-y plane (the hanger's plane): across it, x-y normal and z. */
function planarTube(
  path: (t: number) => [number, number],
  radius: (t: number) => [number, number],
  rows: number,
): THREE.BufferGeometry {
  const step = 1e-3;
  return gridGeometry({
    columns: 20,
    rows,
    textureWidth: 1,
    textureHeight: 1,
    wrap: true,
    autoOrient: true,
    point(u, v) {
      const [px, py] = path(v);
      const a = path(Math.max(0, v - step));
      const b = path(Math.min(1, v + step));
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      // The in-plane normal of the path: the tangent turned a quarter.
      const nx = -(b[1] - a[1]) / len;
      const ny = (b[0] - a[0]) / len;
      const [ry, rz] = radius(v);
      const theta = u * 2 * Math.PI;
      const position: Vec3 = [
        px + ry * Math.cos(theta) * nx,
        py + ry * Math.cos(theta) * ny,
        rz * Math.sin(theta),
      ];
      return { position, pixel: NO_PIXEL };
    },
  });
}

/** Top edge of the bar at x: level over the neck, sloping down with the shoulder seams. */
function barTop(x: number): number {
  const t = smoothstep(BODY.neckRadiusX * 0.6, BAR_HALF, Math.abs(x));
  return lerp(BAR_TOP, BAR_END_TOP, t);
}

/** The wooden bar: 2.2 cm tall, 1.4 cm thick, its ends rounded. */
function bar(): THREE.BufferGeometry {
  return planarTube(
    (t) => {
      const x = lerp(-BAR_HALF, BAR_HALF, t);
      return [x, barTop(x) - 0.011];
    },
    (t) => {
      // Round ends: the section shrinks over the last centimetre and a half at each end.
      const e = Math.abs(2 * t - 1);
      const end = e <= 0.93 ? 1 : Math.sqrt(Math.max(0.04, 1 - ((e - 0.93) / 0.07) ** 2));
      return [0.011 * end, 0.007 * end];
    },
    64,
  );
}

/** The hook: a straight stem out of the bar's middle, then an open curl over to one side. */
export const HOOK = { stemTop: BAR_TOP + 0.09, curlRadius: 0.032 } as const;

function hook(): THREE.BufferGeometry {
  const stemBottom = BAR_TOP - 0.008;
  const stemLength = HOOK.stemTop - stemBottom;
  const curlLength = Math.PI * 1.2 * HOOK.curlRadius;
  const total = stemLength + curlLength;
  return planarTube(
    (t) => {
      const s = t * total;
      if (s <= stemLength) return [0, stemBottom + s];
      // The curl starts going up and turns over toward the wearer's left, then down.
      const phi = (s - stemLength) / HOOK.curlRadius;
      return [
        HOOK.curlRadius - HOOK.curlRadius * Math.cos(phi),
        HOOK.stemTop + HOOK.curlRadius * Math.sin(phi),
      ];
    },
    (t) => {
      // A rounded tip at the curl's end.
      const tip = t > 0.97 ? Math.sqrt(Math.max(0.05, 1 - ((t - 0.97) / 0.03) ** 2)) : 1;
      return [WIRE * tip, WIRE * tip];
    },
    48,
  );
}

export interface HangerParts {
  wood: THREE.BufferGeometry;
  hook: THREE.BufferGeometry;
}

export function hanger(): HangerParts {
  return { wood: bar(), hook: hook() };
}
