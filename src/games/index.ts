/**
 * Game layouts by game id. Each game's data is its own chunk: the app loads only the game its site
 * serves (`loadGame` in ./load.ts) before it makes the editor, and registers it here, so the rest
 * of the code can ask for a layout synchronously. Tests, tools and benchmarks register every game
 * at once with `import '…/games/all.ts'`.
 */
import type { GameLayout } from './layout.ts';

const LAYOUTS = new Map<string, GameLayout>();

/** Makes a game's layout available to `gameLayout` (called by ./load.ts and ./all.ts). */
export function registerGameLayout(game: string, layout: GameLayout): void {
  LAYOUTS.set(game, layout);
}

/** True once the game's layout chunk is in. */
export function hasGameLayout(game: string): boolean {
  return LAYOUTS.has(game);
}

/**
 * The layout of a game, falling back to eafc's for games without layout data of their own. A game
 * that was never loaded is a programming error (the app loads its game before it starts).
 */
export function gameLayout(game: string): GameLayout {
  const layout = LAYOUTS.get(game) ?? LAYOUTS.get('eafc');
  if (!layout) throw new Error(`the layout of '${game}' is not loaded: await loadGame('${game}') first`);
  return layout;
}

export * from './layout.ts';
export * from './regions.ts';
export * from './garments.ts';
export * from './region-transfer.ts';
