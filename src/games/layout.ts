/**
 * The shape every game's layout data follows: which texture areas a game has, their sizes, and
 * where each region (front, back, sleeves…) sits inside each area's texture.
 *
 * Coordinates are texture pixels at texture scale 1, origin at the TOP-LEFT of the image, y down
 * (the way a PNG of the texture reads). The compositor turns them into each region's own space.
 */
import type { AreaId, RegionName } from './regions.ts';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface RegionLayout {
  name: RegionName;
  /** Bounding rectangle: the region's pixel space is centred on it and has its size. */
  rect: Rect;
  /**
   * Optional outline (polygon, area pixels) when the panel is not its whole rectangle, e.g. a
   * front panel with neckline and armholes cut out. Texels outside it belong to no region.
   */
  shape?: readonly (readonly [number, number])[];
  /**
   * The texels painted for this region when the game's file paints more than the garment's
   * outline: this whole rectangle (area pixels; it contains `rect`), outline ignored. Region space
   * stays centred on `rect` and simply runs on into it, so a design continues across; the garment
   * still wears only the outline. FM26 paints its body rectangles whole, hem strips included
   * (src/games/fm/layout.ts). Omitted: the outline (or `rect`) is what is painted.
   */
  paint?: Rect;
  /**
   * True when the texture's x runs opposite to "right, seen from outside" for this panel (for
   * example an inside-out unwrap): region space is always seen from outside.
   */
  flipX?: boolean;
  /**
   * Quarter turns, clockwise, from the texture's up to the region's up (its shoulder, neck or
   * waist end): 0 upright, 1 up points to the texture's right, 2 stored upside down, 3 up points
   * left. EA's jersey stores the back upside down and the sleeves lying across (games/eafc). The
   * rectangle and the outline stay in texture pixels; region space (the compositor's, the
   * garments') is the rectangle turned back upright, so its size swaps on odd turns.
   */
  turn?: 0 | 1 | 2 | 3;
  /**
   * Sleeves only: region-space y (up positive) below which the sleeve is the long-sleeve part;
   * layers shown on "sleeves_short" only are drawn above it.
   */
  shortSleeveY?: number;
  /**
   * Sleeveless jerseys' collar only: the canvas rectangles the two arm-hole trims wear (the
   * wearer's left arm's first), each strip running round its arm opening as the collar strip
   * runs round the neck. They lie in the collar's `paint` rectangle, so the collar's layers paint
   * them. NBA 2K's jersey (games/basketball/layout.ts).
   */
  armholeTrims?: readonly [Rect, Rect];
}

/** The rectangle whose texels may belong to a region: its `paint` rectangle, else its `rect`. */
export function paintedRect(region: RegionLayout): Rect {
  return region.paint ?? region.rect;
}

export interface AreaLayout {
  area: AreaId;
  /** Texture size at scale 1 (spec §9). */
  width: number;
  height: number;
  regions: readonly RegionLayout[];
  /**
   * The canvas is the game's file rolled this many pixels to the right (canvas x = file x +
   * fileRollX, wrapping round): NBA 2K's jersey, whose back the file splits at its edges
   * (games/basketball/layout.ts). Exports roll it back (games/basketball/nba2k-file.ts); a game
   * texture laid over the canvas as a guide goes through the same pieces backwards. Omitted: 0.
   */
  fileRollX?: number;
}

export interface GameLayout {
  game: string;
  areas: Readonly<Partial<Record<AreaId, AreaLayout>>>;
  /** Whether the game's material has roughness/metalness maps (pes and fm ignore shininess). */
  hasRoughness: boolean;
  /** Where the player's name and numbers print on this game's shirt (./player-print.ts). */
  playerPrint: PlayerPrintLayout;
}

/**
 * One printed line (a number or the name) as shares of its body panel's upright rectangle, so
 * a size means the same on every texture: `height` is the ink's height (capitals, digits),
 * `depth` how far its centre sits below the panel's top edge (the collar end).
 */
export interface PrintSpot {
  height: number;
  depth: number;
}

/** Where a game's shirts carry the player's printing, measured on real kits of that game. */
export interface PlayerPrintLayout {
  backNumber: PrintSpot;
  /** The name at its default place, above the back number. */
  name: PrintSpot;
  /** The chest number, centred across the front panel. */
  frontNumber: PrintSpot;
}

/** Roughness and normal maps are at half the albedo scale (spec §9). */
export const DETAIL_MAP_FACTOR = 0.5;

/** A 2D affine map [a, b, c, d, e, f]: x' = a x + b y + c, y' = d x + e y + f. */
export type Affine = readonly [number, number, number, number, number, number];

/** The region's rectangle as region space sees it: same centre, sides swapped on odd turns. */
export function uprightRect(region: RegionLayout): Rect {
  const { x, y, w, h } = region.rect;
  if ((region.turn ?? 0) % 2 === 0) return region.rect;
  return { x: x + (w - h) / 2, y: y + (h - w) / 2, w: h, h: w };
}

/**
 * The map from the upright rectangle's pixels (y down) to the texture's pixels: the identity for
 * an upright region, a quarter-turn rotation about the rectangle's centre otherwise.
 */
export function uprightToArea(region: RegionLayout): Affine {
  const { x, y, w, h } = region.rect;
  const cx = x + w / 2;
  const cy = y + h / 2;
  switch (region.turn ?? 0) {
    case 1:
      return [0, -1, cx + cy, 1, 0, cy - cx];
    case 2:
      return [-1, 0, 2 * cx, 0, -1, 2 * cy];
    case 3:
      return [0, 1, cx - cy, -1, 0, cy + cx];
    default:
      return [1, 0, 0, 0, 1, 0];
  }
}

export function applyAffine(m: Affine, px: number, py: number): [number, number] {
  return [m[0] * px + m[1] * py + m[2], m[3] * px + m[4] * py + m[5]];
}

/** The inverse of `uprightToArea` (texture pixels to the upright rectangle's). */
export function areaToUpright(region: RegionLayout): Affine {
  const [a, b, c, d, e, f] = uprightToArea(region);
  // Rotations only: the inverse is the transpose.
  return [a, d, -(a * c + d * f), b, e, -(b * c + e * f)];
}

/**
 * A region as the garments and region-space code read it: its upright rectangle and outline, and
 * where an upright pixel lies in the texture. For an upright region this is the region itself.
 */
export interface RegionFrame {
  rect: Rect;
  shape?: readonly (readonly [number, number])[];
  pixel(px: number, py: number): [number, number];
}

export function regionFrame(region: RegionLayout): RegionFrame {
  if (!region.turn) return { rect: region.rect, shape: region.shape, pixel: (px, py) => [px, py] };
  const toArea = uprightToArea(region);
  const fromArea = areaToUpright(region);
  return {
    rect: uprightRect(region),
    ...(region.shape ? { shape: region.shape.map(([px, py]) => applyAffine(fromArea, px, py)) } : {}),
    pixel: (px, py) => applyAffine(toArea, px, py),
  };
}

/** A texture pixel (y down) in region space (origin at the centre, +y up, seen from outside). */
export function areaToRegionPoint(region: RegionLayout, px: number, py: number): [number, number] {
  const r = uprightRect(region);
  const [ux, uy] = applyAffine(areaToUpright(region), px, py);
  const local = ux - (r.x + r.w / 2);
  return [region.flipX ? -local : local, r.y + r.h / 2 - uy];
}

/** A region-space point (origin at the centre, +y up, seen from outside) in texture pixels. */
export function regionPointToArea(region: RegionLayout, qx: number, qy: number): [number, number] {
  const r = uprightRect(region);
  const ux = r.x + r.w / 2 + (region.flipX ? -qx : qx);
  const uy = r.y + r.h / 2 - qy;
  return applyAffine(uprightToArea(region), ux, uy);
}
