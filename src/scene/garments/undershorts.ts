/**
 * Undershorts: tight compression shorts worn under the shorts, their legs a few centimetres longer
 * than the shorts' hem so they show on the thigh. Cut like the shorts (a seat over the hips that
 * divides into two legs, front and back panels of two halves each) but hugging the body.
 *
 * Their fabric is the lowest band of the shorts' own panels, column for column: undershorts match
 * the shorts' hem, as footballers wear them.
 */
import type * as THREE from 'three';
import type { RegionLayout } from '../../games/layout.ts';
import { BODY, legCentreX } from './body.ts';
import { thighRadius } from './mannequin.ts';
import { legPanels, shortsHipAt, type ShortsCut } from './shorts.ts';
import { halfSection, lerp, smoothstep, type Vec3 } from './surface.ts';

/** How much longer than the shorts' hem the legs reach (metres). */
export const UNDERSHORTS_EXTRA_LENGTH = 0.05;
/** Share of the shorts panel height the undershorts sample: just above the hem's very edge. */
const HEM_BAND = [0.9, 0.98] as const;
/** The seat lies this far inside the shorts' hips (metres): a thin layer under them. */
const SEAT_INSET = 0.004;

/** Top of the undershorts (below the shorts' waistband) and their hem, for a shorts cut. */
export function undershortsSpan(cut: ShortsCut): { top: number; hem: number } {
  return { top: cut.waistY - 0.05, hem: cut.waistY - cut.length - UNDERSHORTS_EXTRA_LENGTH };
}

function undershortsPoint(cut: ShortsCut, front: boolean, c: number, v: number): Vec3 {
  const zSign = front ? 1 : -1;
  const { top, hem } = undershortsSpan(cut);
  const y = lerp(top, hem, v);
  const [ha, hb] = shortsHipAt(cut, y);
  const [hx, hz] = halfSection(ha - SEAT_INSET, hb - SEAT_INSET, c);
  const crotch = BODY.crotchY + 0.015;
  const w = smoothstep(crotch + 0.07, crotch - 0.01, y);
  if (w <= 0) return [hx, y, zSign * hz];
  // A leg tube over the thigh; c = -1 or 1 its outer side, c = 0 its inner side.
  const side = c < 0 ? -1 : 1;
  const centre = side * legCentreX(Math.min(y, crotch));
  // Compression fabric: the thigh plus a few millimetres, a touch more at the hem's elastic.
  const r = thighRadius(Math.min(y, crotch)) + 0.006 + 0.002 * smoothstep(hem + 0.02, hem, y);
  const angle = (1 - Math.abs(c)) * Math.PI;
  const leg: Vec3 = [centre + side * r * Math.cos(angle), y, zSign * r * Math.sin(angle)];
  return [lerp(hx, leg[0], w), y, lerp(zSign * hz, leg[2], w)];
}

export function undershortsPanel(
  region: RegionLayout,
  texture: { width: number; height: number },
  cut: ShortsCut,
  front: boolean,
): THREE.BufferGeometry[] {
  const { y, h } = region.rect;
  return legPanels(region, texture, front, {
    columns: 24,
    rows: 32,
    point: (c, v) => undershortsPoint(cut, front, c, v),
    row: (v) => y + lerp(HEM_BAND[0], HEM_BAND[1], v) * h,
  });
}
