import type { AssetLookup, TemplateInfo } from '../context.ts';
import { GAMES, type Game } from '../model/basics.ts';
import { CATALOGUE_CATEGORIES } from '../model/catalogue.ts';
import { normaliseName } from '../names.ts';
import { catalogueLookup, type CatalogueLists, type GatedItem } from './lookup.ts';

/**
 * What restoreKit gates an entering kit with. The editor builds it from the catalogue files it
 * fetches, the server's kit gate from its catalogue table: both through these functions, so a kit
 * loses (or swaps) exactly the same content whichever side it enters.
 */

/** Every catalogue a kit can point into: layers into the asset lists, the kit into templates. */
export const GATED_CATALOGUES = CATALOGUE_CATEGORIES;

/** The part of a templates.json entry restore reads (more than the gates: collars, sleeves, games). */
export interface TemplateEntry extends GatedItem {
  collar?: unknown;
  collar_shapes?: unknown;
  long_sleeve?: unknown;
  games?: unknown;
}

export function templateInfo(item: TemplateEntry): TemplateInfo {
  const shapes = Array.isArray(item.collar_shapes)
    ? item.collar_shapes.filter((shape): shape is string => typeof shape === 'string')
    : [];
  const games = Array.isArray(item.games)
    ? item.games.filter((game): game is Game => (GAMES as readonly unknown[]).includes(game))
    : [];
  return {
    name: normaliseName(item.name),
    title: item.name,
    // Only a template entry carries its collar count and sleeve length (document 1 §3 "Template").
    collars: typeof item.collar === 'number' && item.collar > 0 ? item.collar : 1,
    long_sleeve: item.long_sleeve === true,
    ...(shapes.length > 0 ? { collarShapes: shapes } : {}),
    ...(games.length > 0 ? { games } : {}),
  };
}

export interface CatalogueGate {
  assets: AssetLookup;
  /** By normalised name, in catalogue order (the first open one of a game replaces a locked one). */
  templates: ReadonlyMap<string, TemplateInfo>;
}

export function catalogueGate(lists: CatalogueLists): CatalogueGate {
  const entries = (lists.templates ?? []) as readonly TemplateEntry[];
  const templates = new Map<string, TemplateInfo>();
  for (const entry of entries) {
    const info = templateInfo(entry);
    if (!templates.has(info.name)) templates.set(info.name, info);
  }
  return { assets: catalogueLookup(lists), templates };
}
