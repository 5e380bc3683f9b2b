/**
 * The interface languages of spec document 2 §9. Shared by the app (language choice, message
 * loading) and the server (which language maps it serves), so both accept the same codes.
 */
export const LANGUAGE_CODES = [
  'en',
  'de',
  'es',
  'fr',
  'he',
  'id',
  'it',
  'jp',
  'ko',
  'hu',
  'nl',
  'pl',
  'pt-pt',
  'pt',
  'ru',
  'tr',
  'ua',
  'vn',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export function isLanguageCode(code: string): code is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(code);
}

/**
 * The languages a game's site runs in: the basketball build speaks English only (document 2 §2
 * "Startup"), so its settings offer no other; every other site offers all of them.
 */
export function siteLanguages(game: string): readonly LanguageCode[] {
  return game === 'basketball' ? ['en'] : LANGUAGE_CODES;
}

/** The language a site starts in: the user's choice where the site offers it, else English. */
export function siteLanguage(game: string, preferred: string): LanguageCode {
  const offered = siteLanguages(game);
  return offered.find((code) => code === preferred) ?? 'en';
}
