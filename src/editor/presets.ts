import { presetGate } from './kit.ts';
import type { CatalogueItem, CatalogueName } from './catalogue.ts';
import type { EditorUser } from './state.ts';

/** The preset selector's rules (document 2 §4, §9): sorts, their defaults, paging and 'New'. */

export const PRESET_SORTS = ['popular', 'latest', 'name', 'newest', 'oldest'] as const;
export type PresetSort = (typeof PRESET_SORTS)[number];

/**
 * The sort tabs each list offers (document 2 §9): templates Popular, Latest, Name, Newest, Oldest;
 * logos (and the image chooser) Popular, Latest, Name. The spec names Latest, Popular, Newest and
 * Oldest as the preset sorts and Name as the fonts' and materials' default, so the other
 * categories offer all five, in the template list's order.
 */
export const PRESET_SORTS_OF: Readonly<Record<CatalogueName, readonly PresetSort[]>> = {
  templates: PRESET_SORTS,
  logos: ['popular', 'latest', 'name'],
  graphics: PRESET_SORTS,
  patterns: PRESET_SORTS,
  fonts: PRESET_SORTS,
  nba_fonts: PRESET_SORTS,
  materials: PRESET_SORTS,
  collars: PRESET_SORTS,
  armbands: PRESET_SORTS,
};

/**
 * Templates default to Latest; logos to Popular; graphics and patterns to Latest; fonts and
 * materials to Name (document 1 §9, document 2 §9).
 */
export const DEFAULT_PRESET_SORT: Readonly<Record<CatalogueName, PresetSort>> = {
  templates: 'latest',
  logos: 'popular',
  graphics: 'latest',
  patterns: 'latest',
  fonts: 'name',
  nba_fonts: 'name',
  materials: 'name',
  collars: 'name',
  armbands: 'name',
};

export const PRESET_PAGE_SIZE = 96;

const DAY_MS = 86_400_000;

/** 'New' on presets and templates under 10 days old, 14 for logos (document 2 §9). */
export function isNewPreset(item: CatalogueItem, folder: CatalogueName, now: number): boolean {
  const released = Date.parse(item.date ?? '');
  if (!Number.isFinite(released) || released > now) return false;
  return now - released < (folder === 'logos' ? 14 : 10) * DAY_MS;
}

/**
 * Latest is the newest season first (the item's year), then the newest release; Newest and Oldest
 * go by release date alone; Popular by uses; Name alphabetically.
 */
export function sortPresets(items: readonly CatalogueItem[], sort: PresetSort): CatalogueItem[] {
  const date = (item: CatalogueItem) => Date.parse(item.date ?? '') || 0;
  const list = [...items];
  switch (sort) {
    case 'popular':
      return list.sort((a, b) => (b.popular ?? 0) - (a.popular ?? 0));
    case 'name':
      return list.sort((a, b) => a.name.localeCompare(b.name));
    case 'oldest':
      return list.sort((a, b) => date(a) - date(b));
    case 'latest':
      return list.sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || date(b) - date(a));
    case 'newest':
      return list.sort((a, b) => date(b) - date(a));
  }
}

/**
 * Admin-only presets are listed to admins alone (document 2 §2), who see them with an admin
 * badge; everyone else never meets them.
 */
export function presetsFor(items: readonly CatalogueItem[], user: EditorUser | null): CatalogueItem[] {
  return user?.admin === true ? [...items] : items.filter((item) => item.admin !== true);
}

/** Filter text (name), sub-category (cat) and brand, then one page of 96. */
export function presetPage(
  items: readonly CatalogueItem[],
  query: { filter: string; category: string; brand: string; sort: PresetSort; page: number },
): { items: CatalogueItem[]; pages: number } {
  const needle = query.filter.trim().toLowerCase();
  const matching = items.filter(
    (item) =>
      (needle === '' || item.name.toLowerCase().includes(needle)) &&
      (query.category === '' || (item.cat ?? []).includes(query.category)) &&
      (query.brand === '' || item.brand_cat === query.brand),
  );
  const sorted = sortPresets(matching, query.sort);
  const pages = Math.max(1, Math.ceil(sorted.length / PRESET_PAGE_SIZE));
  const page = Math.min(Math.max(0, query.page), pages - 1);
  return { items: sorted.slice(page * PRESET_PAGE_SIZE, (page + 1) * PRESET_PAGE_SIZE), pages };
}

/**
 * Whether picking `item` applies it, or why not: 'plus' shows the Plus-only popup ('This preset is
 * exclusive to Plus members.'); 'unavailable' is an early-access or admin preset the user may not
 * use yet. The kit's presetGate decides, as restore does for a loaded kit.
 */
export function presetPickRefusal(
  user: EditorUser | null,
  item: CatalogueItem,
  now = Date.now(),
): 'plus' | 'unavailable' | null {
  const who = user ?? { premium: false, tier: 0, admin: false };
  const gate = presetGate(who, { premium: item.premium, admin: item.admin, date: item.date }, now);
  if (gate.allowed) return null;
  return gate.message === undefined ? 'unavailable' : 'plus';
}

/**
 * The i18n key of a catalogue sub-category's display name. Categories are catalogue ids
 * ('brand icon', 'v-neck'), UI words in the player's language, never shown raw.
 */
export function categoryKey(category: string): string {
  return `presets.cat.${category.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}

/** A brand's proper name as its items give it (a logo's `brand`, a template's `brand.name`). */
function brandNameOf(item: CatalogueItem): string {
  const brand = (item as { brand?: unknown }).brand;
  if (typeof brand === 'string') return brand.trim();
  const named = (brand as { name?: unknown } | undefined)?.name;
  return typeof named === 'string' ? named.trim() : '';
}

/**
 * The brand filter's options: each `brand_cat` once, labelled with the brand's own name. Brand
 * names are proper names, the same in every language; an id no item names (a catalogue with a
 * brand category but no brand record) is spelt out from its words rather than shown as an id.
 */
export function brandOptions(items: readonly CatalogueItem[]): { value: string; label: string }[] {
  const labels = new Map<string, string>();
  for (const item of items) {
    const id = item.brand_cat ?? '';
    if (id === '') continue;
    const name = brandNameOf(item);
    if (!labels.has(id) || (labels.get(id) === '' && name !== '')) labels.set(id, name);
  }
  const spelt = (id: string) =>
    id
      .split(/[_\s-]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ');
  return [...labels].map(([value, label]) => ({ value, label: label || spelt(value) }));
}
