import { createRoot } from 'react-dom/client';
import { createApiClient, fetchWithRetry, type ApiClient } from './api/index.ts';
import { startCatalogueFiles } from './compositor/catalogue-files.ts';
import { preferences } from './editor/prefs.ts';
import { createI18n } from './i18n/index.ts';
import { siteLanguage } from './kit/languages.ts';
import { isCombinedSite, pageGame, rememberGame, SITE_TITLES } from './site/games.ts';
import { ShellSkeleton } from './ui/shell/ShellSkeleton.tsx';
import { applyTheme } from './ui/theme.ts';

// A game's page: this module and what it imports are the page's first load (React, i18n, the
// preferences, the shell's skeleton). The editor, with three.js, the compositor, the panels and
// the 3D view, is one lazy chunk asked for right here, before anything else runs, so that it
// downloads while the skeleton is painted (issue 30: first load at most 300 kB gzip, checked by
// tests/unit/build/first-load.test.ts).
const editorPage = import('./editor-page.tsx');

// What the first editor's `initialise` waits for (the catalogue files, who is signed in), asked
// for before the game's layout is in and the editor is made (about 100 ms of main thread on a slow
// machine), so that the answers are there when it asks (bench/README.md "issue 20, session 6").
startCatalogueFiles((url) => fetchWithRetry((input, init) => fetch(input, init), url));
const firstApi = ((): ApiClient => {
  const api = createApiClient();
  let early: ReturnType<ApiClient['me']> | null = api.me();
  early.catch(() => {});
  // The first `me()` takes the early answer; later ones (after signing in) ask again.
  return {
    ...api,
    me: () => {
      const answer = early ?? api.me();
      early = null;
      return answer;
    },
  };
})();

const url = new URL(window.location.href);
// The site (/eafc/, /fifa/, /pes/, /fm/, /basketball/) decides the game; ?game=… on the root too.
const game = pageGame(document.documentElement.dataset.game, url, preferences.mode);
if (isCombinedSite(game)) preferences.mode = game;
rememberGame(game);
document.title = SITE_TITLES[game];
applyTheme(preferences.theme);

const page = editorPage.then((module) => module.startEditorPage(game, firstApi));
void createI18n({
  // The basketball build speaks English only (document 2 §2 "Startup").
  language: siteLanguage(game, preferences.language),
  onLoadError: (error) => void page.then((editor) => editor.translationFailed(error)),
}).then(async (i18n) => {
  const element = document.getElementById('root');
  if (!element) return;
  const root = createRoot(element);
  // Painted while the editor's chunk downloads; the App replaces it once the editor is made.
  root.render(<ShellSkeleton i18n={i18n} />);
  (await page).render(root, i18n);
});
