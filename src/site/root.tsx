/**
 * The root page: the five game sites to choose from, the last one opened first. With `?game=`
 * (scripts, benchmarks, tests) it runs that game's editor in place instead, so automation keeps
 * one address for every game.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from '../i18n/index.ts';
import { createI18n } from '../i18n/index.ts';
import { preferences } from '../editor/prefs.ts';
import { GameChooser } from './GameChooser.tsx';
import { isSiteGame, lastGame } from './games.ts';
import { registerOffline } from './offline.ts';

if (isSiteGame(new URL(window.location.href).searchParams.get('game'))) {
  void import('../main.tsx');
} else {
  registerOffline();
  void createI18n({ language: preferences.language }).then((i18n) => {
    const root = document.getElementById('root');
    if (root)
      createRoot(root).render(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <GameChooser last={lastGame()} />
          </I18nextProvider>
        </StrictMode>,
      );
  });
}
