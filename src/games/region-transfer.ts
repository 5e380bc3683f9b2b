/**
 * The region-to-region transfer between two game layouts, one rule for every pair of games: each
 * region of the target layout is filled from the source layout's region of the same name,
 * wherever each game keeps it (PES and FM hold shorts and socks on the shirt's canvas, EA FC on
 * textures of their own). Regions carry the same names in every game (regions.ts), and a region
 * is the space designs are drawn in, so a region's picture laid over the other game's region of
 * that name, stretched to it, is that kit in the other game: a hoop at mid-height of one front
 * stays at mid-height of the other.
 *
 * Two users: the PES -> FM converter's GPU pass per region (src/tools/pes-to-fm.ts), and
 * "Convert to …" on a saved kit (src/editor/actions/convert.ts), which asks which games a kit can
 * go to. Pure data: no GL, no DOM.
 */
import type { AreaId, RegionName } from './regions.ts';
import type { GameLayout, RegionLayout } from './layout.ts';

/** A region as one layout holds it: the area whose texture it lies on, and its layout. */
export interface PlacedRegion {
  area: AreaId;
  region: RegionLayout;
}

/** One region's transfer: where the source game keeps it and where the target game does. */
export interface RegionPair {
  region: RegionName;
  from: PlacedRegion;
  to: PlacedRegion;
}

/**
 * The regions a kit must keep for a conversion to be the same kit: its body's front and back.
 * A target without them (a layout made of other regions) would wear none of the shirt.
 */
export const CONVERT_REQUIRED_REGIONS: readonly RegionName[] = ['front', 'back'];

function placedRegions(layout: GameLayout): PlacedRegion[] {
  return Object.values(layout.areas).flatMap((area) =>
    area ? area.regions.map((region) => ({ area: area.area, region })) : [],
  );
}

/**
 * Every region both layouts hold, in the target layout's order (areas, then regions). A region
 * only the source holds has nowhere to go (a football kit's sleeves on a sleeveless jersey); one
 * only the target holds keeps what the target paints there by itself.
 */
export function regionTransfers(from: GameLayout, to: GameLayout): RegionPair[] {
  const source = new Map(placedRegions(from).map((placed) => [placed.region.name, placed]));
  return placedRegions(to).flatMap((target) => {
    const found = source.get(target.region.name);
    return found ? [{ region: target.region.name, from: found, to: target }] : [];
  });
}

/** Whether a kit of the `from` layout can be converted to the `to` layout (see CONVERT_REQUIRED_REGIONS). */
export function canTransfer(from: GameLayout, to: GameLayout): boolean {
  const carried = new Set(regionTransfers(from, to).map((pair) => pair.region));
  return CONVERT_REQUIRED_REGIONS.every((region) => carried.has(region));
}

/**
 * The top edge of an outline whose sides drop straight to a flat bottom (the body panels): per
 * x its highest point, x ascending. Above it a shaped panel's texture holds no design.
 */
export function outlineTopEdge(shape: readonly (readonly [number, number])[]): [number, number][] {
  const top = new Map<number, number>();
  for (const [x, y] of shape) top.set(x, Math.min(y, top.get(x) ?? Infinity));
  return [...top.entries()].sort((a, b) => a[0] - b[0]);
}
