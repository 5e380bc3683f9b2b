/**
 * Where a placed layer sits on a texture: the region, centre, box and turn that its shader draws,
 * so the editor can outline it with handles and turn a pointer's move into the layer's own
 * fields. Read from the same geometry functions as the passes' uniforms (layers/logo.ts,
 * layers/custom_logo.ts): the outline cannot drift from the pixels.
 */
import { gameLayout, REGION_IDS, uprightRect, type AreaId, type RegionLayout } from '../games/index.ts';
import { areaLayers, type CompositorKit } from './kit-areas.ts';
import { regionMask, type CommonLayer } from './layer-common.ts';
import { customLogoGeometry, logoGeometry } from './images/logo-geometry.ts';

/** The layer kinds a player moves, scales and turns on the kit. */
export type PlacedKind = 'logo' | 'custom_logo';

export interface LayerPlacement {
  kind: PlacedKind;
  /** The region it is outlined in (the first it is drawn on, or the one asked for). */
  region: RegionLayout;
  /** Centre in region space: pixels from the region's centre, +y up, seen from outside. */
  centre: [number, number];
  /** Side of the square box, region pixels. */
  box: number;
  /** Degrees, clockwise as seen from outside. */
  rotation: number;
}

/** The kit's logos are drawn as layers named `<logo uuid>:<area>` (images/kit-logos.ts). */
export const kitLogoLayerId = (logoUuid: string, area: AreaId): string => `${logoUuid}:${area}`;

function regionById(game: string, area: AreaId, id: number): RegionLayout | undefined {
  return gameLayout(game).areas[area]?.regions.find((r) => REGION_IDS[r.name] === id);
}

/**
 * The placement of drawn layer `uuid` (a stack layer's uuid, or a kit logo's drawn id) on `area`,
 * or null when it is not a placed kind or not drawn there. `preferRegion` (a region id, e.g. the
 * one a click landed in) chooses among the regions a custom logo is drawn on.
 */
export function layerPlacement(
  kit: CompositorKit,
  game: string,
  area: AreaId,
  garments: readonly AreaId[],
  uuid: string,
  preferRegion?: number,
): LayerPlacement | null {
  const layer = areaLayers(kit, area, garments).find((l) => (l as { uuid?: string }).uuid === uuid) as
    (CommonLayer & { uuid: string }) | undefined;
  if (!layer) return null;
  if (layer.n === 'logo') {
    const g = logoGeometry(layer, area, game);
    const region = regionById(game, area, g.region);
    if (!region) return null;
    const { w, h } = uprightRect(region);
    return {
      kind: 'logo',
      region,
      centre: [(g.anchor[0] * w) / 2 + g.offset[0], (g.anchor[1] * h) / 2 + g.offset[1]],
      box: g.boxPx,
      rotation: g.rotation,
    };
  }
  if (layer.n === 'custom_logo') {
    const mask = regionMask(layer, area);
    const regions =
      gameLayout(game).areas[area]?.regions.filter((r) => mask & (1 << REGION_IDS[r.name])) ?? [];
    const region = regions.find((r) => REGION_IDS[r.name] === preferRegion) ?? regions[0];
    if (!region) return null;
    const g = customLogoGeometry(layer);
    return { kind: 'custom_logo', region, centre: g.offset, box: g.boxPx, rotation: g.rotation };
  }
  return null;
}
