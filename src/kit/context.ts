import type { CatalogueCategory } from './model/catalogue.ts';
import type { Game, PlusTier } from './model/basics.ts';

/**
 * What restore and the rules may know about the world around a kit. Everything is optional:
 * without a user nothing is gated (trusted data, tests), without lookups assets and templates
 * are taken as they come.
 */

/** The part of a user the premium rules read. */
export interface KitUser {
  premium: boolean;
  tier: PlusTier | number;
  admin: boolean;
}

/** What a catalogue says about one asset. */
export interface AssetInfo {
  premium: boolean;
  /** Release date (ISO string, epoch ms or Date); in the future = early access. */
  date?: string | number | Date | null;
  admin?: boolean;
}

/** What restore needs to know of a template. */
export interface TemplateInfo {
  /** Normalised name. */
  name: string;
  /** The catalogue's own spelling, for messages ('Removed: template Veloce Vortex.'). */
  title?: string;
  /** The games the template is made for (absent: any); a locked template gives way within them. */
  games?: readonly Game[];
  /** Number of collar variants; a kit's collar stays below it. */
  collars: number;
  /** The shape of each collar variant (crew, v, polo, henley, wrap), when the catalogue says. */
  collarShapes?: readonly string[];
  /** Short styles the template's model supports (fifa and eafc default to 0, 2, 3, 4, 6). */
  shortStyles?: readonly number[];
  long_sleeve: boolean;
}

export type AssetLookup = (category: CatalogueCategory, name: string) => AssetInfo | undefined;

export interface KitContext {
  /** The editor's game: a kit from another game is loaded as a new kit of this one. */
  game?: Game;
  user?: KitUser;
  assets?: AssetLookup;
  /** Templates by normalised name, first entry = the fallback template. */
  templates?: ReadonlyMap<string, TemplateInfo>;
  /**
   * A template name the list does not know is kept rather than replaced by the first template:
   * the server stores what it cannot check (its catalogue may lag the app's); the editor replaces.
   */
  keepUnknownTemplate?: boolean;
  /** Reference time for early access (default: the current time). */
  now?: Date | number;
}
