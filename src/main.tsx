import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { automationOptionsFromUrl } from './compositor/automation.ts';
import { createEditor } from './editor/editor.ts';
import { editorAutomation } from './editor/automation.ts';
import { installShortcuts } from './editor/shortcuts.ts';
import { preferences } from './editor/prefs.ts';
import { message, TOAST_MS } from './editor/messages.ts';
import { createI18n } from './i18n/index.ts';
import type { Game } from './kit/index.ts';

const url = new URL(window.location.href);
// ?game=…&scale=… (scripts and benchmarks) override the stored mode and texture scale.
const automation = automationOptionsFromUrl(url);
if (url.searchParams.has('scale') && automation.scale !== undefined)
  preferences.textureScale = automation.scale;
const editor = createEditor(url.searchParams.has('game') ? { game: automation.game as Game } : {});

// Automation surface for scripts, benchmarks and browser tests (window.kitsmith), backed by the
// editor so that it sees and exports exactly what the user designed.
window.kitsmith = editorAutomation(editor);
installShortcuts(editor);

void createI18n({
  language: preferences.language,
  onLoadError: (error) =>
    editor.context.toast(message('toast.translationFailed', { error }), TOAST_MS.long, 'error'),
}).then((i18n) => {
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StrictMode>
        <App editor={editor} i18n={i18n} />
      </StrictMode>,
    );
  void editor.actions.initialise().then(async () => {
    // Back from the account pages: the kit that was open, unsaved changes included. Otherwise
    // the showcase's "Edit in Kitsmith" link, /?kit={id}&key={key}.
    if (editor.actions.restoreReturnKit()) return;
    const kit = Number(url.searchParams.get('kit'));
    if (Number.isSafeInteger(kit) && kit > 0)
      await editor.actions.openSharedKit(kit, url.searchParams.get('key'));
  });
});
