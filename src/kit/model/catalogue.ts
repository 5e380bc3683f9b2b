import type { Area, Game } from './basics.ts';

/** Catalogue categories served as /data/{name}.json. */
export const CATALOGUE_CATEGORIES = [
  'armbands',
  'graphics',
  'graphics_shorts',
  'graphics_socks',
  'patterns',
  'fonts',
  'nba_fonts',
  'logos',
  'materials',
  'collars',
  'templates',
] as const;
export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number];

/** @internal The catalogue's logo types; its unit test holds every logo to them. */
export const LOGO_TYPES = [
  'brand',
  'club',
  'sponsor',
  'badge',
  'icon',
  'national',
  'retro',
  'us',
  'brand icon',
] as const;

/** Who made a catalogue item, for its credits. */
export interface CatalogueAuthor {
  name: string;
  url: string;
}

/**
 * One entry of a catalogue file public/data/catalogue/<category>.json: the fields of document 1
 * §3 "Catalogue item" together with those of document 2 §3 "Preset", as the files store them.
 */
export interface CatalogueItem {
  /** Stable key of the item (its file stem); layers store fonts by it. */
  id: string;
  /** Index in its catalogue (the spec's "id (index)"). */
  id_num: number;
  name: string;
  name_display: string;
  type: string;
  /** Sub-categories of the preset selector. */
  cat: string[];
  brand: string;
  brand_cat: string;
  /** Original colours, one per recolourable channel: the colour count is its length. */
  colors: string[];
  colormode: string;
  recolorable: boolean;
  monochrome: boolean;
  premium: boolean;
  admin: boolean;
  /** Popularity figure (uses), for the Popular sort. */
  popular: number;
  filename: string;
  /** Vector source next to the PNG, when there is one. */
  svg?: string;
  format: string;
  url: string;
  preview_url: string;
  preview_url_3d?: string;
  /** ISO date; a date in the future marks early-access content. */
  date: string;
  year: number;
  credits_text: string;
  credits_link: string;
  author: CatalogueAuthor;
  license: string;
}

/** A fonts.json or nba_fonts.json entry: a catalogue item plus its font face and glyph maps. */
export interface FontItem extends CatalogueItem {
  family: string;
  weight: number;
  file: string;
  role: string;
  font_type: number;
  letters: string;
  numbers: string;
}

/** The garment images a custom collar brings for one game's layout (its own neck line). */
export interface CollarCut {
  mask: { front: string; back: string };
  mask_sleeves: string;
  finish: string;
  finish2: string;
}

/**
 * A collars.json entry. `cuts`, when present, holds the collar's own body and sleeve masks and
 * finishes per game (each game's layout puts the neck elsewhere on the panel): while the collar
 * is shown they replace the template's (document 1 §4, src/kit/operations/collar.ts).
 */
export interface CollarItem extends CatalogueItem {
  cuts?: Partial<Record<Game, CollarCut>>;
}

/** Where a brand's logo sits on a template, per area. */
export interface TemplateBrand {
  name: string;
  positions: Partial<Record<Area, { x: number; y: number; size: number }>>;
  /** false hides the brand logo on that area. */
  logoShirt: boolean;
  logoShorts: boolean;
  logoSocks: boolean;
}

/** A kit template (document 1, section 3 "Template"). Image fields are asset paths. */
export interface Template {
  name: string;
  year: number;
  brand_cat: string;
  designs: Record<Area, string[]>;
  mask: { front: string; back: string };
  mask_sleeves: string;
  apply_no_sleeves: boolean;
  /** Number of collar variants; kit.collar stays below it. */
  collar: number;
  collar_uv: string[];
  finish: string;
  finish2: string;
  finish_shorts: string;
  normals: string;
  brand: TemplateBrand;
  long_sleeve: boolean;
  collar_preview: string;
  settings: { shortstyle: number[] };
  premium?: boolean;
  date?: string;
}

/**
 * A templates.json entry: a catalogue item whose brand is the maker's logo placement, plus the
 * template fields the kit operations read.
 */
export interface TemplateItem extends Omit<CatalogueItem, 'brand'>, Template {
  brand: TemplateBrand;
  premium: boolean;
  date: string;
  /** Games the template is offered for. */
  games: Game[];
  /** Shape of each collar variant, one per collar_uv mask. */
  collar_shapes: string[];
}

/** Display settings of the 3D model (preferences, not saved with the kit). */
export interface DisplaySettings {
  tucked_in: boolean;
  undershirt: boolean;
  underneck: boolean;
  undershorts: boolean;
  /** Chosen among the model's sock options. */
  socks: string[];
  mannequin: boolean;
  mannequinSkinColorToggle: boolean;
  /** Index of one of the 11 skin tones. */
  mannequinSkinColor: number;
  mannequinColor: string;
  /** 0..100, default 100. */
  mannequinShininess: number;
  /** 0..100, default 0. */
  mannequinMetalness: number;
  bootColor: string;
  /** 0..100, default 75. */
  bootShininess: number;
  bootMetalness: number;
  hanger: boolean;
  ls: boolean;
  /** Captain's armband. */
  c: boolean;
}

/** What a game's 3D model supports. */
export interface ModelCapabilities {
  has_tucked_in: boolean;
  has_undershirt: boolean;
  has_neckwarmer: boolean;
  has_undershorts: boolean;
  sock_settings: string[];
  has_mannequin: boolean;
  has_hanger: boolean;
  has_captains_armband: boolean;
  extra_visibles: string[];
  hideViewButtons: boolean;
}
