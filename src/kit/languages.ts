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
