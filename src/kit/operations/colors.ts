import { parseHexColor, textColorOn } from '../colors.ts';
import { defaultDesignLayer } from '../defaults/layers.ts';
import { fillColor } from '../defaults/colors.ts';
import type { HexColor, LayerId } from '../model/basics.ts';
import { DESIGNS, isDesignName } from '../model/designs.ts';
import type { Kit } from '../model/kit.ts';
import type { Layer } from '../model/layers.ts';
import { MAX_LAYER_COLORS, expectedColorCount, takesBorder } from '../rules/colors.ts';
import { fitColors, resizeColors } from './colors-fit.ts';
import { applied, refused, type EditResult } from './result.ts';
import { findLayer, withLayer } from './stacks.ts';

/** A layer's colour list: one colour, borders, single-to-pair and design changes ('edit layer'). */

export function setLayerColor(kit: Kit, uuid: LayerId, index: number, input: string): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  if (!Number.isInteger(index) || index < 0 || index >= place.layer.c.length) return refused('colorNotFound');
  const parsed = parseHexColor(input);
  if (!parsed.ok) return refused('invalidHexColor');
  if (place.layer.c[index] === parsed.color) return applied(kit, 'edit layer');
  const c = [...place.layer.c];
  c[index] = parsed.color;
  return applied(withLayer(kit, place, { ...place.layer, c }), 'edit layer');
}

/**
 * Border colours taken off layers, by layer id, so turning a border back on brings its colour
 * back. Session state: it is not saved with the kit.
 */
export type BorderMemory = ReadonlyMap<LayerId, HexColor>;

export interface BorderToggle {
  readonly result: EditResult;
  readonly memory: BorderMemory;
}

/**
 * Turning the border on appends a border colour (the one last used on this layer, else black or
 * white, whichever reads on the first colour); turning it off drops that colour and remembers it.
 */
export function toggleBorder(kit: Kit, uuid: LayerId, memory: BorderMemory = new Map()): BorderToggle {
  const place = findLayer(kit, uuid);
  if (place === undefined) return { result: refused('layerNotFound'), memory };
  const layer = place.layer;
  if (!takesBorder(layer)) return { result: refused('noBorder'), memory };
  // Where the kind fixes the count the border colour is always there; where the asset decides,
  // older data may carry the flag without the colour, and a layer never loses its last colour.
  const flexible = expectedColorCount(layer) === null;
  if (layer.border) {
    const dropsColor = !flexible || layer.c.length > 1;
    const last = layer.c[layer.c.length - 1];
    const next = new Map(memory);
    if (dropsColor && last !== undefined) next.set(uuid, last);
    const off = { ...layer, border: false, c: dropsColor ? layer.c.slice(0, -1) : layer.c };
    return { result: applied(withLayer(kit, place, off), 'edit layer'), memory: next };
  }
  const color = memory.get(uuid) ?? textColorOn(layer.c[0] ?? fillColor(0));
  const full = flexible && layer.c.length >= MAX_LAYER_COLORS;
  const on = fitColors({ ...layer, border: true, c: full ? layer.c : [...layer.c, color] });
  return { result: applied(withLayer(kit, place, on), 'edit layer'), memory };
}

/**
 * A colour that can be one colour or a pair (asset layers whose colour count is free) toggles
 * between the two; the border colour, if any, stays last.
 */
export function toggleColorPair(kit: Kit, uuid: LayerId): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  const layer = place.layer;
  if (expectedColorCount(layer) !== null) return refused('noColorPair');
  const border = layer.border ? layer.c.slice(-1) : [];
  const fills = layer.border ? layer.c.slice(0, -1) : layer.c;
  if (fills.length !== 1 && fills.length !== 2) return refused('noColorPair');
  const nextFills = fills.length === 1 ? resizeColors(fills, 2) : fills.slice(0, 1);
  return applied(withLayer(kit, place, { ...layer, c: [...nextFills, ...border] }), 'edit layer');
}

/**
 * Switches a design layer to another base design: the new design's parameters start at their
 * defaults, the layer's own settings (colours, mask, opacity…) stay, and the colour list is sized
 * to the new design's colour count.
 */
export function changeDesign(kit: Kit, uuid: LayerId, type: string): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  const layer = place.layer;
  if (layer.n !== 'design') return refused('notADesign');
  if (!isDesignName(type)) return refused('invalidValue');
  if (layer.type === type) return applied(kit, 'edit layer');
  // The new design's parameters start at their defaults; every other field (colours, mask,
  // opacity…) keeps the user's value. The key set is exactly the new design's.
  const fresh = { ...defaultDesignLayer(type, layer.uuid) } as Record<string, unknown>;
  const own = layer as unknown as Record<string, unknown>;
  const params = DESIGNS[type].params;
  for (const key of Object.keys(fresh)) {
    if (key !== 'type' && !Object.hasOwn(params, key) && Object.hasOwn(own, key)) fresh[key] = own[key];
  }
  const next = fitColors(fresh as unknown as Layer);
  return applied(withLayer(kit, place, next), 'edit layer');
}
