/** The changelog made at build time (scripts/changelog) and labelled in the player's language. */
import { describe, expect, it } from 'vitest';
import { renderChangelog } from '../../../scripts/changelog/render.ts';
import { changelogHtml } from '../../../src/ui/info/changelog.ts';

describe('changelog', () => {
  it('keeps markdown structure and drops scripts, handlers and unsafe links', () => {
    const html = renderChangelog(
      [
        '## 2026-01-01',
        '',
        '- **bold** and _italic_',
        '',
        '> a tip',
        '',
        '<script>alert(1)</script><img src=x onerror="alert(2)">',
        '',
        '[bad](javascript:alert(3)) [good](https://example.com/a)',
      ].join('\n'),
    );
    expect(html).toContain('<h2>2026-01-01</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<blockquote>');
    expect(html).not.toMatch(/<script|<img|onerror|javascript:/);
    expect(html).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">good</a>',
    );
  });

  it("turns video and post links into cards labelled in the player's language, escaped", () => {
    const html = renderChangelog('https://youtu.be/abc and https://x.com/kitsmith/status/1');
    expect(html).toContain('<a class="changelog-card changelog-video" href="https://youtu.be/abc"');
    const labelled = changelogHtml({ video: 'Vidéo <b>', post: 'Post & more' });
    expect(labelled).toMatch(/<a class="changelog-card changelog-video"[^>]*>Vidéo &lt;b&gt;<\/a>/);
    expect(labelled).toMatch(/<a class="changelog-card changelog-post"[^>]*>Post &amp; more<\/a>/);
  });
});
