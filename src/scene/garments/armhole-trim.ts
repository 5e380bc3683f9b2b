/**
 * A jersey's arm-hole binding: a flat trim lying on the jersey round each arm opening, as the
 * neck trim lies round the neck (collar.ts), textured from the canvas strip the layout names for
 * that arm (`armholeTrims` of the collar region: NBA 2K's arm-hole trims). Plain jersey, not the
 * neck trim's rib: seen from the side, where the binding runs across the view, ribs 2 mm apart
 * fell under two pixels and drew a comb (collars.test.ts's streak share 0.031 with ribs, 0.018
 * plain, 0.010 without the trims; its bound is 0.024).
 *
 * The opening's edge is the body panels' own top edge beside the strap, front and back, read
 * from their outlines as the panels read it (shirt-body.ts), so the trim sits exactly on it. The
 * strip runs from the armpit up the front (its first half), over the shoulder (its middle) and
 * down the back to the armpit again (its second half); its top row is the trim's edge on the
 * jersey, its bottom row the opening's edge. The right arm's strip is the left's mirror image.
 */
import * as THREE from 'three';
import { regionFrame, type Rect, type RegionLayout } from '../../games/layout.ts';
import { outlineTop } from './outline.ts';
import { SHAPED_SHARE, shirtPoint, type ShirtCut } from './shirt-body.ts';
import { gridGeometry, lerp, smoothstep, type Vec3 } from './surface.ts';

/** The trim's width across the jersey and how far it stands off it (metres), as the neck trim's. */
const TRIM = { width: 0.02, lift: 0.0025 };
/** Share of the strip each side of the shoulder over which its inner side turns onto the seam. */
const CORNER = 0.16;
const COLUMNS = 96;

type V = [number, number, number];
const sub = (a: Vec3, b: Vec3): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): V => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const scale = (a: Vec3, k: number): V => [a[0] * k, a[1] * k, a[2] * k];
const lerpV = (a: Vec3, b: Vec3, k: number): V => [
  lerp(a[0], b[0], k),
  lerp(a[1], b[1], k),
  lerp(a[2], b[2], k),
];
const unit = (a: Vec3): V => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Where the body panels are and how they are cut: the trim follows their top edge. */
interface Panels {
  front: RegionLayout;
  back: RegionLayout;
  cut: ShirtCut;
}

/** The share of the panel height at which column c's top edge lies (its outline's top). */
function topShare(panels: Panels, front: boolean, c: number): number {
  const frame = regionFrame(front ? panels.front : panels.back);
  const { x, y, w, h } = frame.rect;
  // Canvas x runs to the viewer's right seen from outside: the wearer's left on the front.
  const u = ((front ? c : -c) + 1) / 2;
  const top = frame.shape ? outlineTop(frame.shape, x + u * w, y) : y;
  return (top - y) / h;
}

/**
 * The panel's surface at column c (-1 wearer's right side, 1 left side, as shirtPanel's columns
 * name it) and `share` of the panel height, never above the column's top edge.
 */
function panelPoint(panels: Panels, front: boolean, c: number, share: number): Vec3 {
  const top = topShare(panels, front, c);
  return shirtPoint(panels.cut, front, c, Math.max(share, top), top);
}

/** The opening's edge at loop position s (0 armpit, 0.5 shoulder, 1 armpit) for arm `side`. */
function edgeSpot(panels: Panels, side: 1 | -1, s: number): { front: boolean; c: number; share: number } {
  const sf = panels.cut.shoulderFraction;
  const front = s <= 0.5;
  const c = side * (front ? lerp(1, sf, s * 2) : lerp(sf, 1, s * 2 - 1));
  return { front, c, share: topShare(panels, front, c) };
}

function edgeAt(panels: Panels, side: 1 | -1, s: number): Vec3 {
  const { front, c, share } = edgeSpot(panels, side, s);
  return panelPoint(panels, front, c, share);
}

/** Step of the finite differences across the panel, in c and in share. */
const STEP = 0.004;
/** Further steps onto the panel where it rolls over the shoulder (one is enough on the torso). */
const NEAREST_STEPS = 2;

/** A spot on a panel: the side (front or back), column c and share of the panel height. */
interface Spot {
  front: boolean;
  c: number;
  share: number;
}

/** A spot's point, the panel's derivatives there (in c and in share) and its outward normal. */
interface Frame {
  p: Vec3;
  alongC: V;
  alongShare: V;
  normal: V;
}

/**
 * The panel's frame at a spot, its derivatives taken inward (toward the centre, down: the inside
 * of the panel, where a spot on its edge still has neighbours).
 */
function frameAt(panels: Panels, spot: Spot): Frame {
  const { front, c, share } = spot;
  const p = panelPoint(panels, front, c, share);
  const dc = -Math.sign(c || 1) * STEP;
  const alongC = scale(sub(panelPoint(panels, front, c + dc, share), p), 1 / dc);
  const alongShare = scale(sub(panelPoint(panels, front, c, share + STEP), p), 1 / STEP);
  // c runs to the wearer's left (+x), share down (-y): c x share faces -z, out of the back.
  const normal = unit(front ? cross(alongShare, alongC) : cross(alongC, alongShare));
  return { p, alongC, alongShare, normal };
}

const pointOf = (panels: Panels, spot: Spot): Vec3 => panelPoint(panels, spot.front, spot.c, spot.share);

/**
 * The spot of the frame's panel that lies `offset` (metres) from `from`, by the frame's
 * derivatives (least squares), held on the panel (a spot above its top edge is put on it).
 */
function stepOn(panels: Panels, frame: Frame, from: Spot, offset: Vec3): Spot {
  const { alongC: a, alongShare: b } = frame;
  const [aa, ab, bb] = [dot(a, a), dot(a, b), dot(b, b)];
  const [ra, rb] = [dot(a, offset), dot(b, offset)];
  const det = aa * bb - ab * ab || 1;
  const c = Math.max(-1, Math.min(1, from.c + (ra * bb - rb * ab) / det));
  const share = from.share + (aa * rb - ab * ra) / det;
  return { front: from.front, c, share: Math.max(share, topShare(panels, from.front, c)) };
}

/**
 * One column of the trim: its edge point, and its points `reach` metres into the jersey, on its
 * panel's own surface and lifted off it along the panel's normal.
 *
 * Why on the surface and square to the edge in 3D, not along a straight line "down the panel
 * column": beside the armhole the columns run down nearly along the edge, so down a column is
 * no way across it; the trim built on it left the curved panel and ran under it by up to 24 mm
 * near the shoulder (the jersey showed through it as a notch, a stair step along the strap), and
 * over the shoulder its front and back halves crossed (a fold whose underside showed, shaded as
 * lining: a dark patch). Near the shoulder the inner side turns onto the strap's seam, which both
 * panels share, so the halves meet there and never cross.
 */
function trimColumn(panels: Panels, side: 1 | -1, s: number, tangent: Vec3, seam: (reach: number) => Vec3) {
  const spot = edgeSpot(panels, side, s);
  const own = frameAt(panels, spot);
  const { p: edge, normal } = own;
  // Square to the edge in the panel's plane, into the panel (toward the centre and down).
  let across = unit(cross(normal, tangent));
  if (dot(across, sub(own.alongShare, scale(own.alongC, Math.sign(spot.c)))) < 0) across = scale(across, -1);
  const k = smoothstep(CORNER, 0, Math.abs(s - 0.5));
  // Where the panel rolls over the shoulder it curves within the trim's width.
  const rolled = spot.share < SHAPED_SHARE;
  const lifted = (p: Vec3): Vec3 => [
    p[0] + normal[0] * TRIM.lift,
    p[1] + normal[1] * TRIM.lift,
    p[2] + normal[2] * TRIM.lift,
  ];
  return {
    edge,
    normal,
    across,
    /** The point `reach` metres into the jersey, on the panel, lifted off it. */
    at(reach: number): Vec3 {
      if (reach === 0) return lifted(edge);
      const q = lerpV(
        [edge[0] + across[0] * reach, edge[1] + across[1] * reach, edge[2] + across[2] * reach],
        seam(reach),
        k,
      );
      let at = stepOn(panels, own, spot, sub(q, edge));
      // On a curve, a few more steps, each on the derivatives where the last one landed.
      for (let n = 0; rolled && n < NEAREST_STEPS; n++) {
        const frame = frameAt(panels, at);
        at = stepOn(panels, frame, at, sub(q, frame.p));
      }
      return lifted(pointOf(panels, at));
    },
  };
}

export function armholeTrim(
  panels: Panels,
  strip: Rect,
  texture: { width: number; height: number },
  side: 1 | -1,
): THREE.BufferGeometry {
  const sf = panels.cut.shoulderFraction;
  // The strap's seam toward the neck from the shoulder point, `reach` metres along it.
  const shoulder = panelPoint(panels, true, side * sf, 0);
  const perC = Math.hypot(...sub(panelPoint(panels, true, side * (sf - 0.02), 0), shoulder)) / 0.02;
  const seam = (reach: number) => panelPoint(panels, true, side * (sf - reach / perC), 0);
  const edges = Array.from({ length: COLUMNS }, (_, i) => edgeAt(panels, side, i / COLUMNS));
  const samples = Array.from({ length: COLUMNS + 1 }, (_, i) => {
    const tangent = unit(sub(edges[(i + 1) % COLUMNS]!, edges[(i + COLUMNS - 1) % COLUMNS]!));
    return trimColumn(panels, side, i / COLUMNS, tangent, seam);
  });
  // The grid's faces face (row step) x (column step): from the trim's inner side to its edge,
  // times along the loop. They must face the panel's outside, as its normal does.
  const [mid, next] = [samples[COLUMNS / 4]!, samples[COLUMNS / 4 + 1]!];
  const flip = dot(cross(sub(mid.edge, mid.at(TRIM.width)), sub(next.edge, mid.edge)), mid.normal) < 0;
  return gridGeometry({
    columns: COLUMNS,
    rows: 4,
    textureWidth: texture.width,
    textureHeight: texture.height,
    wrap: true,
    flip,
    point(u, v) {
      const position = samples[Math.round(u * COLUMNS)]!.at((1 - v) * TRIM.width);
      const across = side === 1 ? u : 1 - u;
      return { position, pixel: [strip.x + across * strip.w, strip.y + v * strip.h] };
    },
  });
}
