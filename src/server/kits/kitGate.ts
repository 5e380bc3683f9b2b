/**
 * The only way kit data enters the database: parse, run through the kit document's restoreKit
 * (validate, clamp, migrate, drop premium content the user may not use) and store what
 * serialiseKit writes back, never the raw input.
 */
import {
  DEFAULT_GAME,
  GAMES,
  KIT_DATA_MAX_CHARS,
  PLUS_CODES,
  restoreKit,
  serialiseKit,
  TIER_CODES,
  type Game,
  type KitContext,
  type RestoreReport,
} from '../../kit/index.ts';
import type { Membership } from '../auth/membership.ts';
import { MESSAGES } from '../messages.ts';

export { KIT_DATA_MAX_CHARS };

export const isGame = (value: unknown): value is Game =>
  typeof value === 'string' && (GAMES as readonly string[]).includes(value);

const REFUSED: ReadonlySet<string> = new Set(['invalid-input', 'internal-error']);

/**
 * Every kit the editor writes has `version`, and older (v0) kits have their areas or template at
 * the top. An object with none of these (`{}`, `{"name":"x"}`) is a client bug, not a kit: saved,
 * it would replace the user's design with an empty one.
 */
const KIT_FIELDS = ['version', 'template', 'shirt', 'shorts', 'socks', 'layers', 'logos'] as const;

const looksLikeKit = (value: object): boolean => KIT_FIELDS.some((field) => Object.hasOwn(value, field));

export type Admission =
  | {
      ok: true;
      data: string;
      game: Game;
      /** Restore's toast when it dropped content the user may not use (e.g. Plus-exclusive layers). */
      notice: string | null;
    }
  | { ok: false; status: number; error: string };

/**
 * `requestedGame` is the editor's game from the save request; without it the kit's own `game`
 * field decides.
 */
export function admitKitData(
  raw: string,
  requestedGame: Game | null,
  membership: Membership & { admin: boolean },
  catalogue: Pick<KitContext, 'assets' | 'templates' | 'keepUnknownTemplate'> = {},
): Admission {
  if (raw.length > KIT_DATA_MAX_CHARS) return { ok: false, status: 413, error: MESSAGES.kitDataTooLarge };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, status: 400, error: MESSAGES.invalidKitData };
  }
  // restoreKit makes a kit out of anything; only an object can be a kit someone meant to save.
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) || !looksLikeKit(parsed)) {
    return { ok: false, status: 400, error: MESSAGES.invalidKitData };
  }
  const ownGame = (parsed as { game?: unknown }).game;
  const game = requestedGame ?? (isGame(ownGame) ? ownGame : DEFAULT_GAME);
  const { kit, report } = restoreKit(parsed, { game, user: membership, ...catalogue });
  // restoreKit never throws: it answers unusable input with an empty kit and says so. Saving that
  // empty kit over the user's work would lose it, so such data is refused instead.
  if (report.changes.some((change) => REFUSED.has(change.code))) {
    return { ok: false, status: 400, error: MESSAGES.invalidKitData };
  }
  let data: string;
  try {
    // With the templates restore read: `ls` is written where it differs from the template's own.
    data = serialiseKit(kit, { templates: catalogue.templates });
  } catch {
    return { ok: false, status: 413, error: MESSAGES.kitDataTooLarge };
  }
  return { ok: true, data, game, notice: noticeOf(report) };
}

/**
 * Restore's toast plus what it left out ('… Removed: pattern Woodland Camo.'), so the user knows
 * which part of the design the stored kit does not have.
 */
function noticeOf(report: RestoreReport): string | null {
  if (report.toast === null) return null;
  const dropped = report.dropped
    .filter((layer) => PLUS_CODES.has(layer.code) || TIER_CODES.has(layer.code))
    .map((layer) => {
      const kind = layer.kind.replace(/_/g, ' ');
      return layer.name === '' || layer.name === layer.kind ? kind : `${kind} ${layer.name}`;
    });
  return dropped.length === 0
    ? report.toast
    : `${report.toast} ${MESSAGES.removedContent(dropped.join(', '))}`;
}
