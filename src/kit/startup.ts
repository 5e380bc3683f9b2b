/**
 * Kit data a page carries at startup (document 2 §2 "Startup"), shared by the server that writes
 * it and the app that reads it:
 *  - pre-loaded kit data: the saved kit of a `?kit={id}` link, in a JSON script element the
 *    server adds to the page (`PRELOADED_KIT_ELEMENT`);
 *  - convert data: kit data handed over as a string by another tool, in the page address's
 *    fragment `#convert=<URI-encoded kit JSON>` (never sent to the server, so it works offline).
 */
import { GAMES, type Game } from './model/basics.ts';

export const PRELOADED_KIT_ELEMENT = 'kitsmith-preload';

/**
 * The cookie the app mirrors its theme preference into (light or dark), so the server's pages
 * (share page, /plus/, /showcase/) open in the player's theme with no script of their own.
 */
export const THEME_COOKIE = 'kitsmith-theme';

/**
 * The link that opens a saved kit in the editor: on its own game's site (`/pes/?kit=5&key=…`),
 * whose editor loads it as a kit of that game and keeps its id for its owner. The root page would
 * open it in the stored FIFA / EA FC mode, as a new kit of another game.
 */
export function kitEditPath(game: string, id: number, key?: string | null, remix = false): string {
  const site: Game = (GAMES as readonly string[]).includes(game) ? (game as Game) : 'eafc';
  return `/${site}/?kit=${id}${key ? `&key=${encodeURIComponent(key)}` : ''}${remix ? `&${REMIX_PARAM}=1` : ''}`;
}

/**
 * `&remix=1` on an edit link: the kit opens as a new kit based on it, even for its owner (Save
 * makes a new kit; the original stays as it is).
 */
export const REMIX_PARAM = 'remix';

/**
 * The link a player shares: the kit's share page (render, name, author, Open in editor, Remix,
 * and the tags chat apps read for a preview), which leads on to the editor.
 */
export function kitSharePath(id: number, key?: string | null): string {
  return `/showcase/kit/${id}${key ? `?key=${encodeURIComponent(key)}` : ''}`;
}
export const CONVERT_FRAGMENT = 'convert';

export interface PreloadedKit {
  id: number;
  /** The asker saved it: its id and image are kept for saving; else its id becomes the base id. */
  own: boolean;
  data: { id: number; name: string; image: string | null; base_id: number | null; data: string };
}

/** The pre-loaded kit for the page's `?kit=` id, or null when absent, malformed or another kit's. */
export function readPreloadedKit(text: string | null | undefined, kitId: number): PreloadedKit | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PreloadedKit> | null;
    const data = value?.data;
    if (!value || value.id !== kitId || typeof value.own !== 'boolean' || !data) return null;
    if (data.id !== kitId || typeof data.data !== 'string' || typeof data.name !== 'string') return null;
    return {
      id: kitId,
      own: value.own,
      data: {
        id: kitId,
        name: data.name,
        image: typeof data.image === 'string' ? data.image : null,
        base_id: typeof data.base_id === 'number' ? data.base_id : null,
        data: data.data,
      },
    };
  } catch {
    return null;
  }
}

/** The convert data of a page address's fragment (`#convert=…`), or null. */
export function readConvertData(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const text = params.get(CONVERT_FRAGMENT);
  return text && text.trim() ? text : null;
}
