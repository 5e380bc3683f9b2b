import { z } from 'zod';
import { AREAS, GAMES } from '../model/basics.ts';
import type { CatalogueItem, CollarItem, FontItem, TemplateItem } from '../model/catalogue.ts';
import { colorSchema, lazySchema } from './common.ts';

/**
 * Runtime schemas of the catalogue files (public/data/catalogue/<category>.json). Objects are
 * strict so a file that gains, loses or retypes a field fails here instead of drifting from the
 * types in model/catalogue.ts.
 */

const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const position = () => z.strictObject({ x: z.number(), y: z.number(), size: z.number() });

// Every schema here is built on its first use (common.ts lazySchema): the editor checks no
// catalogue file at start-up.
const itemShape = () => ({
  id: z.string().min(1),
  id_num: z.number().int().min(0),
  name: z.string().min(1),
  name_display: z.string().min(1),
  type: z.string().min(1),
  cat: z.array(z.string()),
  brand: z.string(),
  brand_cat: z.string(),
  colors: z.array(colorSchema),
  colormode: z.string().min(1),
  recolorable: z.boolean(),
  monochrome: z.boolean(),
  premium: z.boolean(),
  admin: z.boolean(),
  popular: z.number().int().min(0),
  filename: z.string().min(1),
  svg: z.string().min(1).optional(),
  format: z.string().min(1),
  url: z.string().startsWith('/'),
  preview_url: z.string().startsWith('/'),
  preview_url_3d: z.string().optional(),
  date: isoDate(),
  year: z.number().int(),
  credits_text: z.string(),
  credits_link: z.string(),
  author: z.strictObject({ name: z.string(), url: z.string() }),
  license: z.string().min(1),
});

export const catalogueItemSchema = lazySchema('catalogue item', () => z.strictObject(itemShape()));

const collarCut = () =>
  z.strictObject({
    mask: z.strictObject({ front: z.string().startsWith('/'), back: z.string().startsWith('/') }),
    mask_sleeves: z.string().startsWith('/'),
    finish: z.string().startsWith('/'),
    finish2: z.string().startsWith('/'),
  });

/** collars.json: a collar may bring its own garment masks and finishes per game (its neck line). */
const collarItemSchema = lazySchema('collar item', () =>
  z.strictObject({
    ...itemShape(),
    cuts: z.partialRecord(z.enum(GAMES), collarCut()).optional(),
  }),
);

export const fontItemSchema = lazySchema('font item', () =>
  z.strictObject({
    ...itemShape(),
    family: z.string().min(1),
    weight: z.number().int(),
    file: z.string().min(1),
    role: z.string(),
    font_type: z.number().int(),
    letters: z.string(),
    numbers: z.string(),
  }),
);

const perArea = <T extends z.ZodType>(value: T) =>
  z.strictObject({ shirt: value, shorts: value, socks: value });

export const templateItemSchema = lazySchema('template item', () =>
  z.strictObject({
    ...itemShape(),
    brand: z.strictObject({
      name: z.string(),
      positions: z.strictObject(
        Object.fromEntries(AREAS.map((area) => [area, position().optional()])) as Record<
          (typeof AREAS)[number],
          z.ZodOptional<ReturnType<typeof position>>
        >,
      ),
      logoShirt: z.boolean(),
      logoShorts: z.boolean(),
      logoSocks: z.boolean(),
    }),
    games: z.array(z.enum(GAMES)),
    designs: perArea(z.array(z.string())),
    mask: z.strictObject({ front: z.string(), back: z.string() }),
    mask_sleeves: z.string(),
    apply_no_sleeves: z.boolean(),
    /** Number of collar variants: one collar_uv mask and one shape each. */
    collar: z.number().int().min(1),
    collar_shapes: z.array(z.string()),
    collar_uv: z.array(z.string()),
    finish: z.string(),
    finish2: z.string(),
    finish_shorts: z.string(),
    normals: z.string(),
    long_sleeve: z.boolean(),
    collar_preview: z.string(),
    settings: z.strictObject({ shortstyle: z.array(z.number().int()) }),
  }),
);

/** club_colors.json: the colour picker's club colour presets (document 2 §3 "Colour picker"). */
export const clubColorSchema = lazySchema('club colour', () =>
  z.strictObject({ name: z.string().min(1), hex: colorSchema }),
);

const teamKitSchema = () =>
  z.strictObject({
    colors: z.array(z.string()),
    designs: z.array(z.string()),
    randomness: z.number().min(0).max(1),
    colors_shorts: z.array(z.string()),
    colors_socks: z.array(z.string()),
    colors_hex: z.array(colorSchema),
    monochrome_logo: z.boolean(),
    shorts_reverse: z.boolean(),
    socks_reverse: z.boolean(),
  });

/** teams.json: the teams the random generator and the team search draw from. */
export const teamSchema = lazySchema('team', () => {
  const teamKit = teamKitSchema();
  return z.strictObject({
    name: z.string().min(1),
    brand: z.string(),
    brandRandom: z.boolean(),
    settings: z.strictObject({ brand: z.string(), sponsor: z.string(), sponsorName: z.string() }),
    /** The side's id in the FM team database; null when it has none (joined by name, see joinFmIds). */
    fm_id: z.number().int().nullable(),
    logos: z.array(z.string()),
    logos_retro: z.array(z.string()),
    logos_alternate: z.array(z.string()),
    logos_sponsor: z.array(z.string()),
    sponsorRandom: z.boolean(),
    home: teamKit,
    away: teamKit,
    third: teamKit,
  });
});

/** Which schema validates which catalogue file (the categories of document 1 §3). */
export const CATALOGUE_SCHEMAS = {
  armbands: catalogueItemSchema,
  collars: collarItemSchema,
  graphics: catalogueItemSchema,
  graphics_shorts: catalogueItemSchema,
  graphics_socks: catalogueItemSchema,
  logos: catalogueItemSchema,
  materials: catalogueItemSchema,
  patterns: catalogueItemSchema,
  fonts: fontItemSchema,
  nba_fonts: fontItemSchema,
  templates: templateItemSchema,
  club_colors: clubColorSchema,
  teams: teamSchema,
} as const;

// The schemas and the interfaces must describe the same records, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(): T | undefined => undefined;
agree<Same<z.infer<typeof catalogueItemSchema>, CatalogueItem>>();
agree<Same<z.infer<typeof fontItemSchema>, FontItem>>();
agree<Same<z.infer<typeof collarItemSchema>, CollarItem>>();
agree<Same<z.infer<typeof templateItemSchema>, TemplateItem>>();
