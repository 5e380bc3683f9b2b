import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { preferences } from '../editor/prefs.ts';
import {
  createI18n,
  htmlLang,
  I18nextProvider,
  LANGUAGES,
  textDirection,
  useTranslation,
} from '../i18n/index.ts';
import { registerOffline } from './offline.ts';
import '../ui/styles.css';
import './tool-page.css';

/**
 * Starts a companion page (the FAQ, the minikit generator): the editor's theme and language from
 * the same preferences, offline registration, then `content` once the messages are in. No
 * editor code is loaded here, so these pages stay small.
 */
export function startToolPage(titleKey: string, content: () => ReactNode): void {
  document.documentElement.dataset.theme = preferences.theme;
  document.documentElement.lang = htmlLang(preferences.language);
  document.documentElement.dir = textDirection(preferences.language);
  registerOffline();
  void createI18n({ language: preferences.language }).then((i18n) => {
    const title = () => (document.title = `${i18n.t(titleKey)} · Kitsmith`);
    title();
    i18n.on('languageChanged', title);
    const root = document.getElementById('root');
    if (!root) return;
    createRoot(root).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>{content()}</I18nextProvider>
      </StrictMode>,
    );
  });
}

/**
 * The page's head: the brand (home) and the language, stored as the editor's own preference so
 * the editor opened from here speaks it too.
 */
export function ToolHeader({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <header className="tool-head">
      <a className="brand" href="/">
        Kitsmith
      </a>
      <div className="tool-head-end">
        {children}
        <label className="tool-language">
          <span>{t('settings.language')}</span>
          <select
            value={i18n.language}
            onChange={(event) => {
              preferences.language = event.target.value;
              void i18n.changeLanguage(event.target.value);
            }}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={htmlLang(language.code)}>
                {language.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </header>
  );
}
