import { useCallback, useEffect, useState } from 'react';
import type { SavedKit, SavedListQuery } from '../../api/index.ts';
import { useEditor } from '../../editor/hooks.tsx';

export type SavedKitsState = 'loading' | 'loaded' | 'error';

/** Filtering waits for a pause in typing (document 2 §9: 300 ms in the kit browser). */
const FILTER_DEBOUNCE_MS = 300;

/**
 * One saved-kits list (own kits or the inspiration list) while `active`: the first page, Load
 * more (own mode continues after the last kit's created_at, other modes after its id), and
 * Try again after an error (document 2 §4, §7).
 */
export function useSavedKits(active: boolean, query: SavedListQuery) {
  const { context } = useEditor();
  const [kits, setKits] = useState<SavedKit[]>([]);
  const [state, setState] = useState<SavedKitsState>('loading');
  const [more, setMore] = useState(false);
  const { mode, filter, sorting, game } = query;

  const fetchPage = useCallback(
    async (after?: SavedKit) => {
      setState('loading');
      try {
        const page =
          after === undefined
            ? {}
            : mode === 'own'
              ? { created_at: after.created_at, id: after.id }
              : { id: after.id };
        const reply = await context.api.listSaved({
          mode,
          ...(filter ? { filter } : {}),
          ...(sorting ? { sorting } : {}),
          ...(game ? { game } : {}),
          ...page,
        });
        if (!reply.success) throw new Error(reply.error);
        setKits((current) => (after ? [...current, ...reply.data] : reply.data));
        setMore(reply.more_available);
        setState('loaded');
      } catch {
        setState('error');
      }
    },
    [context.api, mode, filter, sorting, game],
  );

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void fetchPage(), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [active, fetchPage]);

  return {
    kits,
    state,
    more,
    loadMore: () => void fetchPage(kits[kits.length - 1]),
    retry: () => void fetchPage(),
    /** Changes one shown kit (after a rename or publish). */
    update: (id: number, patch: Partial<SavedKit>) =>
      setKits((current) => current.map((kit) => (kit.id === id ? { ...kit, ...patch } : kit))),
    /** Drops one kit from the shown list (after a delete). */
    forget: (id: number) => setKits((current) => current.filter((kit) => kit.id !== id)),
    /** Puts a kit back where it was shown (Undo after a delete). */
    bringBack: (kit: SavedKit, index: number) =>
      setKits((current) =>
        current.some((shown) => shown.id === kit.id)
          ? current
          : [...current.slice(0, index), kit, ...current.slice(index)],
      ),
  };
}
