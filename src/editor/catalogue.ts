import type { ApiClient } from '../api/index.ts';

/**
 * The catalogues the editor's choosers list. Templates come from the server's catalogue
 * (/data/catalogue/templates.json); the asset lists are the same catalogue files the compositor
 * reads (/data/catalogue/<folder>.json), so a chooser never offers what cannot be drawn.
 */

export interface CatalogueItem {
  name: string;
  premium: boolean;
  colors: string[];
  filename?: string;
  preview_url?: string;
  /** The image or font file. */
  url?: string;
  /** Sub-categories of the preset selector. */
  cat?: string[];
  type?: string;
  brand_cat?: string;
  date?: string;
  year?: number;
  popular?: number;
  /** Fonts name themselves by id. */
  id?: string | number;
  /** Templates: how many collar variants the model has. */
  collars?: number;
  long_sleeve?: boolean;
}

export const ASSET_FOLDERS = ['graphics', 'patterns', 'logos', 'fonts', 'materials', 'collars'] as const;
export type AssetFolder = (typeof ASSET_FOLDERS)[number];
export type CatalogueName = AssetFolder | 'templates';

function asItems(value: unknown): CatalogueItem[] {
  if (!Array.isArray(value)) throw new Error('catalogue is not a list');
  return value.filter(
    (item): item is CatalogueItem =>
      typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string',
  );
}

const cache = new Map<CatalogueName, Promise<CatalogueItem[]>>();

export function loadCatalogue(api: ApiClient, name: CatalogueName): Promise<CatalogueItem[]> {
  let pending = cache.get(name);
  if (!pending) {
    pending =
      name === 'templates'
        ? api.catalogue<unknown>('templates').then(asItems)
        : fetch(`/data/catalogue/${name}.json`).then(async (response) => {
            if (!response.ok) throw new Error(`error loading /data/catalogue/${name}.json`);
            return asItems(await response.json());
          });
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}

/** The value an asset is stored under in a layer (fonts by id, the rest by name). */
export function assetValue(folder: AssetFolder, item: CatalogueItem): string {
  return folder === 'fonts' && typeof item.id === 'string' ? item.id : item.name;
}
