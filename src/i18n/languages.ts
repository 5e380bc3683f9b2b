/**
 * The interface languages of document 2 §9, with their own names (a language is listed in its
 * own words, so these are not translated). English is the base every language falls back to.
 */
import { LANGUAGE_CODES, siteLanguages, type LanguageCode } from '../kit/languages.ts';

export type { LanguageCode };

/** Each language in its own words (not translated), keyed so the compiler sees a missing one. */
const NAMES: Record<LanguageCode, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  he: 'עברית',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  jp: '日本語',
  ko: '한국어',
  hu: 'Magyar',
  nl: 'Nederlands',
  pl: 'Polski',
  'pt-pt': 'Português (Portugal)',
  pt: 'Português',
  ru: 'Русский',
  tr: 'Türkçe',
  ua: 'Українська',
  vn: 'Tiếng Việt',
};

export const LANGUAGES: readonly { code: LanguageCode; name: string }[] = LANGUAGE_CODES.map((code) => ({
  code,
  name: NAMES[code],
}));

export const BASE_LANGUAGE: LanguageCode = 'en';

/** The languages a game's site offers in its settings, in their own words (kit/languages.ts). */
export function languagesOf(game: string): readonly { code: LanguageCode; name: string }[] {
  const offered = siteLanguages(game);
  return LANGUAGES.filter((language) => offered.includes(language.code));
}

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

/**
 * The BCP 47 tag for a language's `lang` attribute. Three of the spec's codes are not tags (jp,
 * ua, vn would mean nothing to a screen reader or a font picker), and plain pt is Brazil's.
 */
const HTML_LANG: Partial<Record<string, string>> = { jp: 'ja', ua: 'uk', vn: 'vi', pt: 'pt-BR' };
export function htmlLang(code: string): string {
  const lower = code.toLowerCase();
  return HTML_LANG[lower] ?? lower;
}

export function textDirection(code: string): 'rtl' | 'ltr' {
  return RTL.has(code.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr';
}
