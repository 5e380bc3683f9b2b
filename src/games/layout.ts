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
   * Sleeves only: region-space y (up positive) below which the sleeve is the long-sleeve part;
   * layers shown on "sleeves_short" only are drawn above it.
   */
  shortSleeveY?: number;
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
}

export interface GameLayout {
  game: string;
  areas: Readonly<Partial<Record<AreaId, AreaLayout>>>;
  /** Whether the game's material has roughness/metalness maps (pes and fm ignore shininess). */
  hasRoughness: boolean;
}

/** Texture scales of spec §9: 0.25 (512), 0.5 (1024), 1 (2048), 2 (4096). */
export const TEXTURE_SCALES = [0.25, 0.5, 1, 2] as const;
export type TextureScale = (typeof TEXTURE_SCALES)[number];

/** Roughness and normal maps are at half the albedo scale (spec §9). */
export const DETAIL_MAP_FACTOR = 0.5;

/** Neutral normal colour #7f7fff (spec §9): a flat surface. */
export const NEUTRAL_NORMAL = [0x7f, 0x7f, 0xff] as const;
