import type { TFunction } from 'i18next';

/**
 * The server answers in English (src/server/messages.ts); the message maps hold each of those
 * texts under `server.{text}`, so a reply shows in the user's language. A text no map knows is
 * shown as it came.
 */
export function translateServerText(t: TFunction, text: string): string {
  return t(`server.${text}`, { defaultValue: text });
}
