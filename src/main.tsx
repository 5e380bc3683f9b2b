import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, fetchWithRetry, type ApiClient } from './api/index.ts';
import { automationOptionsFromUrl } from './compositor/automation.ts';
import { startCatalogueFiles } from './compositor/catalogue-files.ts';
import { createEditor, type Editor } from './editor/editor.ts';
import { editorAutomation } from './editor/automation.ts';
import { installShortcuts } from './editor/shortcuts.ts';
import { preferences, setForThisPage } from './editor/prefs.ts';
import { message, TOAST_MS } from './editor/messages.ts';
import { loadGame } from './games/load.ts';
import { createI18n } from './i18n/index.ts';
import type { Game } from './kit/index.ts';
import { siteLanguage } from './kit/languages.ts';
import { isCombinedSite, pageGame, rememberGame, SITE_TITLES } from './site/games.ts';
import { GameHost } from './site/GameHost.tsx';
import { startModes, stopModes } from './site/modes.ts';
import { registerOffline } from './site/offline.ts';

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
// ?scale=… (scripts and benchmarks) overrides the texture scale for this page only: it is not
// stored, and the membership rule still decides whether the user may have it (view-entitlements).
const automation = automationOptionsFromUrl(url);
if (url.searchParams.has('scale') && automation.scale !== undefined)
  setForThisPage('textureScale', automation.scale);
// The site (/eafc/, /fifa/, /pes/, /fm/, /basketball/) decides the game; ?game=… on the root too.
const game = pageGame(document.documentElement.dataset.game, url, preferences.mode);
if (isCombinedSite(game)) preferences.mode = game;
rememberGame(game);
document.title = SITE_TITLES[game];

const shortcuts = new WeakMap<Editor, () => void>();
/** Editors stopped (a game switched in place): their automation surface must not appear. */
const stopped = new WeakSet<Editor>();
/** Each editor's automation surface, once handed out. */
const surfaces = new WeakMap<Editor, NonNullable<typeof window.kitsmith>>();

/** The editor of one game: its layout chunk first, then the editor, its modes and automation. */
async function startEditor(forGame: Game, api?: ApiClient): Promise<Editor> {
  await loadGame(forGame);
  performance.mark('kitsmith:game-loaded');
  const editor = createEditor({ game: forGame, api });
  shortcuts.set(editor, installShortcuts(editor));
  // Automation surface for scripts, benchmarks and browser tests (window.kitsmith), backed by the
  // editor so that it sees and exports exactly what the user designed. It appears once the editor
  // has its first kit: a kit loaded before would be replaced by initialise's new kit; and once
  // that kit is drawn at the user's texture scale (not the first frame's draft, editor.ts).
  const settled = startModes(editor, url)
    .then(() => performance.mark('kitsmith:first-kit'))
    .then(() => editor.bridge.idle());
  void settled.then(() => {
    if (stopped.has(editor)) return;
    const surface = editorAutomation(editor);
    surfaces.set(editor, surface);
    window.kitsmith = surface;
  });
  // The offline worker installs once the first kit is drawn at the user's scale, not during it.
  registerOffline(settled);
  return editor;
}

function stopEditor(editor: Editor): void {
  // Scripts and tests holding window.kitsmith wait for the next editor's instead of reading the
  // stopped one's kit.
  stopped.add(editor);
  if (window.kitsmith === surfaces.get(editor)) window.kitsmith = undefined;
  shortcuts.get(editor)?.();
  stopModes(editor);
  editor.dispose();
  editor.renderer.dispose();
}

const first = startEditor(game, firstApi);
void createI18n({
  // The basketball build speaks English only (document 2 §2 "Startup").
  language: siteLanguage(game, preferences.language),
  onLoadError: (error) =>
    void first.then((editor) =>
      editor.context.toast(message('toast.translationFailed', { error }), TOAST_MS.long, 'error'),
    ),
}).then(async (i18n) => {
  const editor = await first;
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StrictMode>
        <GameHost first={editor} i18n={i18n} startEditor={startEditor} stopEditor={stopEditor} />
      </StrictMode>,
    );
});
