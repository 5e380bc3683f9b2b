/**
 * The garments and mannequin of one game as plain three.js geometry, generated from the game's
 * texture layout: every textured part names the area whose textures it samples.
 */
import type * as THREE from 'three';
import type { AreaId, RegionName } from '../../games/regions.ts';
import { regionFrame, type AreaLayout, type GameLayout, type RegionLayout } from '../../games/layout.ts';
import { armband } from './armband.ts';
import { armholeTrim } from './armhole-trim.ts';
import { placketButtons } from './buttons.ts';
import { collarBand } from './collar.ts';
import { gameFit } from './fits.ts';
import { hanger } from './hanger.ts';
import { mannequin } from './mannequin.ts';
import { neckWarmer } from './neck-warmer.ts';
import { collarShape, jerseyNeck } from './neckline.ts';
import { shoulderLine } from './outline.ts';
import { shirtPanel } from './shirt-body.ts';
import { shortsCut, shortsPanel, type ShortsCut } from './shorts.ts';
import { placket } from './placket.ts';
import { sleeve } from './sleeve.ts';
import { sock, type SockHeight } from './socks.ts';
import { undershirtNeck, undershirtSleeve } from './undershirt.ts';
import { undershortsPanel } from './undershorts.ts';

export type PartId =
  | 'shirt_front'
  | 'shirt_back'
  | 'sleeve_left'
  | 'sleeve_right'
  | 'collar'
  | 'armhole_trim'
  | 'buttons'
  | 'shorts_front'
  | 'shorts_back'
  | 'sock_left'
  | 'sock_right'
  | 'skin'
  | 'boots'
  | ExtraGarment
  | 'hanger_hook';

/**
 * Garments the display settings add (spec §3): undershirt, neck warmer (`underneck`),
 * undershorts, captain's armband (`c`) and the hanger shown instead of the mannequin.
 */
export const EXTRA_GARMENTS = ['undershirt', 'neckwarmer', 'undershorts', 'armband', 'hanger'] as const;
export type ExtraGarment = (typeof EXTRA_GARMENTS)[number];

/** What a part is dressed in: a texture area of the kit, or a plain material (mannequin, hanger). */
export type PartSurface = AreaId | 'skin' | 'boots' | 'wood' | 'metal';

/**
 * What a kit-textured part shows besides plain jersey: a collar's knitted rib, or buttons (the
 * part's `kitFace` attribute says where on the rib or button each vertex lies).
 */
export type PartDetail = 'rib' | 'button';

export interface KitPart {
  id: PartId;
  surface: PartSurface;
  geometry: THREE.BufferGeometry;
  detail?: PartDetail;
}

export interface GarmentOptions {
  /** The kit's collar value (index below the template's collar count). */
  collar: number;
  /** The template's collar shapes, one per collar value (catalogue `collar_shapes`). */
  collarShapes?: readonly string[];
  longSleeve: boolean;
  tuckedIn: boolean;
  /** Shorts model of fifa/eafc (0, 2, 3, 4, 6); other games use their own cut. */
  shortsModel: number;
  shortStyle: number;
  sockHeight: SockHeight;
  /** Extra garments to generate; the viewer shows or hides them by the display settings. */
  extras?: readonly ExtraGarment[];
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
  const add = (
    id: PartId,
    surface: PartSurface,
    geometry: THREE.BufferGeometry | THREE.BufferGeometry[],
    detail?: PartDetail,
  ) => {
    for (const g of Array.isArray(geometry) ? geometry : [geometry])
      parts.push({ id, surface, geometry: g, ...(detail ? { detail } : {}) });
  };
  // fifa and eafc have shorts models (spec §4); other games wear their own cut.
  const shortsFit = hasShortsModels(layout.game)
    ? shortsCut(options.shortsModel, options.shortStyle)
    : shortsCut(fit.shortsCut, options.shortStyle);
  const front = findRegion(layout, 'front');
  const back = findRegion(layout, 'back');
  const template = collarShape(options.collar, options.collarShapes);
  // A jersey keeps its wide neck; only a template's own V shapes cut it to a V.
  const shape = fit.neck ? (options.collarShapes ? jerseyNeck(template) : fit.neck) : template;
  const collar = findRegion(layout, 'collar');
  const cut = front && {
    ...shoulderLine(regionFrame(front.region).shape, regionFrame(front.region).rect),
    collar: shape,
    sleeveless: fit.sleeveless,
    tuckedIn: options.tuckedIn,
    hemY: fit.hemY,
    shorts: shortsFit,
  };
  if (front && cut) {
    add('shirt_front', front.area.area, shirtPanel(front.region, front.area, cut, true));
    if (back) add('shirt_back', back.area.area, shirtPanel(back.region, back.area, cut, false));
    if (collar && (shape === 'polo' || shape === 'henley')) {
      add('collar', collar.area.area, placket(collar.region, collar.area, cut, shape));
      add('buttons', collar.area.area, placketButtons(collar.region, collar.area, cut, shape), 'button');
    }
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
  if (collar)
    add('collar', collar.area.area, collarBand(collar.region, collar.area, shape, cut || undefined), 'rib');
  // A jersey whose layout names arm-hole trims wears them round its arm openings.
  const trims = collar?.region.armholeTrims;
  if (collar && trims && fit.sleeveless && front && back && cut) {
    const panels = { front: front.region, back: back.region, cut };
    add('armhole_trim', collar.area.area, armholeTrim(panels, trims[0], collar.area, 1));
    add('armhole_trim', collar.area.area, armholeTrim(panels, trims[1], collar.area, -1));
  }
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
  for (const extra of options.extras ?? []) addExtra(layout, extra, shortsFit, options.longSleeve, add);
  return fitted(layout, parts);
}

/** The game's build (broader or taller players) applied to freshly made parts. */
function fitted(layout: GameLayout, parts: KitPart[]): KitPart[] {
  const [across, up] = gameFit(layout.game).build;
  if (across !== 1 || up !== 1) for (const part of parts) part.geometry.scale(across, up, across);
  return parts;
}

/**
 * Only the extra garments of `options.extras`, fitted as `buildKitParts` fits them: the viewer
 * builds the player without the hidden extras first and adds these after its first frame.
 */
export function buildExtraParts(layout: GameLayout, options: GarmentOptions): KitPart[] {
  const fit = gameFit(layout.game);
  const parts: KitPart[] = [];
  const add = (id: PartId, surface: PartSurface, geometry: THREE.BufferGeometry | THREE.BufferGeometry[]) => {
    for (const g of Array.isArray(geometry) ? geometry : [geometry]) parts.push({ id, surface, geometry: g });
  };
  const shortsFit = hasShortsModels(layout.game)
    ? shortsCut(options.shortsModel, options.shortStyle)
    : shortsCut(fit.shortsCut, options.shortStyle);
  for (const extra of options.extras ?? []) addExtra(layout, extra, shortsFit, options.longSleeve, add);
  return fitted(layout, parts);
}

type AddPart = (
  id: PartId,
  surface: PartSurface,
  geometry: THREE.BufferGeometry | THREE.BufferGeometry[],
) => void;

/** One extra garment, when the game's layout has the regions it is textured from. */
function addExtra(
  layout: GameLayout,
  extra: ExtraGarment,
  shorts: ShortsCut,
  longSleeve: boolean,
  add: AddPart,
): void {
  switch (extra) {
    case 'undershirt': {
      const left = findRegion(layout, 'sleeve_left');
      const right = findRegion(layout, 'sleeve_right');
      if (!left || !right || gameFit(layout.game).sleeveless) return;
      add('undershirt', left.area.area, [
        undershirtSleeve(left.region, left.area, 1),
        undershirtNeck(left.region, left.area),
      ]);
      add('undershirt', right.area.area, undershirtSleeve(right.region, right.area, -1));
      return;
    }
    case 'neckwarmer': {
      const collar = findRegion(layout, 'collar');
      if (collar) add('neckwarmer', collar.area.area, neckWarmer(collar.region, collar.area));
      return;
    }
    case 'undershorts':
      for (const [name, isFront] of [
        ['shorts_front', true],
        ['shorts_back', false],
      ] as const) {
        const found = findRegion(layout, name);
        if (found)
          add('undershorts', found.area.area, undershortsPanel(found.region, found.area, shorts, isFront));
      }
      return;
    case 'armband': {
      const band = findRegion(layout, 'armband');
      if (band) add('armband', band.area.area, armband(band.region, band.area, longSleeve));
      return;
    }
    case 'hanger': {
      const parts = hanger();
      add('hanger', 'wood', parts.wood);
      add('hanger_hook', 'metal', parts.hook);
      return;
    }
  }
}

export { COLLAR_SHAPES, collarShape } from './neckline.ts';
export { SHORTS_CUTS } from './shorts.ts';
export { SOCK_HEIGHTS, type SockHeight } from './socks.ts';
export { BODY } from './body.ts';
