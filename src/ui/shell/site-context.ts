import { createContext, useContext } from 'react';
import type { Game } from '../../kit/index.ts';

/**
 * What the page around the editor offers the shell: on the combined FIFA / EA FC site, switching
 * the game in place (src/site/GameHost.tsx rebuilds the editor and the 3D view).
 */
export interface SiteControls {
  /** Resolves false when the user kept the current game (unsaved changes, declined). */
  switchGame(game: Game): Promise<boolean>;
  /** Component mode: Apply sends the kit and textures to the host page, Cancel tells it so. */
  component?: { apply(): Promise<boolean>; cancel(): boolean };
}

export const SiteContext = createContext<SiteControls | null>(null);

export function useSite(): SiteControls | null {
  return useContext(SiteContext);
}
