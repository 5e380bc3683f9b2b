/**
 * Which garments' stacks an area's texture carries. Most games give the shirt, shorts and socks a
 * texture each; pes and fm keep the whole kit on one canvas (their `shirt` area), with the shorts'
 * and the sock's regions beside the shirt's. There the shorts and socks stacks are drawn on the
 * shirt canvas, each confined to its own regions.
 */
import type { AreaLayout, GameLayout } from './layout.ts';
import type { AreaId, RegionName } from './regions.ts';

/** The regions each garment's stack draws on, wherever they sit. */
const GARMENT_REGIONS: Partial<Record<AreaId, readonly RegionName[]>> = {
  shorts: ['shorts_front', 'shorts_back'],
  socks: ['sock'],
};

const holds = (area: AreaLayout | undefined, garment: AreaId): boolean =>
  (GARMENT_REGIONS[garment] ?? []).some((name) => area?.regions.some((r) => r.name === name) === true);

/**
 * The garments drawn on `area`'s texture, its own first: on a single-canvas game the shirt area
 * also carries the shorts and socks, which then have no area of their own.
 */
export function garmentsOn(layout: GameLayout, area: AreaId): AreaId[] {
  if (area !== 'shirt') return [area];
  const guests = (['shorts', 'socks'] as const).filter(
    (garment) => !layout.areas[garment] && holds(layout.areas.shirt, garment),
  );
  return [area, ...guests];
}

/** The area layout whose texture holds `garment`: its own area, or the single canvas. */
export function canvasOf(layout: GameLayout, garment: AreaId): AreaLayout | undefined {
  return layout.areas[garment] ?? (holds(layout.areas.shirt, garment) ? layout.areas.shirt : undefined);
}
