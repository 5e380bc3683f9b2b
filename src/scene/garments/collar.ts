/**
 * The collar: a band sewn onto the neckline, textured from the collar strip of the shirt area.
 * The strip runs round the neck from the back centre, through the wearer's right, the front and
 * the left, back to the back centre; its top row is the collar's outer edge.
 */
import * as THREE from 'three';
import type { RegionLayout } from '../../games/layout.ts';
import { necklineAround, type NeckShape } from './neckline.ts';
import { SHAPED_SHARE, shirtPoint, type ShirtCut } from './shirt-body.ts';
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

/** A jersey's flat trim: its width across the jersey and how far it stands off the jersey's facets. */
const TRIM = { width: 0.02, lift: 0.0022 };

/** The neckline point at s as the shirt panels name it: which panel, and its lateral position. */
function panelAt(s: number): { front: boolean; q: number } {
  const t = ((s % 1) + 1) % 1;
  if (t <= 0.25) return { front: false, q: -t * 4 };
  if (t <= 0.75) return { front: true, q: (t - 0.5) * 4 };
  return { front: false, q: (1 - t) * 4 };
}

/**
 * A jersey's trim, lying on the jersey: `t` runs from the neckline (0) to the trim's outer edge.
 * At the front and back the jersey falls steeply from its neckline (a deep scoop lies on the
 * chest), and a trim standing out level from the neckline there was a shelf seen edge-on: a
 * thin light line at the bottom of the neck from the front. So toward the front and back centres
 * the trim follows the jersey's own surface down its panel column, a couple of millimetres off
 * it; on the shoulders, where the jersey is nearly level, it lies out across them.
 */
function trimPoints(shape: NeckShape, cut: ShirtCut): (s: number, t: number) => Vec3 {
  const columns = new Map<number, Vec3[]>();
  // Points down the panel column from the neckline at 1 mm steps, far enough for the trim.
  const column = (s: number): Vec3[] => {
    let walk = columns.get(s);
    if (walk) return walk;
    const { front, q } = panelAt(s);
    const c = q * cut.neckFraction;
    const at = (tt: number) => shirtPoint(cut, front, c, tt * SHAPED_SHARE, 0);
    walk = [at(0)];
    let tt = 0;
    let step = 0.002;
    while (walk.length <= Math.ceil(TRIM.width / 0.001) && tt < 1) {
      const last = walk[walk.length - 1]!;
      const next = at(Math.min(1, tt + step));
      const d = Math.hypot(next[0] - last[0], next[1] - last[1], next[2] - last[2]);
      if (d > 0.0011) {
        step /= 2;
        continue;
      }
      tt = Math.min(1, tt + step);
      if (d >= 0.0009) walk.push(next);
      else step *= 1.5;
    }
    columns.set(s, walk);
    return walk;
  };
  return (s, t) => {
    const { q } = panelAt(s);
    const walk = column(s);
    const reach = (t * TRIM.width) / 0.001;
    const k = Math.min(walk.length - 2, Math.floor(reach));
    const f = Math.min(1, reach - k);
    const a = walk[k]!;
    const b = walk[k + 1]!;
    const on: Vec3 = [lerp(a[0], b[0], f), lerp(a[1], b[1], f), lerp(a[2], b[2], f)];
    // Off the jersey along its normal in the plane of the column: the column's direction
    // (outward o, up) turned a quarter.
    const end = walk[walk.length - 1]!;
    const base = walk[0]!;
    const [ox, oz] = outward(base);
    const dx = end[0] - base[0];
    const dy = end[1] - base[1];
    const dz = end[2] - base[2];
    const along = dx * ox + dz * oz;
    const l = Math.hypot(along, dy) || 1;
    const lift: Vec3 = [(-dy / l) * ox, along / l, (-dy / l) * oz];
    const follow: Vec3 = [
      on[0] + lift[0] * TRIM.lift,
      on[1] + lift[1] * TRIM.lift,
      on[2] + lift[2] * TRIM.lift,
    ];
    const level = bandPoint(shape, s, t);
    const w = Math.cos((q * Math.PI) / 2) ** 2;
    return [lerp(level[0], follow[0], w), lerp(level[1], follow[1], w), lerp(level[2], follow[2], w)];
  };
}

/**
 * The collar band round the neckline, or a jersey's flat trim (its `cut` lets the trim lie on
 * the jersey; without one it stands level out from the neckline).
 */
export function collarBand(
  region: RegionLayout,
  texture: { width: number; height: number },
  shape: NeckShape,
  cut?: ShirtCut,
): THREE.BufferGeometry[] {
  const trim = cut && (shape === 'scoop' || shape === 'scoop_v') ? trimPoints(shape, cut) : null;
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
        return { position: trim ? trim(s, t) : bandPoint(shape, s, t), pixel: [x + s * w, y + v * h] };
      },
    }),
  );
  for (const band of bands) addRibs(band, region, texture, shape);
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
  addRibs(crossover, region, texture, shape);
  return [...bands, crossover];
}

/** Width of one rib (a wale and its groove) of the knitted collar, metres. */
const RIB_WIDTH = 0.002;

/**
 * Gives a band its rib coordinate (`kitFace` x: the position round the neckline, in ribs, for
 * the kit material's knit): a whole number of ribs round the neckline, so they meet at the back.
 */
function addRibs(
  band: THREE.BufferGeometry,
  region: RegionLayout,
  texture: { width: number; height: number },
  shape: NeckShape,
): void {
  let length = 0;
  for (let k = 0; k < 96; k++) {
    const a = necklineAround(shape, k / 96);
    const b = necklineAround(shape, (k + 1) / 96);
    length += Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
  }
  const ribs = Math.round(length / RIB_WIDTH);
  const uv = band.getAttribute('uv') as THREE.BufferAttribute;
  const face = new Float32Array(uv.count * 2);
  const { x, w } = region.rect;
  for (let k = 0; k < uv.count; k++) face[k * 2] = ((uv.getX(k) * texture.width - x) / w) * ribs;
  band.setAttribute('kitFace', new THREE.BufferAttribute(face, 2));
}
