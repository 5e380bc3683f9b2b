/**
 * The five sites (document 2 §2 "Startup"): one per game at /eafc/, /fifa/, /pes/, /fm/ and
 * /basketball/. FIFA and EA FC are one combined site whose mode toggles in place; the root page
 * offers the five and remembers the last one a user opened.
 */
import type { Game } from '../kit/index.ts';

export const SITE_GAMES: readonly Game[] = ['eafc', 'fifa', 'pes', 'fm', 'basketball'];

/** The local-storage key of the game the root page offers first. */
export const LAST_GAME_KEY = 'last-game';

/** The games of the combined FIFA / EA FC site. */
export function isCombinedSite(game: Game): game is 'eafc' | 'fifa' {
  return game === 'eafc' || game === 'fifa';
}

export function isSiteGame(value: unknown): value is Game {
  return typeof value === 'string' && (SITE_GAMES as readonly string[]).includes(value);
}

/** The address of a game's site. */
export function sitePath(game: Game): string {
  return `/${game}/`;
}

/**
 * The game a page serves: its site folder (`<html data-game>`), else `?game=` on the root (scripts,
 * benchmarks, tests), else the stored FIFA / EA FC mode.
 */
export function pageGame(htmlGame: string | undefined, url: URL, storedMode: Game): Game {
  if (isSiteGame(htmlGame)) return htmlGame;
  const asked = url.searchParams.get('game');
  if (isSiteGame(asked)) return asked;
  return storedMode;
}

/** English document titles, used before the messages load and by the static pages. */
export const SITE_TITLES: Readonly<Record<Game, string>> = {
  eafc: 'EAFC Kit Creator · Kitsmith',
  fifa: 'FIFA Kit Creator · Kitsmith',
  pes: 'PES Kit Creator · Kitsmith',
  fm: 'FM Kit Creator · Kitsmith',
  basketball: 'Basketball Kit Creator · Kitsmith',
};

export function rememberGame(game: Game): void {
  try {
    localStorage.setItem(LAST_GAME_KEY, game);
  } catch {
    // Without storage the root page simply offers the five in their usual order.
  }
}

export function lastGame(): Game | null {
  try {
    const stored = localStorage.getItem(LAST_GAME_KEY);
    return isSiteGame(stored) ? stored : null;
  } catch {
    return null;
  }
}
