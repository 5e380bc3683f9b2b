/**
 * The small vocabularies every other kit type is built from (spec document 1, sections 1 and 3).
 * Each list is exported as a readonly tuple so that runtime checks and types share one source.
 */

export const GAMES = ['eafc', 'fifa', 'pes', 'fm', 'basketball'] as const;
/** A game variant ("mode" in the spec): each has its own layout, textures and export target. */
export type Game = (typeof GAMES)[number];

/** The garment areas that carry layer stacks. Basketball has no socks view but keeps the key. */
export const AREAS = ['shirt', 'shorts', 'socks'] as const;
export type Area = (typeof AREAS)[number];

export const BLEND_MODES = ['Normal', 'Overlay', 'Multiply', 'Lighten', 'Screen'] as const;
export type BlendMode = (typeof BLEND_MODES)[number];

/** A colour as stored in memory: always lowercase '#rrggbb'. Validated by parseHexColor. */
export type HexColor = string;

/** A layer's identity: masks and selection refer to layers by this string. */
export type LayerId = string;

export const PLUS_TIERS = [0, 1, 2] as const;
/** 0 Basic (the base level), 1 Premium, 2 Ultimate. */
export type PlusTier = (typeof PLUS_TIERS)[number];

export const FM_KIT_TYPES = ['home', 'away', 'third'] as const;
export type FmKitType = (typeof FM_KIT_TYPES)[number];

/**
 * FM's team Unique ID is an unsigned 32-bit integer: 0 to 4294967295 (the in-game-calibrated FM26
 * generator, WillianBoita/GeradorKitsEquipesFM26 `src/core/primitives.ts`, refuses larger ids: a
 * mistyped id would give a path FM ignores without a word).
 */
export const FM_UNIQUE_ID_MAX = 4294967295;

/** A Unique ID as typed: digits only, in FM's range. */
export function isFmUniqueId(id: string): boolean {
  return /^\d{1,10}$/.test(id) && Number(id) <= FM_UNIQUE_ID_MAX;
}

/** Logo slots of a kit (spec document 1, section 2). */
export const LOGO_SLOTS = [
  'brand',
  'team',
  'sponsor',
  'sponsor_back',
  'sleeve_left',
  'sleeve_right',
] as const;
export type LogoSlot = (typeof LOGO_SLOTS)[number];

/** Text placement choices by area (spec document 1, section 2), as stored on text layers. */
export const TEXT_PLACEMENTS = {
  shirt: [
    'front',
    'back',
    'left_sleeve',
    'right_sleeve',
    'both_sleeves',
    'both_sleeves_mirrored',
    'both_sleeves_inverted',
    'captains_armband',
    'back_collar',
  ],
  shorts: ['front', 'back', 'sides', 'sides_mirrored', 'sides_mirrored_inverted', 'side_left', 'side_right'],
  socks: ['front', 'back', 'outside', 'inside'],
} as const satisfies Record<Area, readonly string[]>;
export type TextPlacement = (typeof TEXT_PLACEMENTS)[Area][number];
