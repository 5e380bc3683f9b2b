import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import english from '../../public/data/lan/en.json';
import { BASE_LANGUAGE, fallbackChain, htmlLang, isLanguage, textDirection } from './languages.ts';

/**
 * Message loading. English is bundled (the editor must speak before any fetch); every other
 * language is fetched from /data/lan/{language}.json, the same maps the server serves from
 * public/data/lan. A missing map (404) is not an error: that language falls back along
 * 'pt-pt' -> 'pt' -> 'en'. A failed fetch is reported to `onLoadError` (the editor's toast).
 *
 * Keys are flat ('toolbar.startNew'); placeholders are the spec's single braces ('{action}').
 */

export type MessageMap = Record<string, string>;

export interface I18nOptions {
  language?: string;
  onLoadError?: (error: string) => void;
  fetch?: typeof fetch;
}

function languageBackend(options: I18nOptions): BackendModule {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      if (language === BASE_LANGUAGE) {
        callback(null, english as MessageMap);
        return;
      }
      fetcher(`/data/lan/${encodeURIComponent(language)}.json`)
        .then(async (response) => {
          if (response.status === 404) return {};
          if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
          return (await response.json()) as MessageMap;
        })
        .then((map) => callback(null, map))
        .catch((error: unknown) => {
          options.onLoadError?.(error instanceof Error ? error.message : String(error));
          callback(null, {});
        });
    },
  };
}

export async function createI18n(options: I18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  const requested = options.language ?? BASE_LANGUAGE;
  await instance
    .use(languageBackend(options))
    .use(initReactI18next)
    .init({
      lng: isLanguage(requested) ? requested : BASE_LANGUAGE,
      fallbackLng: (code: string) => fallbackChain(code).slice(1),
      lowerCaseLng: true,
      load: 'currentOnly',
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
      react: { useSuspense: false },
    });
  applyDirection(instance.language);
  instance.on('languageChanged', applyDirection);
  return instance;
}

/** Hebrew turns the page right-to-left; `lang` follows the language for screen readers. */
function applyDirection(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLang(language);
  document.documentElement.dir = textDirection(language);
}
