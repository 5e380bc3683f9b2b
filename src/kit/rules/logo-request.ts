/**
 * The request-logos prompt (document 2 §2): a user who cannot find a club's or brand's logo asks
 * for it. One rule for what a request must hold, so the prompt refuses what the server would.
 */
import { GAMES, type Game } from '../model/index.ts';

export const LOGO_REQUEST_LIMITS = {
  /** A club or brand name: long enough to mean something, short enough for one list row. */
  nameMin: 2,
  nameMax: 60,
  /** An optional link to the logo or the club's page, to help whoever draws it. */
  linkMax: 300,
} as const;

export interface LogoRequest {
  name: string;
  /** An absolute http(s) URL, or null. */
  link: string | null;
  game: Game;
}

export type LogoRequestCheck =
  | { readonly ok: true; readonly request: LogoRequest }
  | { readonly ok: false; readonly problem: 'name' | 'link' | 'game' };

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

/** Trims and checks what the user typed; control and invisible characters never count. */
export function checkLogoRequest(input: {
  name?: unknown;
  link?: unknown;
  game?: unknown;
}): LogoRequestCheck {
  const name =
    typeof input.name === 'string'
      ? input.name.replace(INVISIBLE, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim()
      : '';
  if ([...name].length < LOGO_REQUEST_LIMITS.nameMin || [...name].length > LOGO_REQUEST_LIMITS.nameMax)
    return { ok: false, problem: 'name' };
  const rawLink = typeof input.link === 'string' ? input.link.trim() : '';
  let link: string | null = null;
  if (rawLink) {
    let url: URL | null = null;
    try {
      url = new URL(rawLink);
    } catch {
      // reported below
    }
    if (!url || !/^https?:$/.test(url.protocol) || rawLink.length > LOGO_REQUEST_LIMITS.linkMax)
      return { ok: false, problem: 'link' };
    link = url.toString();
  }
  if (typeof input.game !== 'string' || !(GAMES as readonly string[]).includes(input.game))
    return { ok: false, problem: 'game' };
  return { ok: true, request: { name, link, game: input.game as Game } };
}
