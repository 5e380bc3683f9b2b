/**
 * Server-rendered pages (/plus/, /showcase/): one frame in the app's dark look, every user string
 * escaped, no script, so they work under the CSP and without JavaScript.
 */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `:root{color-scheme:dark}
body{font-family:system-ui,sans-serif;margin:0;background:#17191d;color:#ececec;line-height:1.45}
header{display:flex;gap:1rem;align-items:center;padding:.7rem 1.2rem;background:#202329;border-bottom:1px solid #30343c}
header a.brand{font-weight:700;font-size:1.1rem;color:#fff;text-decoration:none}
main{max-width:1040px;margin:1.5rem auto;padding:0 1rem}
a{color:#8ab8ff}
h1{font-size:1.6rem;margin:.2rem 0 1rem}
.grid{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:1rem}
.card{background:#22252b;border:1px solid #30343c;border-radius:10px;padding:.8rem;display:flex;flex-direction:column;gap:.35rem}
.card img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:6px;background:#e6e6e6}
.muted{color:#a9adb6;font-size:.9rem}
.tiers{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:1rem}
.tier{background:#22252b;border:1px solid #30343c;border-radius:12px;padding:1rem 1.2rem}
.tier.current{border-color:#5b8def}
.tier h2{margin:.1rem 0 .2rem}
.tier ul{padding-left:1.2rem}
.button{display:inline-block;background:#3d6fd8;color:#fff;border-radius:6px;padding:.45rem .9rem;text-decoration:none;border:0;font:inherit;cursor:pointer}
.button.secondary{background:#30343c}
.actions{display:flex;gap:.6rem;flex-wrap:wrap}
main>p>img.render{display:block;width:100%;max-height:70vh;object-fit:contain}
.note{background:#2a2d33;border-left:3px solid #5b8def;padding:.6rem .9rem;border-radius:4px}
nav.pages{display:flex;gap:1rem;margin:1.2rem 0}
main>p>img{max-width:100%;border-radius:8px;background:#e6e6e6}`;

/** `head`: extra elements for the head (already escaped), such as a share page's Open Graph tags. */
export function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Kitsmith</title>
${head}
<style>${STYLE}</style>
</head>
<body>
<header><a class="brand" href="/">Kitsmith</a><a href="/showcase/">Showcase</a><a href="/plus/">Plus</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}
