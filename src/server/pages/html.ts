/**
 * Server-rendered pages (the share page, /plus/, /showcase/): one frame in the app's design
 * system, every user string escaped, no script, so they work under the CSP and without
 * JavaScript. The colours, type and shapes are the app's own tokens (src/ui/tokens.css, read
 * once: one source, so the pages cannot drift from the editor), in the theme the player chose
 * in the app (its cookie; dark, the app's default, without it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { THEME_COOKIE } from '../../kit/startup.ts';
import { MESSAGES } from '../messages.ts';

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// The render keeps its own size and background (the save thumbnail's #e6e6e6): stretched to
// the column, its letterbox showed bands of another grey beside it.

/**
 * The tokens beside the built server (dist-server/tokens.css, copied by scripts/build-server.mjs)
 * or, run from source, in src/ui.
 */
function readTokens(): string {
  for (const candidate of ['./tokens.css', '../../ui/tokens.css']) {
    const file = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return '';
}
let tokens: string | null = null;

const STYLE = `
body{font-family:var(--font-ui);font-size:var(--text-md);margin:0;background:var(--bg);color:var(--text);line-height:var(--leading)}
header{display:flex;gap:var(--space-4);align-items:center;padding:var(--space-2) var(--space-5);background:var(--surface);border-bottom:1px solid var(--line);min-height:48px}
header a{color:var(--text);text-decoration:none;font-weight:var(--weight-medium)}
header a:hover{color:var(--link)}
header a.brand{font-family:var(--font-display);font-weight:var(--weight-bold);font-size:24px;letter-spacing:.04em;text-transform:uppercase}
header a.button{margin-left:auto;color:var(--accent-text)}
main{max-width:1040px;margin:var(--space-6) auto;padding:0 var(--space-4)}
a{color:var(--link)}
a:focus-visible,button:focus-visible{outline:none;box-shadow:var(--focus-ring);border-radius:var(--radius-sm)}
h1{font-family:var(--font-display);font-size:40px;line-height:1.1;margin:var(--space-1) 0 var(--space-3)}
h2{font-family:var(--font-display);font-size:26px;margin:var(--space-1) 0}
.grid{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:var(--space-4)}
.card{background:var(--surface);border:1px solid var(--line);border-radius:var(--radius-lg);padding:var(--space-3);display:flex;flex-direction:column;gap:var(--space-1)}
.card img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:var(--radius-md);background:var(--viewport)}
.muted{color:var(--text-muted)}
.tiers{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:var(--space-4)}
.tier{background:var(--surface);border:1px solid var(--line);border-radius:var(--radius-lg);padding:var(--space-4) var(--space-5)}
.tier.current{border-color:var(--accent);box-shadow:0 0 0 1px var(--accent)}
.tier ul{padding-left:var(--space-5)}
.button{display:inline-flex;align-items:center;min-height:var(--control-height);background:var(--accent);color:var(--accent-text);border-radius:var(--radius-md);padding:var(--space-1) var(--space-4);text-decoration:none;border:0;font:inherit;font-weight:var(--weight-medium);cursor:pointer}
.button:hover{background:var(--accent-hover)}
.button.secondary{background:var(--surface-3);color:var(--text);border:1px solid var(--line-strong)}
.actions{display:flex;gap:var(--space-3);flex-wrap:wrap}
.note{background:var(--surface-2);border-left:3px solid var(--accent);padding:var(--space-3) var(--space-4);border-radius:var(--radius-sm)}
nav.pages{display:flex;gap:var(--space-4);margin:var(--space-5) 0}
main>p>img{max-width:100%;border-radius:var(--radius-lg)}
main>p>img.render{display:block;max-height:70vh}`;

type PageTheme = 'dark' | 'light';

/** The theme of a request: the app's choice mirrored in its cookie, else the app's default. */
export function pageTheme(cookies: Record<string, string | undefined>): PageTheme {
  return cookies[THEME_COOKIE] === 'light' ? 'light' : 'dark';
}

interface PageOptions {
  /** Extra elements for the head (already escaped), such as a share page's Open Graph tags. */
  head?: string;
  theme?: PageTheme;
}

export function page(title: string, body: string, options: PageOptions = {}): string {
  tokens ??= readTokens();
  return `<!doctype html>
<html lang="en" data-theme="${options.theme ?? 'dark'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Kitsmith</title>
${options.head ?? ''}
<style>${tokens}${STYLE}</style>
</head>
<body>
<header><a class="brand" href="/">Kitsmith</a><a href="/showcase/">${escapeHtml(MESSAGES.pagesShowcase)}</a><a href="/plus/">${escapeHtml(MESSAGES.pagesPlus)}</a><a class="button" href="/">${escapeHtml(MESSAGES.pagesOpenEditor)}</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}
