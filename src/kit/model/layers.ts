import type { BlendMode, HexColor, LayerId, LogoSlot } from './basics.ts';
import type { DesignName, DesignParams } from './designs.ts';

/**
 * Layers as held in memory (spec document 1, section 3 "Layer (common)" and "Layer kinds").
 * Field names are the spec's, so an in-memory layer and a saved layer have the same keys: the
 * in-memory layer simply has every field filled in (restoreKit does that), the saved one may omit
 * fields that hold their default. Ranges and defaults live in ranges/designs tables, not here.
 */

export const LAYER_KINDS = [
  'base',
  'template',
  'design',
  'pattern',
  'custom_pattern',
  'graphic',
  'text',
  'nba_text',
  'logo',
  'custom_logo',
  'sleeve_cuffs',
  'side_panels',
  'shoulder_panels',
  'custom_collar',
  'mat',
  'armband',
  'signature',
  'group',
  'printing',
  'printing_shorts',
  'print_preview',
] as const;
export type LayerKind = (typeof LAYER_KINDS)[number];

/** Which parts of the garment a layer paints. */
export interface LayerDisplay {
  front: boolean;
  back: boolean;
  sleeves: boolean;
  sleeves_short: boolean;
}

/** Per-layer 3D detail: the layer's coverage becomes relief in the normal map (Plus only). */
export interface Detail3D {
  enabled: boolean;
  /** 0..100, default 25. */
  strength: number;
  flat: boolean;
  inverted: boolean;
  /** 0..100, default 25. */
  blur: number;
  border: boolean;
}

export interface LayerCommon {
  uuid: LayerId;
  n: LayerKind;
  /** The asset or kind name shown in the layer list. */
  name: string;
  /** Custom name given by the user, at most 30 characters; '' when none. */
  cname: string;
  /** Colours, lowercase '#rrggbb'. A border colour, when `border` is on, is the last entry. */
  c: HexColor[];
  /** uuid of the layer whose coverage masks this one; null when unmasked. */
  mask: LayerId | null;
  invertMask: boolean;
  disabled: boolean;
  /** 0..100, default 100; saved only below 100. */
  opacity: number;
  blendMode: BlendMode;
  display: LayerDisplay;
  collar_mapping: boolean;
  /** When false the kit's shininess and metalness apply instead of the layer's own. */
  hasCustomShininess: boolean;
  /** -100..100. */
  shininess: number;
  /** 0..100. */
  metalness: number;
  detail3D: Detail3D;
  /** -100..100. */
  hue: number;
  /** -100..100. */
  saturation: number;
  mirror: boolean;
  mirror_center: boolean;
  mirror_on_back: boolean;
  copy_center: boolean;
  border: boolean;
  /** 0..8, default 1 (the slider shows 1..8). */
  borderWidth: number;
}

export const BASE_TYPES = ['base', 'sleeves', 'collar'] as const;
export type BaseType = (typeof BASE_TYPES)[number];

export interface BaseLayer extends LayerCommon {
  n: 'base';
  type: BaseType;
}

/** The template's own artwork for an area, recoloured by `c`. */
export interface TemplateLayer extends LayerCommon {
  n: 'template';
}

export type DesignLayerOf<D extends DesignName> = LayerCommon & { n: 'design'; type: D } & DesignParams<D>;
/** A base design: `type` names the design, its parameters are flat fields (see DESIGNS). */
export type DesignLayer = { [D in DesignName]: DesignLayerOf<D> }[DesignName];

/**
 * Layout modes in the spec's order, which the Layout select follows (document 2 §9): 0 Offset,
 * 4 Vertical offset, 1 Grid, 2 Alternate grid, 3 Image pattern. The first is the default.
 */
export const PATTERN_MODES = [0, 4, 1, 2, 3] as const;
export type PatternMode = (typeof PATTERN_MODES)[number];
/** Tiling: 0 X+Y, 1 X, 2 Y. */
export const PATTERN_TILINGS = [0, 1, 2] as const;
export type PatternTiling = (typeof PATTERN_TILINGS)[number];

/** Pattern settings shared by catalogue patterns and custom (uploaded) patterns. */
export interface PatternSettings {
  /** 10..800, default 100. */
  size: number;
  /** -180..180. */
  rotation: number;
  /** -500..500. */
  offset_x: number;
  offset_y: number;
  /** 0..800. */
  distance: number;
  /** -100..100. */
  distance_ratio: number;
  tiling: PatternTiling;
}

export interface PatternLayer extends LayerCommon, PatternSettings {
  n: 'pattern';
  /** Pattern name in the catalogue. */
  p: string;
  mode: PatternMode;
}

export const CUSTOM_PATTERN_MODES = [0, 1, 2] as const;
export type CustomPatternMode = (typeof CUSTOM_PATTERN_MODES)[number];

/** A tiled user image (Plus only). Old data calls it c_pattern. */
export interface CustomPatternLayer extends LayerCommon, PatternSettings {
  n: 'custom_pattern';
  /** The uploaded image (id or URL). */
  l: string;
  mode: CustomPatternMode;
}

/** "Extra": a catalogue graphic. */
export interface GraphicLayer extends LayerCommon {
  n: 'graphic';
  /** Graphic name in the catalogue. */
  g: string;
}

export interface TextFields {
  /** Font name. */
  f: string;
  /** One of TEXT_PLACEMENTS for the layer's area. */
  placement: string;
  text: string;
  /** 10..300. */
  size: number;
  size_x: number;
  size_y: number;
  /** -150..150 (nba_text -100..100). */
  arch: number;
  rotation: number;
  x: number;
  y: number;
  italic: boolean;
  /** -50..1000 (nba_text -4..8). */
  spacing: number;
}

export interface TextLayer extends LayerCommon, TextFields {
  n: 'text';
}

export const NBA_TEXT_TYPES = ['front_num', 'back_num', 'name'] as const;
/** Each type is allowed once per kit. */
export type NbaTextType = (typeof NBA_TEXT_TYPES)[number];
/** 0 letters, 1 numbers. */
export const FONT_TYPES = [0, 1] as const;
export type FontType = (typeof FONT_TYPES)[number];

export interface NbaTextLayer extends LayerCommon, TextFields {
  n: 'nba_text';
  type: NbaTextType;
  font_type: FontType;
}

/** A catalogue logo placed in an area's stack. */
export interface LogoLayer extends LayerCommon {
  n: 'logo';
  /** Logo name in the catalogue. */
  l: string;
  placement: LogoSlot;
  recolor: boolean;
  recolorInternal: boolean;
}

/** An uploaded logo placed freely. */
export interface CustomLogoLayer extends LayerCommon {
  n: 'custom_logo';
  /** Uploaded logo (preset id 'prefix_number' or URL). */
  l: string;
  /** Vertical position, -200..300. */
  position: number;
  /** Horizontal position, -200..200. */
  position_x: number;
  rotation: number;
  /** 1..800. */
  size: number;
}

/** 0 Default, 1 Half-half, 2 Piping. */
export const CUFF_MODES = [0, 1, 2] as const;
export type CuffMode = (typeof CUFF_MODES)[number];
/** 0 Outside, 1 Inside, 2 Center. */
export const PIPING_ALIGNMENTS = [0, 1, 2] as const;
export type PipingAlignment = (typeof PIPING_ALIGNMENTS)[number];

export interface SleeveCuffsLayer extends LayerCommon {
  n: 'sleeve_cuffs';
  /** 1..150, default 30 (fm 15). */
  width: number;
  /** 1..width, default 8 (fm 4). */
  pipingWidth: number;
  /** 1..10. */
  colorCount: number;
  mode: CuffMode;
  pipingAlignment: PipingAlignment;
}

export interface SidePanelsLayer extends LayerCommon {
  n: 'side_panels';
  /** 10..200, default 50. */
  width: number;
}

export interface ShoulderPanelsLayer extends LayerCommon {
  n: 'shoulder_panels';
  width: number;
  /** -100..100. */
  offset: number;
  extend: boolean;
}

/** Replaces the template's body and sleeve masks and finish overlay while present. */
export interface CustomCollarLayer extends LayerCommon {
  n: 'custom_collar';
  /** Collar name in the catalogue. */
  p: string;
  colorCount: number;
}

/** Material effect (Plus tier above 0, not in fm). Uses the common opacity. */
export interface MatLayer extends LayerCommon {
  n: 'mat';
  /** Material name in the catalogue. */
  p: string;
  /** 1..50. */
  size: number;
  rotation: number;
}

export const ARMBAND_STATES = ['none', 'preset', 'template'] as const;
/** none, a single-colour preset, or a template (colours = template colours + 1). */
export type ArmbandState = (typeof ARMBAND_STATES)[number];

export interface ArmbandLayer extends LayerCommon {
  n: 'armband';
  preset: { n: string; t: ArmbandState };
}

/** The user's signature image placed on the kit. */
export interface SignatureLayer extends LayerCommon {
  n: 'signature';
  /** -100..100. */
  x: number;
  y: number;
  size: number;
  rotation: number;
}

/** Layers composed together, then blended into the area as one. Groups do not nest. */
export interface GroupLayer extends LayerCommon {
  n: 'group';
  layers: Exclude<Layer, GroupLayer>[];
}

/**
 * Basketball player printing and the hotspot preview are stack entries whose settings live on the
 * kit (Kit.playerPrinting, Kit.playerPrintingShorts, Kit.hotspots): one set per kit.
 */
export interface PrintingLayer extends LayerCommon {
  n: 'printing';
}
export interface PrintingShortsLayer extends LayerCommon {
  n: 'printing_shorts';
}
export interface PrintPreviewLayer extends LayerCommon {
  n: 'print_preview';
}

export type Layer =
  | BaseLayer
  | TemplateLayer
  | DesignLayer
  | PatternLayer
  | CustomPatternLayer
  | GraphicLayer
  | TextLayer
  | NbaTextLayer
  | LogoLayer
  | CustomLogoLayer
  | SleeveCuffsLayer
  | SidePanelsLayer
  | ShoulderPanelsLayer
  | CustomCollarLayer
  | MatLayer
  | ArmbandLayer
  | SignatureLayer
  | GroupLayer
  | PrintingLayer
  | PrintingShortsLayer
  | PrintPreviewLayer;

export type LayerOf<K extends LayerKind> = Extract<Layer, { n: K }>;

export function isLayerKind(value: unknown): value is LayerKind {
  return typeof value === 'string' && (LAYER_KINDS as readonly string[]).includes(value);
}
