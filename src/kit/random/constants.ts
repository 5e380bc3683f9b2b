/**
 * The random generator's constants (spec document 2 §9 "Random generator"). Tests read the same
 * values, so a change here is a change of the product's odds, not of a test.
 */

/** The designs the generator knows, as document 2 §9 lists them (the team data's vocabulary). */
export const GENERATOR_DESIGNS = [
  'contrasting sleeves',
  'graphic',
  'stripes',
  'stripes_with_separator',
  'sao_paulo',
  'half-and-half',
  'plain',
  'chest band',
  'pinstripes',
  'hoops',
  'single stripe',
  'ajax',
  'sash',
  'chevron',
  'checkers',
  'gradient',
  'cross',
  'diagonal',
  'quarters',
  'sampdoria',
  'groningen',
  'feyenoord',
  'willem_ii',
  'sc_heerenveen',
  'stuttgart',
] as const;
export type GeneratorDesign = (typeof GENERATOR_DESIGNS)[number];

export function isGeneratorDesign(value: unknown): value is GeneratorDesign {
  return typeof value === 'string' && (GENERATOR_DESIGNS as readonly string[]).includes(value);
}

export const GENERATOR_ODDS = {
  /** The shorts' (or the socks') colour order is reversed: main colour second. */
  reverseOrder: 0.25,
  /** The template layer is disabled (a plain template). */
  templateDisabled: 0.25,
  /** The template details take the accent colour (else they stay tone on tone in the main colour). */
  accentColor: 0.75,
  /** A third colour joins the palette when none is given. */
  thirdColor: 0.75,
  /** Collar on: templates of COLLAR_BRAND_CATEGORY, every other maker. */
  collarFavoured: 0.5,
  collarOther: 0.1,
} as const;

/**
 * The one maker whose templates get a collar half of the time (document 2 §9: "50 % for one brand
 * category"): Nordkap's catalogue line is cut around polo and wrap collars.
 */
export const COLLAR_BRAND_CATEGORY = 'nordkap';

/** Team logo odds (document 2 §9 defaults): retro, alternate and monochrome crests. */
export const LOGO_ODDS = {
  home: { retro: 0.15, alternate: 0.3, monochrome: 0.25 },
  away: { retro: 0.15, alternate: 0.5, monochrome: 0.5 },
  third: { retro: 0.15, alternate: 0.5, monochrome: 0.5 },
} as const;

/**
 * Sponsor logos drawn in their own colours, never recoloured to the shirt (document 2 §9: "a fixed
 * list of sponsor logos is full-colour"): marks whose identity is their colour. Normalised names.
 */
export const FULL_COLOR_SPONSORS: readonly string[] = ['cobalt_mobile', 'helio_solar', 'greenfield_foods'];

/** Template filter: a template's year must lie in this range unless the caller narrows it. */
export const TEMPLATE_YEARS = { from: 1900, to: 2100 } as const;

/**
 * Brand names as teams and instructions write them, mapped to the brand of our templates
 * (document 2 §9 "Brand name aliases map several brand names to template names"). Normalised keys.
 */
export const BRAND_ALIASES: Readonly<Record<string, string>> = {
  veloce: 'veloce_blades',
  veloce_blades: 'veloce_blades',
  blades: 'veloce_blades',
  arcline: 'arcline',
  arc: 'arcline',
  arc_line: 'arcline',
  stride: 'stride',
  stride_sport: 'stride',
  nordkap: 'nordkap',
  nord_kap: 'nordkap',
  nordcap: 'nordkap',
  orbis: 'orbis',
  orbis_sport: 'orbis',
  kinetik: 'kinetik',
  kinetic: 'kinetik',
  tri_forma: 'tri_forma',
  triforma: 'tri_forma',
  pulse: 'pulse_athletic',
  pulse_athletic: 'pulse_athletic',
  halden: 'halden_sport',
  halden_sport: 'halden_sport',
  vektor: 'vektor',
  vector: 'vektor',
};

/** Random colours below this distance (RGB, 0..1) count as the same colour. */
export const COLOR_CLOSENESS = 0.1;

/**
 * The border width (the layer's `borderWidth`, 1..8) the generator gives a design whose colours
 * are all within COLOR_CLOSENESS of the shirt under it (document 2 §9 "border width 4"), so the
 * design still shows: see `bordered` in layers.ts.
 */
export const GENERATOR_BORDER_WIDTH = 4;

/**
 * The design canvas the recipes draw on (document 2 §9 "Design canvas 2048 px scaled"): the
 * shirt texture at scale 1, whose front panel is half its width. Lengths drawn there are scaled
 * to each game's own front panel.
 */
export const DESIGN_CANVAS = 2048;
