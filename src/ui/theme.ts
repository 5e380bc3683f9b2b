/**
 * Applies the theme preference to a page of the app, and mirrors it into a cookie: the server's
 * own pages (share page, /plus/, /showcase/) have no script and read it from there.
 */
import { THEME_COOKIE } from '../kit/startup.ts';

export function applyTheme(theme: string): void {
  document.documentElement.dataset.theme = theme;
  // A year, site-wide; Lax, so a shared link opened from a chat app still sends it.
  document.cookie = `${THEME_COOKIE}=${encodeURIComponent(theme)}; path=/; max-age=31536000; SameSite=Lax`;
}
