/**
 * A game page's editor: the editor with its compositor (three.js), its modes and automation, and
 * the App over it. src/main.tsx asks for this module as soon as it runs, and paints the shell's
 * skeleton meanwhile: three and the compositor are not part of the page's first load (issue 30,
 * bench/build/first-load.ts).
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from './api/index.ts';
import { automationOptionsFromUrl } from './compositor/automation.ts';
import { createEditor, type Editor } from './editor/editor.ts';
import { editorAutomation } from './editor/automation.ts';
import { installShortcuts } from './editor/shortcuts.ts';
import { setForThisPage } from './editor/prefs.ts';
import { message, TOAST_MS } from './editor/messages.ts';
import { loadGame } from './games/load.ts';
import type { Game } from './kit/index.ts';
import { GameHost } from './site/GameHost.tsx';
import { startModes, stopModes } from './site/modes.ts';
import { registerOffline } from './site/offline.ts';

const url = new URL(window.location.href);

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

export interface EditorPage {
  /** Replaces the skeleton in `root` with the editor's App. */
  render(root: Root, i18n: I18n): void;
  /** The translations failed to load: said by a toast once the editor is there. */
  translationFailed(error: string): void;
}

/** Makes the page's first editor for `game`; `api` holds the early `me()` of src/main.tsx. */
export function startEditorPage(game: Game, api: ApiClient): EditorPage {
  // ?scale=… (scripts and benchmarks) overrides the texture scale for this page only: it is not
  // stored, and the membership rule still decides whether the user may have it (view-entitlements).
  const automation = automationOptionsFromUrl(url);
  if (url.searchParams.has('scale') && automation.scale !== undefined)
    setForThisPage('textureScale', automation.scale);
  const first = startEditor(game, api);
  return {
    render: (root, i18n) =>
      void first.then((editor) =>
        root.render(
          <StrictMode>
            <GameHost first={editor} i18n={i18n} startEditor={startEditor} stopEditor={stopEditor} />
          </StrictMode>,
        ),
      ),
    translationFailed: (error) =>
      void first.then((editor) =>
        editor.context.toast(message('toast.translationFailed', { error }), TOAST_MS.long, 'error'),
      ),
  };
}
