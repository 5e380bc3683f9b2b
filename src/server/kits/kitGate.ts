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
  type RestoreCode,
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

/**
 * The save reply's account of what the kit gate left out (document 1 §7: the handler's status is
 * the user's to read): why, and each part as 'pattern Woodland Camo'. The editor shows it in the
 * user's language; `status` carries the same in English.
 */
export interface RemovedContent {
  readonly reason: 'plus' | 'early-access';
  readonly items: readonly string[];
}

export type Admission =
  | {
      ok: true;
      data: string;
      game: Game;
      /** What the gate left out that the user may not use (e.g. Plus-exclusive layers), or null. */
      removed: RemovedContent | null;
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
  return { ok: true, data, game, removed: removedOf(report) };
}

/** The parts of a kit the gate changed rather than dropped, as the user knows them. */
const CHANGED_PARTS: readonly [RegExp, (detail: string) => string][] = [
  [/^playerPrinting\.font$/, (font) => `printing font ${font}`.trim()],
  [/\.detail3D$/, () => '3D detail'],
  [/^customPos$/, () => 'custom positions'],
];

/**
 * What restore left out for the user's membership ('pattern Woodland Camo'), so the user knows
 * which part of the design the stored kit does not have. Plus when anything needed Plus, else
 * early access (restore's toast chooses the same way).
 */
function removedOf(report: RestoreReport): RemovedContent | null {
  const gated = (code: RestoreCode) => PLUS_CODES.has(code) || TIER_CODES.has(code);
  const dropped = report.dropped
    .filter((layer) => gated(layer.code))
    .map((layer) => {
      const kind = layer.kind.replace(/_/g, ' ');
      return layer.name === '' || layer.name === layer.kind ? kind : `${kind} ${layer.name}`;
    });
  const changed = report.changes.filter((change) => gated(change.code));
  if (dropped.length === 0 && changed.length === 0) return null;
  const parts = changed.flatMap((change) => {
    const part = CHANGED_PARTS.find(([path]) => path.test(change.path));
    return part ? [part[1](change.detail ?? '')] : [];
  });
  const plus = [...report.dropped, ...report.changes].some((entry) => PLUS_CODES.has(entry.code));
  return { reason: plus ? 'plus' : 'early-access', items: [...new Set([...dropped, ...parts])] };
}

/** The save reply's status: 'Kit saved', or what was left out, in English. */
export function saveStatus(removed: RemovedContent | null): string {
  if (removed === null) return MESSAGES.kitSaved;
  const lead = removed.reason === 'plus' ? MESSAGES.savedWithoutPlus : MESSAGES.savedWithoutEarlyAccess;
  return removed.items.length === 0 ? lead : `${lead} ${MESSAGES.removedContent(removed.items.join(', '))}`;
}
