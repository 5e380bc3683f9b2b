import type { ApiClient } from '../api/index.ts';
import {
  assetAccess,
  catalogueGate,
  GATED_CATALOGUES,
  type AssetAccess,
  type AssetLookup,
  type CatalogueLists,
  type KitUser,
} from '../kit/index.ts';
import { loadCatalogue, type CatalogueName } from './catalogue.ts';
import { gateCatalogueAtom, userAtom, type EditorStore } from './state.ts';

/**
 * What every kit entering the editor is checked against (document 1 §6): the user's membership
 * and the catalogue's premium, early-access and admin flags. Built by the kit's catalogueGate,
 * as the server's kit gate builds it, so both drop (and swap) the same content.
 */

export const ANONYMOUS: KitUser = { premium: false, tier: 0, admin: false };

/** Reads the catalogues; a category that fails to load gates nothing (the server still does). */
export async function loadGateCatalogue(api: ApiClient): Promise<AssetLookup> {
  const lists: CatalogueLists = {};
  await Promise.all(
    GATED_CATALOGUES.map(async (name) => {
      try {
        lists[name] = await loadCatalogue(api, name as CatalogueName);
      } catch {
        // Missing file: nothing of this category is gated here.
      }
    }),
  );
  return catalogueGate(lists).assets;
}

/**
 * The user and asset lookup the kit's entitlement check gets: restoreKit for a kit entering now,
 * gateEdit for every edit (context.ts).
 */
export function entitlementContext(store: EditorStore): { user: KitUser; assets?: AssetLookup } {
  const user = store.get(userAtom) ?? ANONYMOUS;
  const assets = store.get(gateCatalogueAtom);
  return assets ? { user, assets } : { user };
}

/**
 * Whether the user may use this catalogue item (premium, early access, admin-only): the kit's
 * assetAccess, which restore and the edit gate also apply. Selects lock what it refuses.
 */
export function catalogueItemAccess(
  store: EditorStore,
  item: { premium?: boolean; date?: string | null; admin?: boolean },
): AssetAccess {
  return templateAccess(store, item);
}

/** Whether the user may start a kit from this template (premium, early access, admin-only). */
export function templateAccess(
  store: EditorStore,
  template: { premium?: boolean; date?: string | null; admin?: boolean },
): AssetAccess {
  const user = store.get(userAtom) ?? ANONYMOUS;
  return assetAccess(
    user,
    { premium: template.premium === true, date: template.date ?? null, admin: template.admin === true },
    Date.now(),
  );
}
