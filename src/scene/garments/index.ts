/**
 * The garments and mannequin of one game as plain three.js geometry, generated from the game's
 * texture layout: every textured part names the area whose textures it samples.
 */
import type * as THREE from 'three';
import type { AreaId, RegionName } from '../../games/regions.ts';
import type { AreaLayout, GameLayout, RegionLayout } from '../../games/layout.ts';
import { collarBand } from './collar.ts';
import { gameFit } from './fits.ts';
import { mannequin } from './mannequin.ts';
import { collarShape } from './neckline.ts';
import { shoulderLine } from './outline.ts';
import { shirtPanel } from './shirt-body.ts';
import { shortsCut, shortsPanel } from './shorts.ts';
import { sleeve } from './sleeve.ts';
import { sock, type SockHeight } from './socks.ts';

export type PartId =
  | 'shirt_front'
  | 'shirt_back'
  | 'sleeve_left'
  | 'sleeve_right'
  | 'collar'
  | 'shorts_front'
  | 'shorts_back'
  | 'sock_left'
  | 'sock_right'
  | 'skin'
  | 'boots';

/** What a part is dressed in: a texture area of the kit, or a plain mannequin material. */
export type PartSurface = AreaId | 'skin' | 'boots';

export interface KitPart {
  id: PartId;
  surface: PartSurface;
  geometry: THREE.BufferGeometry;
}

export interface GarmentOptions {
  /** The kit's collar value (index below the template's collar count). */
  collar: number;
  longSleeve: boolean;
  tuckedIn: boolean;
  /** Shorts model of fifa/eafc (0, 2, 3, 4, 6); other games use their own cut. */
  shortsModel: number;
  shortStyle: number;
  sockHeight: SockHeight;
}

export const DEFAULT_GARMENTS: GarmentOptions = {
  collar: 0,
  longSleeve: false,
  tuckedIn: false,
  shortsModel: 0,
  shortStyle: 0,
  sockHeight: 'regular',
};

interface Found {
  area: AreaLayout;
  region: RegionLayout;
}

/** Finds a region in whichever area holds it (pes and fm keep everything on one canvas). */
export function findRegion(layout: GameLayout, name: RegionName): Found | undefined {
  for (const area of Object.values(layout.areas)) {
    const region = area?.regions.find((r) => r.name === name);
    if (area && region) return { area, region };
  }
  return undefined;
}

/** Games whose shorts come in the numbered models of spec §4. */
export function hasShortsModels(game: string): boolean {
  return game === 'eafc' || game === 'fifa';
}

export function buildKitParts(layout: GameLayout, options: GarmentOptions = DEFAULT_GARMENTS): KitPart[] {
  const fit = gameFit(layout.game);
  const parts: KitPart[] = [];
  const add = (id: PartId, surface: PartSurface, geometry: THREE.BufferGeometry | THREE.BufferGeometry[]) => {
    for (const g of Array.isArray(geometry) ? geometry : [geometry]) parts.push({ id, surface, geometry: g });
  };
  // fifa and eafc have shorts models (spec §4); other games wear their own cut.
  const shortsFit = hasShortsModels(layout.game)
    ? shortsCut(options.shortsModel, options.shortStyle)
    : shortsCut(fit.shortsCut, options.shortStyle);
  const front = findRegion(layout, 'front');
  const back = findRegion(layout, 'back');
  const shape = fit.neck ?? collarShape(options.collar);
  if (front) {
    const line = shoulderLine(front.region.shape, front.region.rect);
    const cut = {
      ...line,
      collar: shape,
      sleeveless: fit.sleeveless,
      tuckedIn: options.tuckedIn,
      hemY: fit.hemY,
      shorts: shortsFit,
    };
    add('shirt_front', front.area.area, shirtPanel(front.region, front.area, cut, true));
    if (back) add('shirt_back', back.area.area, shirtPanel(back.region, back.area, cut, false));
  }
  if (!fit.sleeveless) {
    for (const [name, side] of [
      ['sleeve_left', 1],
      ['sleeve_right', -1],
    ] as const) {
      const found = findRegion(layout, name);
      if (found) add(name, found.area.area, sleeve(found.region, found.area, side, options.longSleeve));
    }
  }
  const collar = findRegion(layout, 'collar');
  if (collar) add('collar', collar.area.area, collarBand(collar.region, collar.area, shape));
  for (const [name, isFront] of [
    ['shorts_front', true],
    ['shorts_back', false],
  ] as const) {
    const found = findRegion(layout, name);
    if (found) add(name, found.area.area, shortsPanel(found.region, found.area, shortsFit, isFront));
  }
  const sockRegion = findRegion(layout, 'sock');
  if (sockRegion) {
    add('sock_left', sockRegion.area.area, sock(sockRegion.region, sockRegion.area, 1, options.sockHeight));
    add('sock_right', sockRegion.area.area, sock(sockRegion.region, sockRegion.area, -1, options.sockHeight));
  }
  const body = mannequin();
  add('skin', 'skin', body.skin);
  add('boots', 'boots', body.boots);
  return parts;
}

export { COLLAR_SHAPES, collarShape } from './neckline.ts';
export { SHORTS_CUTS } from './shorts.ts';
export { SOCK_HEIGHTS, type SockHeight } from './socks.ts';
export { BODY } from './body.ts';
