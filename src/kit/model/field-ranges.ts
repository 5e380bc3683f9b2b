import type { Area, LogoSlot } from './basics.ts';
import type { LayerKind } from './layers.ts';
import { int, num, type NumberParam } from './ranges.ts';

/**
 * Slider ranges and defaults of layer fields (spec document 1, sections 5 and 9; document 2,
 * section 5). `common` covers the fields every layer has; a kind's entry covers its own fields
 * and overrides `common` where both name a field. Design parameters are in DESIGNS instead.
 */

const opacity = num(0, 100, 100);
// A border is on or off (`border`); its width is 1..8 (document 2 §9), never 0, which would draw none.
const rotation = num(-180, 180, 0);
const position = num(-100, 100, 0);
const patternSettings = {
  size: num(10, 800, 100),
  rotation,
  offset_x: num(-500, 500, 0),
  offset_y: num(-500, 500, 0),
  distance: num(0, 800, 0),
  distance_ratio: num(-100, 100, 0),
};
const textSettings = {
  size: num(10, 300, 100),
  size_x: num(10, 300, 100),
  size_y: num(10, 300, 100),
  spacing: num(-50, 1000, 0),
  arch: num(-150, 150, 0),
  rotation,
  x: position,
  y: position,
};

export const COMMON_LAYER_RANGES = {
  opacity,
  hue: num(-100, 100, 0),
  saturation: num(-100, 100, 0),
  shininess: num(-100, 100, 0),
  metalness: num(0, 100, 0),
  borderWidth: num(1, 8, 1),
} as const satisfies Record<string, NumberParam>;

export const DETAIL_3D_RANGES = {
  strength: num(0, 100, 25),
  blur: num(0, 100, 25),
} as const satisfies Record<string, NumberParam>;

const cuffWidth = num(1, 150, 30, { fm: { default: 15 } });

export const LAYER_FIELD_RANGES = {
  common: COMMON_LAYER_RANGES,
  pattern: patternSettings,
  custom_pattern: patternSettings,
  text: textSettings,
  nba_text: { ...textSettings, spacing: num(-4, 8, 0), arch: num(-100, 100, 0) },
  custom_logo: {
    size: num(1, 800, 100),
    position: num(-200, 300, 0),
    position_x: num(-200, 200, 0),
    rotation,
    // Logo saturation is a percentage of the image's own: 100 keeps it as drawn.
    saturation: num(0, 100, 100),
  },
  sleeve_cuffs: {
    width: cuffWidth,
    // The upper bound is the layer's own cuff width; restoreKit applies it after clamping width.
    pipingWidth: num(1, 150, 8, { fm: { default: 4 } }),
    colorCount: int(1, 10, 1),
  },
  side_panels: { width: num(10, 200, 50) },
  shoulder_panels: { width: num(10, 200, 50), offset: num(-100, 100, 0) },
  custom_collar: { colorCount: int(1, 10, 1) },
  mat: { size: num(1, 50), rotation },
  signature: { size: num(10, 300, 100), rotation, x: position, y: position },
} as const satisfies Partial<Record<LayerKind | 'common', Record<string, NumberParam>>>;

/** Basketball text defaults by type (§9): front number y 19; back number y -5, size 165; name y -62, size 45, arch 50. */
export const NBA_TEXT_DEFAULTS = {
  front_num: { y: 19 },
  back_num: { y: -5, size: 165 },
  name: { y: -62, size: 45, arch: 50 },
} as const;

const logoCommon = {
  size: num(25, 300, 100),
  position: num(-200, 200, 0),
  position_x: num(-200, 200, 0),
  rotation,
  saturation: num(0, 100, 100),
  shininess: num(-100, 100, 0),
  metalness: num(0, 100, 0),
};

/** Logo slot ranges (§5). Fields the spec gives only for the sponsor use the sponsor's range. */
export const LOGO_RANGES = {
  brand: logoCommon,
  team: logoCommon,
  sponsor: logoCommon,
  sponsor_back: {
    ...logoCommon,
    size: num(25, 200, 100),
    position: num(-60, 25, 0, { pes: { max: 40 } }),
  },
  sleeve_left: { ...logoCommon, size: num(25, 200, 100), position: num(-200, 150, 0) },
  sleeve_right: { ...logoCommon, size: num(25, 200, 100), position: num(-200, 150, 0) },
} as const satisfies Record<LogoSlot, Record<string, NumberParam>>;

/** Custom logo position ranges per area (§5). */
export const CUSTOM_POSITION_RANGES = {
  shirt: { x: num(-100, 100, 0), y: num(-100, 100, 0) },
  shorts: { x: num(-50, 120, 0), y: num(-100, 20, 0) },
  socks: { x: num(-40, 40, 0), y: num(-20, 45, 0) },
} as const satisfies Record<Area, { x: NumberParam; y: NumberParam }>;

/**
 * Printing ranges (document 2, section 5). Sizes are percentages of each game's real-kit sizes
 * (games/player-print.ts: the back number about a third of the back), so 100 stands for §9's
 * 165 and 45; the name arch defaults to §9's 50. Other defaults are ours where unspecified.
 */
export const PRINTING_RANGES = {
  number: int(0, 999, 0),
  numberSize: num(50, 150, 100),
  offset: num(-100, 200, 0),
  nameSize: num(50, 150, 100),
  nameArch: num(-150, 150, 50),
  nameOffset: num(-100, 100, 0),
  frontNumberSize: num(50, 250, 100),
  frontNumberPosX: num(-300, 300, 0),
  frontNumberPosY: num(-300, 300, 0),
  borderWidth: num(1, 8, 1),
} as const satisfies Record<string, NumberParam>;

export const PRINTING_SHORTS_RANGES = {
  size: num(50, 250, 100),
  posX: num(-100, 100, 0),
  posY: num(-100, 100, 0),
  borderWidth: num(1, 8, 1),
} as const satisfies Record<string, NumberParam>;

/**
 * Print preview boxes in normalised texture coordinates (only EA FC and FIFA have the hotspots
 * editor, so the defaults are in EA's jersey layout, src/games/eafc/layout.ts). Default boxes
 * (ours) sit where real shirts print: the back number about a third of the back's height, 42 %
 * down from the collar (the back is stored upside down, so "down" is up the texture), the name
 * above it, a small front number on the chest, the shorts number on the front of the left leg.
 */
export const PRINT_PREVIEW_RANGES = {
  previewNumber: int(0, 99, 23),
  wNum: num(0, 1, 0.18),
  hNum: num(0, 1, 0.13),
  xNum: num(0, 1, 0.5),
  yNum: num(0, 1, 0.32),
  wName: num(0, 1, 0.22),
  hName: num(0, 1, 0.035),
  xName: num(0, 1, 0.5),
  yName: num(0, 1, 0.43),
  wNumFront: num(0, 1, 0.08),
  hNumFront: num(0, 1, 0.055),
  xNumFront: num(0, 1, 0.5),
  yNumFront: num(0, 1, 0.62),
  wNumShorts: num(0, 1, 0.1),
  hNumShorts: num(0, 1, 0.15),
  xNumShorts: num(0, 1, 0.2),
  yNumShorts: num(0, 1, 0.62),
} as const satisfies Record<string, NumberParam>;

/** Kit-level sliders. */
export const KIT_RANGES = {
  shininess: num(-100, 100, 0),
  metalness: num(0, 100, 0),
} as const satisfies Record<string, NumberParam>;

/** Layer custom name limit. */
export const LAYER_NAME_MAX = 30;

/** Longest accepted asset name, id or free text (saved kits are capped at 10000 characters anyway). */
export const MAX_TEXT_LENGTH = 512;
