/**
 * The fields every layer shares (spec §3 "Layer (common)") as the host shader needs them:
 * colours, opacity, blend mode, display flags as a region bit mask, mirror and mask flags.
 * Read defensively: restoreKit has already clamped real kits, but a bad value here must draw
 * something sensible rather than throw.
 */
import { REGION_IDS, type AreaId } from '../games/index.ts';
import { LAYER_FIELD_RANGES, takesBorder, type Layer } from '../kit/index.ts';
import type { LayerData } from './layers/contract.ts';

export const BLEND_FUNCTIONS = {
  Normal: 'blendNormal',
  Overlay: 'blendOverlay',
  Multiply: 'blendMultiply',
  Lighten: 'blendLighten',
  Screen: 'blendScreen',
} as const;
export type BlendModeName = keyof typeof BLEND_FUNCTIONS;

export interface LayerDisplay {
  front?: boolean;
  back?: boolean;
  sleeves?: boolean;
  sleeves_short?: boolean;
}

export interface Detail3D {
  enabled?: boolean;
  strength?: number;
  flat?: boolean;
  inverted?: boolean;
  blur?: number;
  border?: boolean;
}

/** The common fields, all optional: kinds without a field simply do not have it. */
export interface CommonLayer extends LayerData {
  uuid?: string;
  c?: readonly string[];
  opacity?: number;
  blendMode?: string;
  display?: LayerDisplay;
  collar_mapping?: boolean;
  mirror?: boolean;
  mirror_center?: boolean;
  mirror_on_back?: boolean;
  copy_center?: boolean;
  mask?: string | null;
  invertMask?: boolean;
  disabled?: boolean;
  hue?: number;
  saturation?: number;
  hasCustomShininess?: boolean;
  shininess?: number;
  metalness?: number;
  detail3D?: Detail3D;
  /** The layer's border, drawn in its last colour (layerBorderPx). */
  border?: boolean;
  borderWidth?: number;
  /**
   * Set on the shorts' and socks' layers drawn on a single-canvas game's shirt canvas
   * (kit-areas.ts): the garment whose stack the layer is in. Absent: the area's own garment.
   */
  garment?: AreaId;
}

/** Kinds that always cover the collar (they are the garment itself, not a design on it). */
const COLLAR_KINDS = new Set(['base', 'template', 'custom_collar']);

const finite = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

export function blendFunction(layer: CommonLayer): string {
  const mode = layer.blendMode;
  return mode && Object.hasOwn(BLEND_FUNCTIONS, mode)
    ? BLEND_FUNCTIONS[mode as BlendModeName]
    : 'blendNormal';
}

export function isNormalBlend(layer: CommonLayer): boolean {
  return blendFunction(layer) === 'blendNormal';
}

/** Layer colours as a flat sRGB 0..1 array of 10 vec3 (unused slots black) and their count. */
export function layerColors(layer: CommonLayer): { colors: Float32Array; count: number } {
  const colors = new Float32Array(30);
  const list = Array.isArray(layer.c) ? layer.c.slice(0, 10) : [];
  list.forEach((hex, i) => {
    const m = typeof hex === 'string' ? /^#?([0-9a-f]{6})$/i.exec(hex) : null;
    if (!m) return;
    const n = parseInt(m[1]!, 16);
    colors.set([((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255], i * 3);
  });
  return { colors, count: list.length };
}

/** Regions of a garment's layers drawn on another garment's canvas: only that garment's own. */
const GUEST_REGIONS: Partial<Record<AreaId, number>> = {
  shorts: (1 << REGION_IDS.shorts_front) | (1 << REGION_IDS.shorts_back),
  socks: 1 << REGION_IDS.sock,
};

/** Bit r set = the layer is drawn on region id r, from its display flags for this area. */
export function regionMask(layer: CommonLayer, area: AreaId): number {
  const guest = layer.garment ? GUEST_REGIONS[layer.garment] : undefined;
  if (guest !== undefined) return guest;
  if (area !== 'shirt') {
    return (
      (1 << REGION_IDS.shorts_front) |
      (1 << REGION_IDS.shorts_back) |
      (1 << REGION_IDS.sock) |
      (1 << REGION_IDS.armband)
    );
  }
  const d = layer.display ?? {};
  let mask = 0;
  if (d.front !== false) mask |= 1 << REGION_IDS.front;
  if (d.back !== false) mask |= 1 << REGION_IDS.back;
  if (d.sleeves !== false || d.sleeves_short === true)
    mask |= (1 << REGION_IDS.sleeve_left) | (1 << REGION_IDS.sleeve_right);
  if (layer.collar_mapping === true || COLLAR_KINDS.has(layer.n)) mask |= 1 << REGION_IDS.collar;
  return mask;
}

/** The host's uFlags bits (see shaders/host/layer-step.glsl). */
export function layerFlags(layer: CommonLayer): number {
  const d = layer.display ?? {};
  return (
    (layer.mirror ? 1 : 0) |
    (layer.mirror_center ? 2 : 0) |
    (layer.mirror_on_back ? 4 : 0) |
    (layer.copy_center ? 8 : 0) |
    (d.sleeves === false && d.sleeves_short === true ? 16 : 0) |
    (layer.invertMask ? 32 : 0)
  );
}

export function layerOpacity(layer: CommonLayer): number {
  return Math.min(1, Math.max(0, finite(layer.opacity, 100) / 100));
}

export function layerHue(layer: CommonLayer): number {
  return Math.min(100, Math.max(-100, finite(layer.hue, 0)));
}

export function layerSaturation(layer: CommonLayer): number {
  return Math.min(100, Math.max(-100, finite(layer.saturation, 0)));
}

/**
 * Roughness from shininess (spec §9): 0.8 at 0, down to 0 at +100, up to 1.0 at -100.
 */
export function roughnessFromShininess(shininess: number): number {
  const s = Math.min(100, Math.max(-100, finite(shininess, 0)));
  return s >= 0 ? 0.8 * (1 - s / 100) : 0.8 + 0.2 * (-s / 100);
}

export function metalnessValue(metalness: unknown): number {
  return Math.min(100, Math.max(0, finite(metalness, 0))) / 100;
}

export function hasDetail3D(layer: CommonLayer): boolean {
  return layer.detail3D?.enabled === true && finite(layer.detail3D.strength, 25) > 0;
}

/**
 * Region pixels (texture scale 1) per `borderWidth` unit of a border the host draws: the width's
 * 1..8 give 2..16 px, from a piping line to a bold edge on a 1024 px front panel (the random
 * generator's 4 gives 8 px, document 2 §9).
 */
export const LAYER_BORDER_PX_PER_UNIT = 2;

/**
 * The border the host draws around the layer's coverage, in region pixels; 0 when it has none,
 * or when its kind draws its own (`ownBorder`) or takes no border (kit rule `takesBorder`).
 */
export function layerBorderPx(layer: CommonLayer, ownBorder = false): number {
  if (ownBorder || layer.border !== true || !takesBorder(layer as unknown as Layer)) return 0;
  const { min, max } = LAYER_FIELD_RANGES.common.borderWidth;
  return Math.min(max, Math.max(min, Math.round(finite(layer.borderWidth, 1)))) * LAYER_BORDER_PX_PER_UNIT;
}

/**
 * The colours a kind paints its own artwork in: the layer's list without the border colour when
 * the host draws a border (that colour is the last), so a channel the layer has no colour for
 * keeps the artwork's own instead of taking the border's.
 */
export function fillColors(layer: CommonLayer): readonly string[] {
  const colors = Array.isArray(layer.c) ? layer.c : [];
  return layerBorderPx(layer) > 0 ? colors.slice(0, -1) : colors;
}
