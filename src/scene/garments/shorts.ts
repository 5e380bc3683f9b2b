/**
 * Shorts: a waistband over the hips that divides at the crotch into two legs. The front region
 * covers the front halves of both legs and the front of the waist; the back region the rest.
 * Each region's left half dresses one leg and its right half the other, meeting at the centre
 * seam above the crotch, as a real two-panel pattern does.
 */
import type * as THREE from 'three';
import type { RegionLayout } from '../../games/layout.ts';
import { BODY, legCentreX } from './body.ts';
import { gridGeometry, halfSection, lerp, smoothstep, type Vec3 } from './surface.ts';

/** The cut of one shorts model (Kitsmith's design for the spec's model numbers). */
export interface ShortsCut {
  /** Top of the waistband (metres). */
  waistY: number;
  /** Length from the waistband top to the hem at the outer side. */
  length: number;
  /** Leg opening radius at the hem. */
  hemRadius: number;
  /** Hip half-width and half-depth. */
  hip: readonly [number, number];
  /** Rise of the hem at the outer side (a split or curved hem), metres. */
  sideSplit: number;
}

/** Shorts models 0, 2, 3, 4, 6 of fifa and eafc (spec §4) and the basketball cut. */
export const SHORTS_CUTS: Readonly<Record<string, ShortsCut>> = {
  '0': { waistY: 1.04, length: 0.37, hemRadius: 0.1, hip: [0.178, 0.13], sideSplit: 0 },
  '2': { waistY: 1.04, length: 0.33, hemRadius: 0.092, hip: [0.172, 0.126], sideSplit: 0 },
  '3': { waistY: 1.05, length: 0.42, hemRadius: 0.108, hip: [0.182, 0.132], sideSplit: 0 },
  '4': { waistY: 1.04, length: 0.37, hemRadius: 0.112, hip: [0.18, 0.13], sideSplit: 0.035 },
  '6': { waistY: 1.03, length: 0.3, hemRadius: 0.09, hip: [0.17, 0.125], sideSplit: 0.02 },
  basketball: { waistY: 1.06, length: 0.55, hemRadius: 0.125, hip: [0.19, 0.14], sideSplit: 0.03 },
};

export function shortsCut(model: number | string, style = 0): ShortsCut {
  const cut = SHORTS_CUTS[String(model)] ?? SHORTS_CUTS['0']!;
  // Short style 1 is the split hem; other styles keep the model's own hem.
  return style === 1 ? { ...cut, sideSplit: Math.max(cut.sideSplit, 0.04) } : cut;
}

const LEG_SEAT = 0.095;
/** The legs flare a little toward the hem, beyond the cut's hem radius taper. */
export const SHORTS_LEG_FLARE = 1.08;
/** The waistband's elastic draws the hips in by this factor. */
export const SHORTS_WAIST_TAKE_IN = 0.88;
/** Depth of the elastic waistband (metres), sewn on at the top of the shorts. */
export const WAISTBAND_DEPTH = 0.038;

/**
 * Hip half-width and half-depth of the shorts at height y. The waistband keeps the elastic's
 * size down its depth, a little rounded; below its seam the cloth gathers out in a small step,
 * then falls to the hips.
 */
export function shortsHipAt(cut: ShortsCut, y: number): [number, number] {
  const d = cut.waistY - y;
  const roll = d < WAISTBAND_DEPTH ? 0.012 * Math.sin((Math.PI * Math.max(0, d)) / WAISTBAND_DEPTH) : 0;
  const step = smoothstep(WAISTBAND_DEPTH, WAISTBAND_DEPTH + 0.008, d);
  const fall = smoothstep(WAISTBAND_DEPTH + 0.008, 0.1, d);
  const band = SHORTS_WAIST_TAKE_IN + roll + (1 - SHORTS_WAIST_TAKE_IN) * (0.45 * step + 0.55 * fall);
  return [cut.hip[0] * band, cut.hip[1] * band];
}

function shortsPoint(cut: ShortsCut, front: boolean, c: number, v: number): Vec3 {
  const zSign = front ? 1 : -1;
  const outerness = Math.abs(c);
  const hemRise = cut.sideSplit * outerness ** 3;
  const y = cut.waistY - v * (cut.length - hemRise);
  const [ha, hb] = shortsHipAt(cut, cut.waistY - v * cut.length);
  const [hx, hz] = halfSection(ha, hb, c);
  const hipPoint: Vec3 = [hx, y, zSign * hz];
  const crotch = BODY.crotchY + 0.015;
  const w = smoothstep(crotch + 0.07, crotch - 0.01, y);
  if (w <= 0) return hipPoint;
  // A leg tube: c = -1 or 1 is its outer side, c = 0 its inner side; half the tube per panel.
  const side = c < 0 ? -1 : 1;
  const legY = Math.min(y, crotch);
  const centre = side * legCentreX(legY);
  const down = smoothstep(crotch, cut.waistY - cut.length, y);
  const r = lerp(LEG_SEAT, cut.hemRadius, down) * lerp(1, SHORTS_LEG_FLARE, smoothstep(0.35, 1, down));
  const angle = (1 - outerness) * Math.PI;
  const legPoint: Vec3 = [centre + side * r * Math.cos(angle), y, zSign * r * Math.sin(angle) * 0.92];
  return [lerp(hipPoint[0], legPoint[0], w), y, lerp(hipPoint[2], legPoint[2], w)];
}

/** How a shorts-like garment fills one panel: grid size, the body point and the canvas row. */
export interface LegPanelSpec {
  columns: number;
  rows: number;
  /** The point at lateral position c (-1 wearer's right side, 1 left) and v down the panel. */
  point(c: number, v: number): Vec3;
  /** Canvas row (area pixels) of grid row v. */
  row(v: number): number;
}

/**
 * One panel of a garment that divides into two legs (shorts, undershorts): two grids, because the
 * legs part at the crotch, each half its own surface; canvas x read from outside as on the shorts.
 */
export function legPanels(
  region: RegionLayout,
  texture: { width: number; height: number },
  front: boolean,
  spec: LegPanelSpec,
): THREE.BufferGeometry[] {
  const { x, w } = region.rect;
  return [0, 1].map((half) =>
    gridGeometry({
      columns: spec.columns,
      rows: spec.rows,
      textureWidth: texture.width,
      textureHeight: texture.height,
      flip: Boolean(region.flipX),
      point(u, v) {
        const fu = (half + u) / 2;
        let c = 2 * fu - 1;
        if (!front) c = -c;
        if (region.flipX) c = -c;
        return { position: spec.point(c, v), pixel: [x + fu * w, spec.row(v)] };
      },
    }),
  );
}

export function shortsPanel(
  region: RegionLayout,
  texture: { width: number; height: number },
  cut: ShortsCut,
  front: boolean,
): THREE.BufferGeometry[] {
  const { y, h } = region.rect;
  return legPanels(region, texture, front, {
    columns: 28,
    // Rows about 6 mm apart: the waistband's seam step is 8 mm deep.
    rows: 60,
    point: (c, v) => shortsPoint(cut, front, c, v),
    row: (v) => y + v * h,
  });
}
