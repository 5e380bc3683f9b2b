import type { ApiClient } from '../api/index.ts';
import { catalogueFile, catalogueFileUrl } from '../compositor/catalogue-files.ts';
import type { CatalogueItem as KitCatalogueItem, TemplateItem } from '../kit/index.ts';
import type { EditorContext } from './context.ts';
import { message, TOAST_MS } from './messages.ts';

/**
 * The catalogues the editor's choosers list. Templates come from the server's catalogue
 * (/data/catalogue/templates.json); the asset lists are the same catalogue files the compositor
 * reads (/data/catalogue/<folder>.json), so a chooser never offers what cannot be drawn.
 */

/** An entry of a chooser's list: an asset catalogue item, or a template (whose brand is a placement). */
export type CatalogueItem = KitCatalogueItem | TemplateItem;

export const ASSET_FOLDERS = [
  'graphics',
  'patterns',
  'logos',
  'fonts',
  'nba_fonts',
  'materials',
  'collars',
  'armbands',
] as const;
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

/**
 * A catalogue's items. The file is the page's one copy (catalogue-files.ts), shared with the
 * compositor and possibly asked for by the page before the editor existed; the templates are read
 * through the API client when nothing has asked for them yet.
 */
export function loadCatalogue(api: ApiClient, name: CatalogueName): Promise<CatalogueItem[]> {
  let pending = cache.get(name);
  if (!pending) {
    pending = catalogueFile(
      name,
      name === 'templates' ? () => api.catalogue<unknown>('templates') : undefined,
    )
      .catch((cause: unknown) => {
        throw new Error(`error loading ${catalogueFileUrl(name)}`, { cause });
      })
      .then(asItems);
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}

/**
 * A chooser's list for the interface: when it cannot be loaded, an empty list and a toast in the
 * user's language saying so (the kit is untouched; the next opening asks again).
 */
export function catalogueForChooser(
  context: Pick<EditorContext, 'api' | 'toast'>,
  name: CatalogueName,
): Promise<CatalogueItem[]> {
  return loadCatalogue(context.api, name).catch(() => {
    context.toast(message('catalogue.failed'), TOAST_MS.long, 'error');
    return [];
  });
}

/** The value an asset is stored under in a layer (fonts by id, the rest by name). */
export function assetValue(folder: AssetFolder, item: CatalogueItem): string {
  return folder === 'fonts' || folder === 'nba_fonts' ? item.id : item.name;
}
