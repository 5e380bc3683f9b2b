/**
 * Finished pages of GET /api/saved (own mode), kept as the bytes sent. A page is keyed by the user,
 * the version of their kit list and every query value that shapes it. The version is bumped by
 * database triggers in the same transaction as any change to the user's kits (migration
 * 0007_kit_list_versions) and read with the session, so a page is served only while no instance,
 * route or admin command has changed that list since: several instances stay correct without
 * talking to each other, and a page from an older version is simply never asked for again (it
 * ages out of the LRU).
 *
 * Why: the page query and serialising 96 kits were most of the route's CPU (bench/README.md),
 * while users reopen the Load dialog far more often than they save.
 */
import { createHash } from 'node:crypto';
import type { SessionUser } from '../auth/sessions.ts';

/** What picks the rows of one own-mode page, after validation. */
export interface SavedPageQuery {
  game: string | null;
  /** Trimmed filter text, '' for none. */
  filter: string;
  oldestFirst: boolean;
  /** Load more: the last kit's created_at and id. */
  after: string | null;
  afterId: number | null;
}

export interface CachedPage {
  body: Buffer;
  /** Weak validator (W/…): the key's list version and query; see savedPageEtag. */
  etag: string;
}

export function savedPageKey(
  user: Pick<SessionUser, 'id' | 'kit_list_version'>,
  page: SavedPageQuery,
): string {
  const { game, filter, oldestFirst, after, afterId } = page;
  // \u0000 cannot occur in the parts: scrubNul removes it from every query value.
  return [
    user.id,
    user.kit_list_version,
    game ?? '',
    oldestFirst ? 'o' : 'n',
    after ?? '',
    afterId ?? '',
    filter,
  ].join('\u0000');
}

/**
 * The page's ETag, from its key. A browser revalidating it gets 304 only while the user's list is
 * still at that version, so the Load dialog reopened without changes transfers no kits.
 */
export function savedPageEtag(key: string): string {
  return `W/"kl-${createHash('sha1').update(key).digest('base64url')}"`;
}

/** A least-recently-used map of pages, bounded by their total bytes. */
export class SavedListCache {
  readonly #pages = new Map<string, CachedPage>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (page) {
      // Map order is the recency order: re-inserting moves the page to the end.
      this.#pages.delete(key);
      this.#pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (page.body.length > this.maxBytes) return;
    const old = this.#pages.get(key);
    if (old) {
      this.#bytes -= old.body.length;
      this.#pages.delete(key);
    }
    this.#pages.set(key, page);
    this.#bytes += page.body.length;
    for (const [oldest, evicted] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= evicted.body.length;
    }
  }

  get bytes(): number {
    return this.#bytes;
  }
}
