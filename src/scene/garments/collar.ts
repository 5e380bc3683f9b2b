/**
 * The collar: a band sewn onto the neckline, textured from the collar strip of the shirt area.
 * The strip runs round the neck from the back centre, through the wearer's right, the front and
 * the left, back to the back centre; its top row is the collar's outer edge.
 */
import type * as THREE from 'three';
import type { RegionLayout } from '../../games/layout.ts';
import { necklineAround, type NeckShape } from './neckline.ts';
import { gridGeometry, lerp, type Vec3 } from './surface.ts';

interface BandStyle {
  /** Height of the standing part (metres). */
  stand: number;
  /** Lean of the stand toward the neck (metres at the top). */
  lean: number;
  /** Depth of a fold-down flap over the stand (0 = none). */
  flap: number;
  /** Gap of a front opening, in fractions of the way round (0 = closed). */
  opening: number;
}

const STYLES: Record<NeckShape, BandStyle> = {
  crew: { stand: 0.022, lean: 0.004, flap: 0, opening: 0 },
  v: { stand: 0.018, lean: 0.002, flap: 0, opening: 0 },
  wrap: { stand: 0.018, lean: 0.002, flap: 0, opening: 0 },
  // A ribbed standing band, a collar folding down over it, open at the placket.
  polo: { stand: 0.03, lean: 0.004, flap: 0.045, opening: 0.03 },
  henley: { stand: 0.02, lean: 0.004, flap: 0, opening: 0 },
  // A flat rib trim lying on the jersey around the scoop.
  scoop: { stand: 0.006, lean: -0.02, flap: 0, opening: 0 },
  scoop_v: { stand: 0.006, lean: -0.02, flap: 0, opening: 0 },
};

/** Horizontal unit vector from the neck axis out through a neckline point. */
function outward(p: Vec3): [number, number] {
  const l = Math.hypot(p[0], p[2]) || 1;
  return [p[0] / l, p[2] / l];
}

/**
 * The wrap's crossover: its left lapel runs on past the point, over the right one, for this
 * share of the strip (a fifth of the left lapel's length), standing this far off it.
 */
const WRAP_OVERLAP = 0.05;
const WRAP_LIFT = 0.0025;

/** The wrap's left lapel line carried on past its point (s below 0.5), straight. */
function crossoverBase(s: number): Vec3 {
  const tip = necklineAround('wrap', 0.5);
  const along = necklineAround('wrap', 0.5 + WRAP_OVERLAP);
  const k = (0.5 - s) / WRAP_OVERLAP;
  return [
    tip[0] + (tip[0] - along[0]) * k,
    tip[1] + (tip[1] - along[1]) * k,
    tip[2] + (tip[2] - along[2]) * k,
  ];
}

function bandPoint(shape: NeckShape, s: number, t: number, crossover = false): Vec3 {
  const style = STYLES[shape];
  const base = crossover ? crossoverBase(s) : necklineAround(shape, s);
  const [ox, oz] = outward(base);
  // The V's band lies on the chest rather than standing up.
  const standShare = style.flap > 0 ? 0.45 : 1;
  const ts = Math.min(1, t / standShare);
  const frontness = shape === 'v' || shape === 'wrap' ? Math.max(0, 1 - Math.abs(s - 0.5) * 4) : 0;
  const lift = style.stand * ts * (1 - 0.6 * frontness);
  const lean = style.lean * ts - 0.016 * ts * frontness;
  // Past the point the chest swells forward under the straight line: the lift grows with it.
  const out = crossover ? WRAP_LIFT + 0.0075 * Math.min(1, (2 * (0.5 - s)) / WRAP_OVERLAP) : 0;
  const stand: Vec3 = [base[0] - ox * lean, base[1] + lift, base[2] - oz * lean + out];
  if (t <= standShare) return stand;
  // The flap folds over the top of the stand and falls outward onto the shoulders.
  const tf = (t - standShare) / (1 - standShare);
  const spread = lerp(0.006, style.flap * 0.75, tf);
  const drop = style.flap * tf;
  return [stand[0] + ox * spread, stand[1] - drop + 0.004, stand[2] + oz * spread];
}

export function collarBand(
  region: RegionLayout,
  texture: { width: number; height: number },
  shape: NeckShape,
): THREE.BufferGeometry[] {
  const { x, y, w, h } = region.rect;
  const gap = STYLES[shape].opening / 2;
  // A front opening splits the band at the back centre too, where the strip's ends meet.
  const spans: [number, number][] =
    gap > 0
      ? [
          [0, 0.5 - gap],
          [0.5 + gap, 1],
        ]
      : [[0, 1]];
  const bands = spans.map(([s0, s1]) =>
    gridGeometry({
      columns: 96,
      rows: STYLES[shape].flap > 0 ? 10 : 4,
      textureWidth: texture.width,
      textureHeight: texture.height,
      wrap: gap === 0,
      point(u, v) {
        const s = lerp(s0, s1, u);
        const t = 1 - v;
        return { position: bandPoint(shape, s, t), pixel: [x + s * w, y + v * h] };
      },
    }),
  );
  if (shape !== 'wrap') return bands;
  // The crossover wears the strip just before the front centre, where the wrap's mask draws
  // the overlapping lapel.
  const crossover = gridGeometry({
    columns: 8,
    rows: 4,
    textureWidth: texture.width,
    textureHeight: texture.height,
    point(u, v) {
      const s = lerp(0.5 - WRAP_OVERLAP, 0.5, u);
      return { position: bandPoint(shape, s, 1 - v, true), pixel: [x + s * w, y + v * h] };
    },
  });
  return [...bands, crossover];
}
