/**
 * The root page: the five game sites to choose from, the last one opened first. With a query
 * (`?game=pes&scale=0.5`: scripts, benchmarks, tests) it runs the editor in place instead (that
 * game, else the stored FIFA / EA FC mode), so automation keeps one address for every game.
 * Convert data (`#convert=…`, src/kit/startup.ts) goes to its kit's game site, unless `?game=`
 * names the editor.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from '../i18n/index.ts';
import { createI18n } from '../i18n/index.ts';
import { preferences } from '../editor/prefs.ts';
import { GameChooser } from './GameChooser.tsx';
import { readConvertData } from '../kit/startup.ts';
import { isSiteGame, lastGame, sitePath } from './games.ts';
import { registerOffline } from './offline.ts';

const url = new URL(window.location.href);
const convert = readConvertData(url.hash);
if (convert !== null && !url.searchParams.has('game')) {
  // Convert data handed to the root opens in its kit's own game site (else the editor here).
  // With `?game=` the page names the editor itself ("Convert to …" from a root editor run by a
  // script or test, whose data is the source game's kit): that editor takes it in place.
  const game = convertDataGame(convert);
  if (game !== null) window.location.replace(sitePath(game) + url.hash);
  else void import('../main.tsx');
} else if (url.search.length > 1) {
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

/** The game named in convert data, when it is one of the sites. */
function convertDataGame(text: string) {
  try {
    const game = (JSON.parse(text) as { game?: unknown } | null)?.game;
    return isSiteGame(game) ? game : null;
  } catch {
    return null;
  }
}
