import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { subscribeKey } from 'valtio/utils';
import { createApiClient } from '../../api/index.ts';
import { preferences } from '../../editor/prefs.ts';
import { createI18n, htmlLang, I18nextProvider, textDirection } from '../../i18n/index.ts';
import { registerOffline } from '../offline.ts';
import { BulkApp } from './BulkApp.tsx';
import '../../ui/styles.css';
import '../tool-page.css';
import './bulk.css';
import { applyTheme } from '../../ui/theme.ts';

// /bulk-generator/ (document 2 §2, FM): the team-based generator for many teams and one FM26
// pack, in the editor's theme and language. No editor and no 3D view here: the kits are drawn
// by the compositor alone, and the editor opens in a frame only when a kit is changed.
applyTheme(preferences.theme);
// A theme chosen in another tab (the editor beside this page) applies here at once: the grid of
// generated kits is this page's only state, so a reload to follow it would throw the work away.
subscribeKey(preferences, 'theme', (theme) => applyTheme(theme));
document.documentElement.lang = htmlLang(preferences.language);
document.documentElement.dir = textDirection(preferences.language);
const api = createApiClient();
const params = new URLSearchParams(window.location.search);
registerOffline();
void createI18n({ language: preferences.language }).then((i18n) => {
  document.title = `${i18n.t('bulk.title')} · Kitsmith`;
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BulkApp api={api} seed={params.get('seed')} editorScale={params.get('scale')} />
      </I18nextProvider>
    </StrictMode>,
  );
});
