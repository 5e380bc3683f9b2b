/**
 * The common fields of every catalogue item (spec document 1 §3 "Catalogue item", document 2 §3
 * "Preset"): naming, flags, dating and popularity are derived here, the same way for every
 * category, so premium shares, early access and New badges are consistent and reproducible.
 */
import type { CatalogueItem, CollarItem, FontItem, TemplateItem } from '../../src/kit/model/index.ts';
import { rng } from './svg.ts';

/** The catalogue's release day: dates are fixed relative to it so builds are reproducible. */
export const RELEASE_DATE = '2026-11-22';
/** Early access ends (for everyone but Plus members) on these days after the release. */
const EARLY_ACCESS_DAYS = [9, 23];
/** "New" lasts 10 days (14 for logos): a few items land inside that window. */
const NEW_DAYS = [2, 6];

export interface Dating {
  category: string;
  index: number;
  /** Items the compositor's tests draw by name stay free and released. */
  protected: boolean;
  year?: number;
}

/** The fields catalogueEntry derives, the same way for every category. */
type Derived = 'id_num' | 'name_display' | 'premium' | 'admin' | 'popular' | 'date' | 'year' | 'preview_url';

/**
 * One catalogue item as the files store it: the shared types of src/kit (which the zod schemas in
 * src/kit/schema/catalogue.ts mirror), so what this script writes is what the app and the server
 * read. Fonts and templates carry their own fields on top of the common ones.
 */
export type CatalogueEntry = CatalogueItem | CollarItem | FontItem | TemplateItem;

/** What a category's builder supplies: the item without the derived fields. */
export type CatalogueFields<T extends CatalogueEntry = CatalogueItem> = Omit<T, Derived>;

const DAY = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function catalogueEntry<T extends CatalogueEntry>(dating: Dating, fields: CatalogueFields<T>): T {
  const { category, index } = dating;
  const rand = rng(hash(`${category}/${fields.id}`));
  // Every fourth item is premium: a quarter of each category.
  const premium = !dating.protected && index % 4 === 3;
  // Items 5 and 11 of a category are early access; 2 and 7 are New; the rest spread back two years.
  let date: string;
  if (!dating.protected && (index === 5 || index === 11))
    date = addDays(RELEASE_DATE, EARLY_ACCESS_DAYS[index === 5 ? 0 : 1]!);
  else if (!dating.protected && (index === 2 || index === 7))
    date = addDays(RELEASE_DATE, -NEW_DAYS[index === 2 ? 0 : 1]!);
  else date = addDays(RELEASE_DATE, -(20 + Math.floor(rand() * 700)));
  return {
    ...(fields as Omit<T, Derived>),
    id_num: index,
    name_display: fields.name,
    premium,
    admin: false,
    popular: Math.round(50 + rand() ** 2 * 20000),
    date,
    year: dating.year ?? Number(date.slice(0, 4)),
    preview_url: `/previews/${category}/${fields.id}.png`,
  } as T;
}
