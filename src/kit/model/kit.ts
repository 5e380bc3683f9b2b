import type { Area, FmKitType, Game, HexColor, LayerId, LogoSlot } from './basics.ts';
import type { Layer } from './layers.ts';

/**
 * The kit document (spec document 1, section 3 "Kit (working state)" and "Saved kit data").
 * `Kit` is the in-memory form with every field filled in; `SavedKitData` is what serialiseKit
 * writes and what the server stores in a saved kit's `data`.
 */

/** The current format version written by serialiseKit; data without `version` is version 0. */
export const KIT_FORMAT_VERSION = 2;

/** A logo's custom position in one area (used when that area is in Kit.customPos). */
export interface LogoPosition {
  /** Horizontal, range per area (shirt -100..100, shorts -50..120, socks -40..40). */
  x: number;
  /** Vertical, range per area (shirt -100..100, shorts -100..20, socks -20..45). */
  y: number;
  display: boolean;
}

/** One of the kit's logos (brand, team, sponsor…). Colours and custom positions are per area. */
export interface KitLogo {
  uuid: LayerId;
  t: LogoSlot;
  /** Logo name in the catalogue or uploaded preset id; '' when the slot is empty. */
  l: string;
  /** Colours per placement; each list is sized to the logo's image count. */
  c: Record<Area, HexColor[]>;
  pos: Record<Area, LogoPosition>;
  recolor: boolean;
  recolorInternal: boolean;
  /** Percentage of the slot's default size; range per slot. */
  size: number;
  /** Vertical offset; range per slot (back sponsor -60..25 fifa, -60..40 pes). */
  position: number;
  position_x: number;
  rotation: number;
  /** 0..100. */
  saturation: number;
  shininess: number;
  metalness: number;
  disabled: boolean;
}

export const PRINTING_SIDES = ['left', 'right'] as const;
export type PrintingSide = (typeof PRINTING_SIDES)[number];

/** Basketball jersey printing (name and numbers). The spec's `color` is `c` in memory. */
export interface PlayerPrinting {
  name: string;
  /** 50..150. */
  nameSize: number;
  /** -150..150. */
  nameArch: number;
  belowNumber: boolean;
  /** -100..100. */
  nameOffset: number;
  /** 0..999. */
  number: number;
  /** 50..150. */
  numberSize: number;
  /** -100..200. */
  offset: number;
  frontNumber: boolean;
  /** 50..250. */
  frontNumberSize: number;
  /** -300..300. */
  frontNumberPosX: number;
  frontNumberPosY: number;
  font: string;
  c: HexColor[];
  border: boolean;
  borderWidth: number;
  disabled: boolean;
}

/** Basketball shorts number. */
export interface PlayerPrintingShorts {
  enabled: boolean;
  /** 50..250. */
  size: number;
  side: PrintingSide;
  /** -100..100. */
  posX: number;
  posY: number;
  c: HexColor[];
  border: boolean;
  borderWidth: number;
}

/**
 * The hotspots editor's print preview: boxes for numbers and name in normalised texture
 * coordinates (0..1), and the preview number (0..99).
 */
export interface PrintPreview {
  previewNumber: number;
  wNum: number;
  hNum: number;
  xNum: number;
  yNum: number;
  wName: number;
  hName: number;
  xName: number;
  yName: number;
  hasArc: boolean;
  wNumFront: number;
  hNumFront: number;
  xNumFront: number;
  yNumFront: number;
  wNumShorts: number;
  hNumShorts: number;
  xNumShorts: number;
  yNumShorts: number;
}

/** One exported hotspot: bounds normalised to 0..1 of the texture, rotation in degrees. */
export interface Hotspot {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** The hotspot file for games (export version 1). */
export interface HotspotExport {
  version: 1;
  jersey: {
    numberback: Hotspot;
    numberfront: Hotspot;
    name: Hotspot;
    namearccenter: Hotspot;
    namearctangent: Hotspot;
  };
  shorts: { number: Hotspot };
}

/** Layer stacks, bottom first. `extra` holds layers outside the garment areas (the armband area). */
export interface KitLayers {
  shirt: Layer[];
  shorts: Layer[];
  socks: Layer[];
  extra: Layer[];
}

export interface Kit {
  version: typeof KIT_FORMAT_VERSION;
  game: Game;
  name: string;
  published: boolean;
  /** Server id once saved. */
  id: number | null;
  /** Id of the kit this one was derived from. */
  baseId: number | null;
  /**
   * The share key the base kit was opened with ('' for none): a save as new sends it, so the
   * server may keep the base id of a private kit the user was given the link to.
   */
  baseKey: string;
  saveImage: string;
  saveName: string;
  /** Template name, normalised (see normaliseName). */
  template: string;
  /** Long sleeve; saved only when it differs from the template's. */
  ls: boolean;
  /** Index below the template's collar count. */
  collar: number;
  /** Shorts model; fifa and eafc offer 0, 2, 3, 4, 6. */
  selectedShorts: number;
  /** -100..100; 0 in pes and fm. */
  shininess: number;
  /** 0..100; 0 in pes and fm. */
  metalness: number;
  hideTemplateDetails: boolean;
  isCreateAClub: boolean;
  /** fm only; '' when none. */
  fm_teamid: string;
  fm_kittype: FmKitType;
  /** Areas whose logos use custom positions (Plus only). */
  customPos: Area[];
  playerPrinting: PlayerPrinting;
  playerPrintingShorts: PlayerPrintingShorts;
  hotspots: PrintPreview;
  layers: KitLayers;
  logos: KitLogo[];
}

/** A layer as saved: the same keys as in memory, defaults may be omitted. */
export type SavedLayer = { n: string; uuid?: string } & Record<string, unknown>;

/** What serialiseKit writes (JSON); every field but the stacks may be omitted when default. */
export interface SavedKitData {
  version: number;
  game?: Game;
  template: string;
  collar?: number;
  selectedShorts?: number;
  ls?: boolean;
  shininess?: number;
  metalness?: number;
  hideTemplateDetails?: boolean;
  isCreateAClub?: boolean;
  fm_teamid?: string;
  fm_kittype?: FmKitType;
  customPos?: Area[];
  playerPrinting?: Record<string, unknown>;
  playerPrintingShorts?: Record<string, unknown>;
  hotspots?: Record<string, unknown>;
  shirt: SavedLayer[];
  shorts: SavedLayer[];
  socks: SavedLayer[];
  extra?: SavedLayer[];
  logos: Record<string, unknown>[];
}
