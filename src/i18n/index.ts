export { createI18n, type I18nOptions, type MessageMap } from './i18n.ts';
export * from './languages.ts';
export { useTranslation, I18nextProvider } from 'react-i18next';
export { translateServerText } from './server-text.ts';
