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
import { shirtPoint, type ShirtCut } from './shirt-body.ts';
import { gridGeometry, lerp, smoothstep, type Vec3 } from './surface.ts';

/** The trim's width across the jersey and how far it stands off it (metres), as the neck trim's. */
const TRIM = { width: 0.02, lift: 0.0025 };
/** Share of the strip each side of the shoulder over which the trim turns along the strap. */
const CORNER = 0.08;
const COLUMNS = 96;

type V = [number, number, number];
const sub = (a: Vec3, b: Vec3): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): V => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
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

/**
 * A point of a panel column at `below` (share of the panel height) under its top edge: c is the
 * wearer's lateral position (-1 right side, 1 left side), as shirtPanel's columns name it.
 */
function panelPoint(panels: Panels, front: boolean, c: number, below: number): Vec3 {
  const frame = regionFrame(front ? panels.front : panels.back);
  const { x, y, w, h } = frame.rect;
  // Canvas x runs to the viewer's right seen from outside: the wearer's left on the front.
  const u = ((front ? c : -c) + 1) / 2;
  const top = frame.shape ? outlineTop(frame.shape, x + u * w, y) : y;
  const share = (top - y) / h;
  return shirtPoint(panels.cut, front, c, share + below, share);
}

/** The opening's edge at loop position s (0 armpit, 0.5 shoulder, 1 armpit) for arm `side`. */
function edgeAt(panels: Panels, side: 1 | -1, s: number, below = 0): Vec3 {
  const sf = panels.cut.shoulderFraction;
  const front = s <= 0.5;
  const a = front ? lerp(1, sf, s * 2) : lerp(sf, 1, s * 2 - 1);
  return panelPoint(panels, front, side * a, below);
}

export function armholeTrim(
  panels: Panels,
  strip: Rect,
  texture: { width: number; height: number },
  side: 1 | -1,
): THREE.BufferGeometry {
  const sf = panels.cut.shoulderFraction;
  // Along the strap toward the neck, where the front and back edges meet at the shoulder.
  const shoulder = panelPoint(panels, true, side * sf, 0);
  const strap = unit(sub(panelPoint(panels, true, side * (sf - 0.02), 0), shoulder));
  const samples = Array.from({ length: COLUMNS + 1 }, (_, i) => {
    const s = i / COLUMNS;
    const edge = edgeAt(panels, side, s);
    const ds = 0.5 / COLUMNS;
    const tangent = unit(sub(edgeAt(panels, side, (s + ds) % 1), edgeAt(panels, side, (s - ds + 1) % 1)));
    // Onto the jersey down its panel column, turning along the strap near the shoulder so the
    // front and back halves meet there without a fold.
    const down = unit(sub(edgeAt(panels, side, s, 0.01), edge));
    const k = smoothstep(CORNER, 0, Math.abs(s - 0.5));
    let into: Vec3 = unit([
      lerp(down[0], strap[0], k),
      lerp(down[1], strap[1], k),
      lerp(down[2], strap[2], k),
    ]);
    const d = dot(into, tangent);
    into = unit([into[0] - d * tangent[0], into[1] - d * tangent[1], into[2] - d * tangent[2]]);
    // Off the jersey, away from inside the chest.
    let normal = unit(cross(tangent, into));
    if (dot(normal, sub(edge, [0, 1.3, 0])) < 0) normal = [-normal[0], -normal[1], -normal[2]];
    return { edge, into, normal };
  });
  // The grid's faces face (row step) x (column step) = -into x tangent = tangent x into.
  const mid = samples[COLUMNS / 4]!;
  const flip = dot(cross(sub(edgeAt(panels, side, 0.26), mid.edge), mid.into), mid.normal) < 0;
  return gridGeometry({
    columns: COLUMNS,
    rows: 4,
    textureWidth: texture.width,
    textureHeight: texture.height,
    wrap: true,
    flip,
    point(u, v) {
      const { edge, into, normal } = samples[Math.round(u * COLUMNS)]!;
      const reach = (1 - v) * TRIM.width;
      const position: Vec3 = [
        edge[0] + into[0] * reach + normal[0] * TRIM.lift,
        edge[1] + into[1] * reach + normal[1] * TRIM.lift,
        edge[2] + into[2] * reach + normal[2] * TRIM.lift,
      ];
      const across = side === 1 ? u : 1 - u;
      return { position, pixel: [strip.x + across * strip.w, strip.y + v * strip.h] };
    },
  });
}
