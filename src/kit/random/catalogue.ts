import type { KitUser } from '../context.ts';
import type { Game } from '../model/basics.ts';
import type { CatalogueItem, TemplateItem } from '../model/catalogue.ts';
import { normaliseName } from '../names.ts';
import { assetAccess } from '../rules/premium.ts';
import { BRAND_ALIASES, TEMPLATE_YEARS } from './constants.ts';
import type { RecipeAsset } from './recipes.ts';

/**
 * What the generator draws from: the catalogue files as the app, the CLI and the server read them
 * (public/data/catalogue/<name>.json). Only what the user may use is drawn, so restoreKit never
 * has to take anything out of a generated kit.
 */
export interface GeneratorCatalogue {
  readonly templates: readonly TemplateItem[];
  readonly logos: readonly CatalogueItem[];
  readonly patterns: readonly CatalogueItem[];
  readonly graphics: readonly CatalogueItem[];
}

export interface AccessOptions {
  /** Without a user nothing is gated (the CLI, an admin's test generation). */
  readonly user?: KitUser;
  readonly now?: number;
}

export function usable<T extends { premium: boolean; date?: string; admin?: boolean }>(
  items: readonly T[],
  access: AccessOptions,
): T[] {
  const { user } = access;
  if (!user) return [...items];
  const now = access.now ?? Date.now();
  return items.filter((item) => assetAccess(user, item, now) === 'ok');
}

export function recipeAssets(items: readonly CatalogueItem[]): RecipeAsset[] {
  return items.map((item) => ({ name: item.name, colors: Math.max(1, item.colors.length) }));
}

/** A brand as teams and instructions spell it, as the templates' brand category. */
export function templateBrand(brand: string): string {
  const key = normaliseName(brand.trim());
  return BRAND_ALIASES[key] ?? key;
}

export interface TemplateFilter extends AccessOptions {
  readonly game: Game;
  readonly brand?: string;
  readonly years?: { readonly from: number; readonly to: number };
}

/**
 * Templates the generator may pick: offered for the game, dated within the year range (default
 * 1900-2100), with designs, usable by the user, and of the brand when one is asked for. A brand
 * without templates for the game is dropped rather than giving no kit at all.
 */
export function candidateTemplates(
  templates: readonly TemplateItem[],
  filter: TemplateFilter,
): TemplateItem[] {
  const years = filter.years ?? TEMPLATE_YEARS;
  const base = usable(templates, filter).filter(
    (t) =>
      t.games.includes(filter.game) &&
      t.year >= years.from &&
      t.year <= years.to &&
      Object.values(t.designs).some((list) => list.length > 0),
  );
  if (!filter.brand) return base;
  const brand = templateBrand(filter.brand);
  const branded = base.filter(
    (t) => normaliseName(t.brand_cat) === brand || normaliseName(t.brand.name) === brand,
  );
  return branded.length > 0 ? branded : base;
}
