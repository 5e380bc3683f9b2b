/**
 * Where a logo or a custom logo sits in its region: what the logo passes hand their shaders and
 * what the editor's on-kit handles outline, from one function each so the two cannot drift. No
 * shader imports here: the editor (and the headless editor the server tests drive) read it
 * without loading the compositor's passes.
 */
import { LAYER_FIELD_RANGES, LOGO_RANGES, rangeIn, type Game, type LogoSlot } from '../../kit/model/index.ts';
import { gameLayout, hasGameLayout, uprightRect } from '../../games/index.ts';
import { REGION_IDS } from '../../games/regions.ts';
import { logoSpot } from './logo-slots.ts';
import { readNumber, readString } from '../text/fields.ts';

/** Custom positioning replaces the slot's spot (see src/compositor/images/kit-logos.ts). */
function customAnchor(layer: object): number[] | undefined {
  const a = (layer as { customAnchor?: unknown }).customAnchor;
  return Array.isArray(a) && a.length === 2 && a.every((v) => typeof v === 'number' && Number.isFinite(v))
    ? [Math.min(2, Math.max(-2, a[0] as number)), Math.min(2, Math.max(-2, a[1] as number))]
    : undefined;
}

const slotOf = (layer: object) => readString(layer, 'placement', 'team');
const rangesOf = (slot: string) =>
  Object.hasOwn(LOGO_RANGES, slot) ? LOGO_RANGES[slot as LogoSlot] : LOGO_RANGES.sponsor;

/** The width of a region in the game's layout (region pixels at texture scale 1). */
function regionWidth(game: string, region: number): number | undefined {
  if (!hasGameLayout(game)) return undefined;
  for (const area of Object.values(gameLayout(game).areas))
    for (const r of area.regions) if (REGION_IDS[r.name] === region) return uprightRect(r).w;
  return undefined;
}

/**
 * Side of the square the logo is fitted into, region pixels at texture scale 1 (0 when no slot):
 * the slot's box (scaled to the game's region where the spot keeps its share, `refWidth`), or a
 * share of the region's width where the template sizes its brand logo.
 */
function logoBoxPx(layer: object, area: string, game: string): number {
  const slot = slotOf(layer);
  const size = readNumber(layer, 'size', rangeIn(rangesOf(slot).size, game as Game));
  const spot = logoSpot(area, slot);
  if (!spot) return 0;
  const share = (layer as { regionBox?: unknown }).regionBox;
  const width = typeof share === 'number' && share > 0 ? regionWidth(game, spot.region) : undefined;
  const slotWidth = spot.refWidth ? regionWidth(game, spot.region) : undefined;
  const box =
    width !== undefined
      ? (share as number) * width
      : slotWidth !== undefined
        ? (spot.boxPx * slotWidth) / spot.refWidth!
        : spot.boxPx;
  return (box * size) / 100;
}

/** Where a logo sits: what the shader draws and what the editor's handles outline (on-kit editing). */
export interface LogoGeometry {
  /** Region id the logo is drawn in; -1 when the area has no such slot. */
  region: number;
  /** The slot's spot (or the custom anchor), a fraction of the region's half size. */
  anchor: [number, number];
  /** Offset from the anchor, region pixels, +y up. */
  offset: [number, number];
  /** Side of the square box, region pixels at texture scale 1. */
  boxPx: number;
  /** Degrees, clockwise. */
  rotation: number;
}

export function logoGeometry(layer: object, area: string, game: string): LogoGeometry {
  const slot = slotOf(layer);
  const spot = logoSpot(area, slot);
  const ranges = rangesOf(slot);
  const anchor = customAnchor(layer) ?? (spot ? [...spot.anchor] : [0, 0]);
  return {
    region: spot?.region ?? -1,
    anchor: [anchor[0] ?? 0, anchor[1] ?? 0],
    offset: [
      readNumber(layer, 'position_x', rangeIn(ranges.position_x, game as Game)),
      readNumber(layer, 'position', rangeIn(ranges.position, game as Game)),
    ],
    boxPx: logoBoxPx(layer, area, game),
    rotation: readNumber(layer, 'rotation', ranges.rotation),
  };
}

/** Side of the box a custom logo fits in at size 100, region pixels: a chest-crest size. */
export const CUSTOM_LOGO_BOX_PX = 100;
/** Where a custom logo sits in each region it is drawn on (see LogoGeometry above). */
export function customLogoGeometry(layer: object): {
  offset: [number, number];
  boxPx: number;
  rotation: number;
} {
  const ranges = LAYER_FIELD_RANGES.custom_logo;
  return {
    offset: [
      readNumber(layer, 'position_x', ranges.position_x),
      readNumber(layer, 'position', ranges.position),
    ],
    boxPx: (CUSTOM_LOGO_BOX_PX * readNumber(layer, 'size', ranges.size)) / 100,
    rotation: readNumber(layer, 'rotation', ranges.rotation),
  };
}
