import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../../api/index.ts';
import { preferences } from '../../editor/prefs.ts';
import { createI18n, I18nextProvider } from '../../i18n/index.ts';
import { AccountApp, pageOf } from './AccountApp.tsx';
import '../styles.css';
import './account.css';
import { applyTheme } from '../theme.ts';

// The account pages (/login/, /register/, /forgot/, /reset/, /profile/) in the editor's theme
// and language: one small page, no editor, no WebGL.
applyTheme(preferences.theme);
const api = createApiClient();
void createI18n({ language: preferences.language }).then((i18n) => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AccountApp api={api} page={pageOf(window.location.pathname)} search={window.location.search} />
      </I18nextProvider>
    </StrictMode>,
  );
});
