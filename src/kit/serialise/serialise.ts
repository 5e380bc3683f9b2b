import type { KitContext } from '../context.ts';
import {
  defaultKitLogo,
  defaultPlayerPrinting,
  defaultPlayerPrintingShorts,
  defaultPrintPreview,
  emptyKit,
} from '../defaults/kit.ts';
import { defaultLayer } from '../defaults/layers.ts';
import { KIT_MESSAGES } from '../messages.ts';
import { AREAS } from '../model/basics.ts';
import {
  KIT_FORMAT_VERSION,
  type Kit,
  type KitLogo,
  type SavedKitData,
  type SavedLayer,
} from '../model/kit.ts';
import type { Layer } from '../model/layers.ts';
import { normaliseName } from '../names.ts';

/**
 * Writes a kit as saved data (spec document 1, section 3 "Saved kit data"). Fields holding their
 * default are left out, so kits stay under the 10000-character limit; restoreKit fills them back.
 * Record fields (name, id, published, base id, image) travel beside the data, not in it.
 */

export const KIT_DATA_MAX_CHARS = 10000;

export class KitDataTooLargeError extends Error {
  readonly size: number;
  constructor(size: number) {
    super(KIT_MESSAGES.kitDataTooLarge);
    this.name = 'KitDataTooLargeError';
    this.size = size;
  }
}

/** Keys a layer always writes: its identity and the sub-type its defaults depend on. */
const IDENTITY_KEYS = new Set(['uuid', 'n', 'type', 't']);

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((key) => equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The entries of `value` that differ from `defaults`; nested plain objects are diffed per key. */
export function diffFromDefaults(
  value: object,
  defaults: object,
  keep: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const base = defaults as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) {
    if (keep.has(key)) {
      out[key] = item;
      continue;
    }
    const fallback = base[key];
    if (equal(item, fallback)) continue;
    const nested =
      typeof item === 'object' &&
      item !== null &&
      !Array.isArray(item) &&
      typeof fallback === 'object' &&
      fallback !== null &&
      !Array.isArray(fallback);
    out[key] = nested ? diffFromDefaults(item, fallback) : item;
  }
  return out;
}

export function serialiseLayer(layer: Layer, kit: Pick<Kit, 'game'>): SavedLayer {
  const type = 'type' in layer ? layer.type : undefined;
  const defaults = defaultLayer(layer.n, { game: kit.game, ...(type === undefined ? {} : { type }) });
  const out = diffFromDefaults(layer, defaults, IDENTITY_KEYS) as SavedLayer;
  if (layer.n === 'group') out.layers = layer.layers.map((child) => serialiseLayer(child, kit));
  return out;
}

function serialiseLogo(logo: KitLogo, kit: Pick<Kit, 'game'>): Record<string, unknown> {
  return diffFromDefaults(logo, defaultKitLogo(logo.t, kit.game), IDENTITY_KEYS);
}

/** The saved-data object of `kit` (before JSON); shares nothing with the kit. */
export function toSavedKitData(kit: Kit, context: KitContext = {}): SavedKitData {
  const defaults = emptyKit(kit.game);
  const template = normaliseName(kit.template);
  const templateLs = context.templates?.get(template)?.long_sleeve ?? false;
  const data: SavedKitData = {
    version: KIT_FORMAT_VERSION,
    game: kit.game,
    template,
    shirt: [],
    shorts: [],
    socks: [],
    logos: [],
  };
  if (kit.collar !== defaults.collar) data.collar = kit.collar;
  if (kit.selectedShorts !== defaults.selectedShorts) data.selectedShorts = kit.selectedShorts;
  if (kit.ls !== templateLs) data.ls = kit.ls;
  if (kit.shininess !== defaults.shininess) data.shininess = kit.shininess;
  if (kit.metalness !== defaults.metalness) data.metalness = kit.metalness;
  if (kit.hideTemplateDetails) data.hideTemplateDetails = true;
  if (kit.isCreateAClub) data.isCreateAClub = true;
  if (kit.fm_teamid !== '') data.fm_teamid = kit.fm_teamid;
  if (kit.fm_kittype !== defaults.fm_kittype) data.fm_kittype = kit.fm_kittype;
  if (kit.customPos.length > 0) data.customPos = [...kit.customPos];
  const printing = diffFromDefaults(kit.playerPrinting, defaultPlayerPrinting());
  if (Object.keys(printing).length > 0) data.playerPrinting = printing;
  const printingShorts = diffFromDefaults(kit.playerPrintingShorts, defaultPlayerPrintingShorts());
  if (Object.keys(printingShorts).length > 0) data.playerPrintingShorts = printingShorts;
  const hotspots = diffFromDefaults(kit.hotspots, defaultPrintPreview());
  if (Object.keys(hotspots).length > 0) data.hotspots = hotspots;
  for (const area of AREAS) data[area] = kit.layers[area].map((layer) => serialiseLayer(layer, kit));
  if (kit.layers.extra.length > 0) data.extra = kit.layers.extra.map((layer) => serialiseLayer(layer, kit));
  data.logos = kit.logos.map((logo) => serialiseLogo(logo, kit));
  return structuredClone(data);
}

/**
 * The kit's saved data as JSON text. Throws KitDataTooLargeError (message 'Kit data exceeds
 * maximum size, please reduce number of layers') above KIT_DATA_MAX_CHARS characters.
 */
export function serialiseKit(kit: Kit, context: KitContext = {}): string {
  const text = JSON.stringify(toSavedKitData(kit, context));
  if (text.length > KIT_DATA_MAX_CHARS) throw new KitDataTooLargeError(text.length);
  return text;
}
