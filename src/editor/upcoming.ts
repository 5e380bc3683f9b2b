import { atom } from 'jotai';
import type { UpcomingEntry, UpcomingItem } from '../api/index.ts';
import { loadCatalogue, type CatalogueItem } from './catalogue.ts';
import type { EditorContext } from './context.ts';

/**
 * Upcoming (document 2 §2, §4): what is coming, grouped by date with a status label. The operator's
 * list (/api/upcoming) when there is one; otherwise the catalogue's early-access templates,
 * graphics and patterns (a release date still to come). Loaded once, on first visibility.
 */

/** The status of entries made from the catalogue; the panel shows it as 'Early access for Plus'. */
export const EARLY_ACCESS_STATUS = 'early-access';

export type UpcomingState =
  | { readonly state: 'idle' | 'loading' | 'error' }
  | { readonly state: 'loaded'; readonly entries: readonly UpcomingEntry[] };

export const upcomingAtom = atom<UpcomingState>({ state: 'idle' });

const day = (date: string) => date.slice(0, 10);

/** Early-access items (dated after `now`) grouped by release day, soonest first. */
export function earlyAccessEntries(
  lists: Record<'templates' | 'graphics' | 'patterns', readonly CatalogueItem[]>,
  now: Date,
): UpcomingEntry[] {
  const today = now.toISOString().slice(0, 10);
  const byDate = new Map<string, UpcomingEntry>();
  for (const kind of ['templates', 'graphics', 'patterns'] as const) {
    for (const item of lists[kind]) {
      const date = typeof item.date === 'string' ? day(item.date) : '';
      if (!date || date <= today) continue;
      let entry = byDate.get(date);
      if (!entry) {
        entry = { date, status: EARLY_ACCESS_STATUS, templates: [], graphics: [], patterns: [] };
        byDate.set(date, entry);
      }
      const tile: UpcomingItem = {
        image: item.preview_url ?? '',
        name: item.name_display || item.name,
        premium: item.premium === true,
      };
      entry[kind].push(tile);
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Loads the list unless it is loaded or loading; after an error it tries again. */
export async function loadUpcoming(ctx: EditorContext, now = new Date()): Promise<void> {
  const { store, api } = ctx;
  const current = store.get(upcomingAtom).state;
  if (current === 'loaded' || current === 'loading') return;
  store.set(upcomingAtom, { state: 'loading' });
  try {
    const listed = await api.upcoming();
    let entries = Array.isArray(listed) ? listed : [];
    if (entries.length === 0) {
      const [templates, graphics, patterns] = await Promise.all([
        loadCatalogue(api, 'templates'),
        loadCatalogue(api, 'graphics'),
        loadCatalogue(api, 'patterns'),
      ]);
      entries = earlyAccessEntries({ templates, graphics, patterns }, now);
    }
    store.set(upcomingAtom, { state: 'loaded', entries });
  } catch {
    store.set(upcomingAtom, { state: 'error' });
  }
}
