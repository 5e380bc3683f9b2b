/** Game layouts by game id; an unknown game falls back to eafc's layout. */
import type { GameLayout } from './layout.ts';
import { EAFC_LAYOUT } from './eafc/layout.ts';
import { FIFA_LAYOUT } from './fifa/layout.ts';
import { PES_LAYOUT } from './pes/layout.ts';
import { FM_LAYOUT } from './fm/layout.ts';
import { BASKETBALL_LAYOUT } from './basketball/layout.ts';

const LAYOUTS: Readonly<Record<string, GameLayout>> = {
  eafc: EAFC_LAYOUT,
  fifa: FIFA_LAYOUT,
  pes: PES_LAYOUT,
  fm: FM_LAYOUT,
  basketball: BASKETBALL_LAYOUT,
};

/** The layout of a game, falling back to eafc's for games without layout data of their own. */
export function gameLayout(game: string): GameLayout {
  return (Object.hasOwn(LAYOUTS, game) ? LAYOUTS[game] : undefined) ?? EAFC_LAYOUT;
}

export * from './layout.ts';
export * from './regions.ts';
