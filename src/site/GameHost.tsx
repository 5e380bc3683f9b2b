import { useCallback, useEffect, useMemo, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Editor } from '../editor/editor.ts';
import { preferences } from '../editor/prefs.ts';
import type { Game } from '../kit/index.ts';
import { App } from '../ui/App.tsx';
import { SiteContext, type SiteControls } from '../ui/shell/site-context.ts';
import { isCombinedSite, rememberGame, sitePath } from './games.ts';
import { componentLink } from './modes.ts';

export interface GameHostProps {
  first: Editor;
  i18n: I18n;
  /** Makes and starts the editor of a game (src/main.tsx). */
  startEditor(game: Game): Promise<Editor>;
  /** Stops an editor the page no longer shows. */
  stopEditor(editor: Editor): void;
}

/**
 * The page's one editor, replaced when the combined site switches between FIFA and EA FC
 * (document 1 §4 "Game mode switch"): confirm unsaved changes, store the mode, then a new editor
 * and a new 3D view (the App is keyed by the game, so every panel starts over).
 */
export function GameHost({ first, i18n, startEditor, stopEditor }: GameHostProps) {
  const [editor, setEditor] = useState(first);
  useEffect(() => {
    document.title = i18n.t(`site.title.${editor.game}`);
  }, [editor.game, i18n]);

  const switchGame = useCallback(
    async (game: Game) => {
      if (game === editor.game || !isCombinedSite(game) || !isCombinedSite(editor.game)) return false;
      if (!(await editor.actions.confirmDiscard())) return false;
      preferences.mode = game;
      rememberGame(game);
      const url = new URL(window.location.href);
      if (url.searchParams.has('game')) url.searchParams.set('game', game);
      else url.pathname = sitePath(game);
      window.history.replaceState(null, '', url);
      const next = await startEditor(game);
      setEditor(next);
      // The old editor goes once React has let go of its view.
      window.setTimeout(() => stopEditor(editor), 0);
      return true;
    },
    [editor, startEditor, stopEditor],
  );
  const link = componentLink(editor);
  const controls = useMemo<SiteControls>(
    () => ({ switchGame, ...(link ? { component: link } : {}) }),
    [switchGame, link],
  );
  return (
    <SiteContext.Provider value={controls}>
      <App key={editor.game} editor={editor} i18n={i18n} />
    </SiteContext.Provider>
  );
}
