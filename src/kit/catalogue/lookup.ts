import type { AssetInfo, AssetLookup } from '../context.ts';
import type { CatalogueCategory } from '../model/catalogue.ts';
import { normaliseName } from '../names.ts';

/**
 * The asset lookup restoreKit gates with, built from the catalogue files as the app and the
 * server both read them. Layers store fonts by id and the rest by name, in whatever spelling the
 * kit was saved with, so each item is found by its id, its name and its normalised name; a custom
 * pattern stores the image's URL, so items are found by their URL too.
 */

/** The part of a catalogue entry the gates read. */
export interface GatedItem {
  id?: string;
  name: string;
  premium?: boolean;
  admin?: boolean;
  date?: string | null;
  url?: string;
}

export type CatalogueLists = Partial<Record<CatalogueCategory, readonly GatedItem[]>>;

export function catalogueLookup(lists: CatalogueLists): AssetLookup {
  const index = new Map<string, AssetInfo>();
  for (const [category, items] of Object.entries(lists) as [CatalogueCategory, readonly GatedItem[]][]) {
    for (const item of items ?? []) {
      if (typeof item?.name !== 'string') continue;
      const info: AssetInfo = {
        premium: item.premium === true,
        date: typeof item.date === 'string' ? item.date : null,
        admin: item.admin === true,
      };
      for (const key of [item.id, item.name, normaliseName(item.name), item.url]) {
        if (typeof key === 'string' && key !== '') index.set(`${category}\u0000${key}`, info);
      }
    }
  }
  return (category, name) =>
    index.get(`${category}\u0000${name}`) ?? index.get(`${category}\u0000${normaliseName(name)}`);
}
