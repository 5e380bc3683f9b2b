/**
 * Socks: a tube over the calf from below the knee down into the boot. Both socks share the sock
 * region: the back seam sits on the region's left and right edges, the shin down its middle,
 * its top row is the sock's top.
 */
import type * as THREE from 'three';
import type { RegionLayout } from '../../games/layout.ts';
import { BODY, legCentreX } from './body.ts';
import { gridGeometry, lerp, profile } from './surface.ts';

/** Sock heights (spec §3 `socks` display setting): over the knee, the usual, rolled down. */
export const SOCK_HEIGHTS = { high: 0.56, regular: 0.49, low: 0.36 } as const;
export type SockHeight = keyof typeof SOCK_HEIGHTS;

/** Calf radius by height (metres): a footballer's calf over a shin pad. */
const CALF = [
  [0.07, 0.038],
  [0.14, 0.036],
  [0.24, 0.047],
  [0.34, 0.058],
  [0.42, 0.056],
  [0.5, 0.054],
  [0.58, 0.062],
] as const;

export function sockRadius(y: number): number {
  return profile(CALF, y);
}

export function sock(
  region: RegionLayout,
  texture: { width: number; height: number },
  side: 1 | -1,
  height: SockHeight,
): THREE.BufferGeometry {
  const { x, y, w, h } = region.rect;
  const top = SOCK_HEIGHTS[height];
  const bottom = BODY.ankleY - 0.02;
  return gridGeometry({
    columns: 40,
    rows: 28,
    textureWidth: texture.width,
    textureHeight: texture.height,
    wrap: true,
    flip: Boolean(region.flipX),
    point(u, v) {
      const yy = lerp(top, bottom, v);
      // u = 0.5 is the shin; seen from the front canvas x runs to the viewer's right.
      const theta = (u - 0.5) * 2 * Math.PI;
      // A rolled-top sock stands a little proud of the leg at its cuff.
      const r = sockRadius(yy) + 0.006 + 0.004 * Math.max(0, 1 - v * 12);
      const cx = side * legCentreX(yy);
      // The shin is a little forward of the leg's centre line, the calf behind.
      const shin = 0.012 * Math.cos(theta);
      return {
        position: [cx + r * Math.sin(theta), yy, r * Math.cos(theta) * 0.95 + shin],
        pixel: [x + u * w, y + v * h],
      };
    },
  });
}
