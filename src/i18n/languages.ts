/**
 * The interface languages of document 2 §9, with their own names (a language is listed in its
 * own words, so these are not translated). English is the base every language falls back to.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'he', name: 'עברית' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'it', name: 'Italiano' },
  { code: 'jp', name: '日本語' },
  { code: 'ko', name: '한국어' },
  { code: 'hu', name: 'Magyar' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'pl', name: 'Polski' },
  { code: 'pt-pt', name: 'Português (Portugal)' },
  { code: 'pt', name: 'Português' },
  { code: 'ru', name: 'Русский' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'ua', name: 'Українська' },
  { code: 'vn', name: 'Tiếng Việt' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const BASE_LANGUAGE: LanguageCode = 'en';

/** Languages whose message map is complete; the others show English where theirs has no text. */
export const COMPLETE_LANGUAGES: readonly LanguageCode[] = ['en'];

/** Right-to-left scripts among the languages (document 2 §9: Hebrew). */
const RTL: ReadonlySet<string> = new Set(['he']);

export function isLanguage(code: string): code is LanguageCode {
  return LANGUAGES.some((language) => language.code === code);
}

/** 'pt-pt' -> ['pt-pt', 'pt', 'en']: the language, its base before the hyphen, then English. */
export function fallbackChain(code: string): string[] {
  const lower = code.toLowerCase();
  const chain = [lower];
  const base = lower.split('-')[0];
  if (base && base !== lower) chain.push(base);
  if (!chain.includes(BASE_LANGUAGE)) chain.push(BASE_LANGUAGE);
  return chain;
}

export function textDirection(code: string): 'rtl' | 'ltr' {
  return RTL.has(code.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr';
}
