/**
 * The common fields of every catalogue item (spec document 1 §3 "Catalogue item", document 2 §3
 * "Preset"): naming, flags, dating and popularity are derived here, the same way for every
 * category, so premium shares, early access and New badges are consistent and reproducible.
 */
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

export interface CatalogueFields {
  id: string;
  name: string;
  type: string;
  cat: string[];
  /** The maker's name; for templates, the maker's logo placement (spec §3 "Template"). */
  brand: string | object;
  brand_cat: string;
  colors: string[];
  colormode: string;
  recolorable: boolean;
  monochrome: boolean;
  filename: string;
  svg?: string;
  format: string;
  url: string;
  credits_text: string;
  credits_link: string;
  author: { name: string; url: string };
  license: string;
  [extra: string]: unknown;
}

export interface CatalogueEntry extends CatalogueFields {
  id_num: number;
  name_display: string;
  premium: boolean;
  admin: boolean;
  /** Popularity figure (uses), for the Popular sort. */
  popular: number;
  date: string;
  year: number;
  preview_url: string;
}

const DAY = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function catalogueEntry(dating: Dating, fields: CatalogueFields): CatalogueEntry {
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
    ...fields,
    id_num: index,
    name_display: fields.name,
    premium,
    admin: false,
    popular: Math.round(50 + rand() ** 2 * 20000),
    date,
    year: dating.year ?? Number(date.slice(0, 4)),
    preview_url: `/previews/${category}/${fields.id}.png`,
  };
}
