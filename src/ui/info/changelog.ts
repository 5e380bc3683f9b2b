/**
 * The changelog's markup, rendered from CHANGELOG.md and cleaned at build time
 * (scripts/changelog/render.ts), with its video and post cards labelled in the player's
 * language. Loaded as its own chunk when the Changelog view opens.
 */
import html from 'virtual:changelog-html';

export interface ChangelogLabels {
  video: string;
  post: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The build writes each card as an empty link of exactly this form. */
const EMPTY_CARD = /(<a class="changelog-card changelog-(video|post)"[^>]*>)<\/a>/g;

export function labelCards(markup: string, labels: ChangelogLabels): string {
  return markup.replace(
    EMPTY_CARD,
    (_, open: string, kind: 'video' | 'post') => `${open}${escape(labels[kind])}</a>`,
  );
}

export function changelogHtml(labels: ChangelogLabels): string {
  return labelCards(html, labels);
}
