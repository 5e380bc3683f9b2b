/**
 * The changelog (document 2 §2 "About", §9) as markup, made at build time: CHANGELOG.md through
 * marked, cleaned by sanitize-html, so the browser ships neither (they were a 110 kB gzip chunk
 * for a one-page file). Headings, bold, italic, lists and quotes come from markdown; a link to a
 * video (YouTube) or a social post (X / Twitter, Instagram) becomes a card that opens it in a
 * new tab (no third-party embed, so no tracker). A card is written empty: its text is the
 * player's language, which the app fills in (src/ui/info/changelog.ts).
 */
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

const VIDEO = /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/)[\w-]+/;
const SOCIAL = /^https:\/\/(www\.)?(x\.com|twitter\.com|instagram\.com)\/[\w./-]+/;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function renderChangelog(markdown: string): string {
  const marked = new Marked({ gfm: true, breaks: false });
  marked.use({
    renderer: {
      link(token: Tokens.Link) {
        const href = token.href;
        const text = this.parser.parseInline(token.tokens);
        const kind = VIDEO.test(href) ? 'video' : SOCIAL.test(href) ? 'post' : null;
        if (kind) {
          return `<a class="changelog-card changelog-${kind}" href="${escape(href)}" target="_blank" rel="noopener noreferrer"></a>`;
        }
        return `<a href="${escape(href)}" target="_blank" rel="noopener noreferrer">${text}</a>`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'strong',
      'em',
      'ul',
      'ol',
      'li',
      'blockquote',
      'a',
      'code',
      'br',
      'hr',
    ],
    allowedAttributes: { a: ['href', 'class', 'target', 'rel'] },
    allowedSchemes: ['https', 'mailto'],
    allowedClasses: { a: ['changelog-card', 'changelog-video', 'changelog-post'] },
  });
}
