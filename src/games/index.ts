/** Game layouts by game id. Only eafc has its own data yet; the others borrow it until theirs land. */
import type { GameLayout } from './layout.ts';
import { EAFC_LAYOUT } from './eafc/layout.ts';

const LAYOUTS: Readonly<Record<string, GameLayout>> = { eafc: EAFC_LAYOUT };

/** The layout of a game, falling back to eafc's for games without layout data of their own. */
export function gameLayout(game: string): GameLayout {
  return (Object.hasOwn(LAYOUTS, game) ? LAYOUTS[game] : undefined) ?? EAFC_LAYOUT;
}

export * from './layout.ts';
export * from './regions.ts';
