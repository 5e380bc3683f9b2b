/**
 * Loads one game's layout chunk and registers it. Vite splits each `./<game>/layout.ts` into its
 * own chunk (import.meta.glob is lazy), so a site downloads only its own game's data.
 */
import { registerGameLayout, hasGameLayout } from './index.ts';
import type { GameLayout } from './layout.ts';

const LOADERS = import.meta.glob<Record<string, GameLayout>>('./*/layout.ts');

export async function loadGame(game: string): Promise<void> {
  if (hasGameLayout(game)) return;
  // A game without layout data of its own is drawn on eafc's (as gameLayout falls back).
  const own = Object.hasOwn(LOADERS, `./${game}/layout.ts`);
  const loader = LOADERS[own ? `./${game}/layout.ts` : './eafc/layout.ts'];
  if (!loader) throw new Error(`no layout for '${game}'`);
  const layout = Object.values(await loader())[0];
  if (!layout) throw new Error(`the layout module of '${game}' exports no layout`);
  registerGameLayout(own ? game : 'eafc', layout);
}
