/**
 * What restore changed or dropped, with machine-readable codes, plus the toast it drives. Values
 * that were simply missing take their default silently: saved data omits defaults on purpose.
 */

export const RESTORE_CODES = [
  /** The input was not JSON or not an object: an empty kit was made. */
  'invalid-input',
  /** Data beyond the size limits or under forbidden keys was ignored. */
  'truncated',
  /** An older format was migrated. */
  'migrated',
  /** The data declares a newer format than this code knows; read as the current one. */
  'newer-version',
  /** A kit from another game became a new kit of the editor's game (collar and id dropped). */
  'game-changed',
  /** A value had the wrong type or was not a finite number: the default was used. */
  'invalid-value',
  /** A number was outside its range and was clamped. */
  'clamped',
  /** A text was longer than allowed and was cut. */
  'too-long',
  'invalid-color',
  /** The colour list was resized to the count the layer needs. */
  'color-count',
  'unknown-template',
  'collar-out-of-range',
  'shorts-unsupported',
  /** Shininess or metalness were set to 0: the game has no roughness, or the layer is the armband. */
  'shininess-ignored',
  'unknown-kind',
  'not-a-layer',
  'nested-group',
  /** A group held a layer of a kind that stays out of groups: it was put right after the group. */
  'not-groupable',
  'duplicate-uuid',
  'missing-mask',
  'duplicate-nba-text',
  'duplicate-logo-slot',
  /** Something this game does not have (mat in fm, fm team outside fm). */
  'not-in-game',
  /** A premium asset (font, pattern, graphic, material, logo…) for a user without Plus. */
  'premium-asset',
  /** A Plus feature (custom pattern, mat, 3D detail, custom positions) the user may not use. */
  'premium-feature',
  /** A feature that needs a higher Plus tier than the user's. */
  'tier-feature',
  /** Early-access content, which needs Plus with a tier above 0. */
  'early-access',
  'admin-asset',
  /** Restore hit an unexpected state; the kit was replaced by an empty one. */
  'internal-error',
] as const;
export type RestoreCode = (typeof RESTORE_CODES)[number];

export interface RestoreChange {
  code: RestoreCode;
  /** Where, as a dotted path into the kit ('layers.shirt.2.opacity'). */
  path: string;
  detail?: string;
}

export interface DroppedLayer {
  code: RestoreCode;
  path: string;
  /** The layer's kind as given (or '' when there was none). */
  kind: string;
  /** The asset or layer name, for the user. */
  name: string;
}

export interface RestoreReport {
  /** The format version the input declared (0 when unversioned). */
  fromVersion: number;
  changes: RestoreChange[];
  dropped: DroppedLayer[];
  /** The toast to show, or null. */
  toast: string | null;
}

/** Codes that mean the user lacks Plus for something in the kit. */
export const PLUS_CODES: ReadonlySet<RestoreCode> = new Set(['premium-asset', 'premium-feature']);
/** Codes that mean a Plus member lacks the tier for something. */
export const TIER_CODES: ReadonlySet<RestoreCode> = new Set(['tier-feature', 'early-access']);

/** Collects changes while restoring. */
export class RestoreLog {
  readonly changes: RestoreChange[] = [];
  readonly dropped: DroppedLayer[] = [];

  change(code: RestoreCode, path: string, detail?: string): void {
    this.changes.push(detail === undefined ? { code, path } : { code, path, detail });
  }

  drop(code: RestoreCode, path: string, kind: string, name: string): void {
    this.dropped.push({ code, path, kind, name });
  }

  has(codes: ReadonlySet<RestoreCode>): boolean {
    return this.changes.some((c) => codes.has(c.code)) || this.dropped.some((d) => codes.has(d.code));
  }
}
