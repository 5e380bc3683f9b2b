import type { Area, PlusTier } from './basics.ts';

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
export type LogoType = (typeof LOGO_TYPES)[number];

/** One entry of a catalogue (document 1, section 3 "Catalogue item"). */
export interface CatalogueItem {
  /** Index in its catalogue. */
  id: number;
  name: string;
  type: string;
  /** Number of recolourable colours (or image layers for logos). */
  colors: number;
  premium: boolean;
  filename: string;
  colormode: string;
  format: string;
  preview_url: string;
  url: string;
  /** ISO date; a date in the future marks early-access content. */
  date?: string;
  admin?: boolean;
}

/** A selectable preset: logo, graphic, pattern, template or upload (document 2, section 3). */
export interface Preset {
  name: string;
  name_display: string;
  id: string;
  id_num: number;
  type: string;
  cat: string[];
  brand: string;
  brand_cat: string;
  premium: boolean;
  admin: boolean;
  popular: boolean;
  recolorable: boolean;
  monochrome: boolean;
  date: string;
  year: number;
  preview_url: string;
  preview_url_3d: string;
  colormode: string;
  colors: number;
  credits_text: string;
  credits_link: string;
  author: { name: string; url: string };
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

export type Vec3 = [number, number, number];

export interface FreecamPreset {
  name: string;
  position: Vec3;
  quaternion: [number, number, number, number];
  target: Vec3;
  positionKit: Vec3;
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

export interface User {
  logged_in: boolean;
  username: string;
  email: string;
  premium: boolean;
  tier: PlusTier;
  admin: boolean;
  image: string;
  signature: string;
  subscription_id?: string;
  /** Set when auto-renewal is off: the membership ends on this date. */
  active_until?: string | null;
  active_until_calculated?: string | null;
}

/** The anonymous visitor. */
export const ANONYMOUS_USER: Readonly<User> = Object.freeze({
  logged_in: false,
  username: '',
  email: '',
  premium: false,
  tier: 0,
  admin: false,
  image: '',
  signature: '',
});
