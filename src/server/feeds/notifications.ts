/**
 * Notification messages may carry HTML (spec document 2 §3), so their text is sanitised to a
 * small set of inline tags before it is stored and again when served. Links must be http(s) or
 * same-site paths.
 */
import sanitizeHtml from 'sanitize-html';

const ALLOWED = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'a', 'br', 'span', 'p', 'small'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitiseNotificationText(text: string): string {
  return sanitizeHtml(text, ALLOWED).trim();
}

/** Only absolute http(s) URLs or site paths; anything else (javascript:, data:) becomes null. */
export function safeLink(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Plain text fields (cta) lose every tag. */
export const plainText = (value: string | null | undefined): string | null =>
  value ? sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} }).trim() : null;
