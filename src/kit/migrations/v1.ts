import { get, isPlainObject, type Plain, type PlainObject } from '../restore/plain.ts';
import type { Migration } from './types.ts';

/**
 * Version 0 is the spec's unversioned data. It spelled several layer fields differently:
 * - colours as `color` or `c`, as one string or a list -> always a list in `c`;
 * - `visible` instead of `disabled` -> `disabled = !visible`;
 * - `bWidth` instead of `borderWidth`;
 * - the custom pattern kind as `c_pattern` -> `custom_pattern`;
 * - printing colour as `color` -> `c`; a logo's colours as one list for every placement.
 */

const AREAS = ['shirt', 'shorts', 'socks'] as const;

function colourList(value: Plain | undefined): Plain | undefined {
  if (typeof value === 'string') return [value];
  return value;
}

function migrateColours(object: PlainObject): void {
  const c = get(object, 'c') ?? get(object, 'color');
  if (c !== undefined) object.c = colourList(c) ?? null;
  delete object.color;
}

function migrateLayer(raw: Plain): Plain {
  if (!isPlainObject(raw)) return raw;
  const layer: PlainObject = { ...raw };
  migrateColours(layer);
  const visible = get(layer, 'visible');
  if (visible !== undefined) {
    if (get(layer, 'disabled') === undefined) layer.disabled = visible === false;
    delete layer.visible;
  }
  const bWidth = get(layer, 'bWidth');
  if (bWidth !== undefined) {
    if (get(layer, 'borderWidth') === undefined) layer.borderWidth = bWidth;
    delete layer.bWidth;
  }
  if (get(layer, 'n') === 'c_pattern') layer.n = 'custom_pattern';
  const children = get(layer, 'layers');
  if (Array.isArray(children)) layer.layers = children.map(migrateLayer);
  return layer;
}

function migrateLogo(raw: Plain): Plain {
  if (!isPlainObject(raw)) return raw;
  const logo: PlainObject = { ...raw };
  const c = get(logo, 'c') ?? get(logo, 'color');
  delete logo.color;
  const list = colourList(c);
  if (Array.isArray(list)) logo.c = { shirt: list, shorts: list, socks: list };
  return logo;
}

function migratePrinting(raw: Plain | undefined): Plain | undefined {
  if (!isPlainObject(raw)) return raw;
  const printing: PlainObject = { ...raw };
  migrateColours(printing);
  const bWidth = get(printing, 'bWidth');
  if (bWidth !== undefined && get(printing, 'borderWidth') === undefined) printing.borderWidth = bWidth;
  delete printing.bWidth;
  return printing;
}

export const migrationToV1: Migration = {
  from: 0,
  describe: 'colour lists in c, disabled for visible, borderWidth for bWidth, custom_pattern for c_pattern',
  migrate(data) {
    const out: PlainObject = { ...data };
    for (const area of AREAS) {
      const layers = get(out, area);
      if (Array.isArray(layers)) out[area] = layers.map(migrateLayer);
    }
    const grouped = get(out, 'layers');
    if (isPlainObject(grouped)) {
      const next: PlainObject = { ...grouped };
      for (const key of Object.keys(grouped)) {
        const layers = grouped[key];
        if (Array.isArray(layers)) next[key] = layers.map(key === 'logos' ? migrateLogo : migrateLayer);
      }
      out.layers = next;
    }
    const extra = get(out, 'extra');
    if (Array.isArray(extra)) out.extra = extra.map(migrateLayer);
    const logos = get(out, 'logos');
    if (Array.isArray(logos)) out.logos = logos.map(migrateLogo);
    for (const key of ['playerPrinting', 'playerPrintingShorts']) {
      const printing = migratePrinting(get(out, key));
      if (printing !== undefined) out[key] = printing;
    }
    out.version = 1;
    return out;
  },
};
