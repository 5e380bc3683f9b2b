/**
 * The root page: the five game sites to choose from, the last one opened first. With a query
 * (`?game=pes&scale=0.5`: scripts, benchmarks, tests) it runs the editor in place instead (that
 * game, else the stored FIFA / EA FC mode), so automation keeps one address for every game.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from '../i18n/index.ts';
import { createI18n } from '../i18n/index.ts';
import { preferences } from '../editor/prefs.ts';
import { GameChooser } from './GameChooser.tsx';
import { lastGame } from './games.ts';
import { registerOffline } from './offline.ts';

if (new URL(window.location.href).search.length > 1) {
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
