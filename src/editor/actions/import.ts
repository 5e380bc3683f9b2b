import type { SavedKit } from '../../api/index.ts';
import {
  allLayers,
  importEntries,
  importLayers,
  restoreKit,
  type ImportEntry,
  type Kit,
  type KitUser,
  type LayerId,
} from '../kit.ts';
import type { EditorContext } from '../context.ts';
import { entitlementContext } from '../entitlements.ts';
import { openDialogAtom, sessionAtom, userAtom } from '../state.ts';

/** A saved kit opened in the layer import dialog: the kit as restored for this user, and its rows. */
export interface ImportSource {
  readonly kit: Kit;
  readonly entries: readonly ImportEntry[];
}

const ANONYMOUS: KitUser = { premium: false, tier: 0, admin: false };

/**
 * Layer import from a saved kit (document 1 §2): the saved kit passes restoreKit with the user's
 * context like every kit that enters, the dialog lists its rows, and the chosen layers arrive as
 * one 'add layer' step.
 */
export function importActions(ctx: EditorContext) {
  const { store } = ctx;
  const user = () => store.get(userAtom) ?? ANONYMOUS;
  return {
    /** null when the saved data is not a kit at all. */
    openImportSource(saved: Pick<SavedKit, 'data'>): ImportSource | null {
      let data: unknown;
      try {
        data = JSON.parse(saved.data);
      } catch {
        return null;
      }
      const game = store.get(sessionAtom).kit.game;
      // The list shows every layer of the saved kit (restored without the user's gates), so a
      // Plus-only row appears but cannot be ticked; the copies come from the kit restored for
      // this user, which holds only what they may use.
      const everything = restoreKit(data, { game }).kit;
      const kit = restoreKit(data, { game, ...entitlementContext(store) }).kit;
      const usable = new Set(allLayers(kit).map((layer) => layer.uuid));
      const entries = importEntries(everything, user(), game).map((entry) =>
        entry.blocked === null && !usable.has(entry.uuid) ? { ...entry, blocked: 'plus' as const } : entry,
      );
      return { kit, entries };
    },
    importLayers(source: ImportSource, chosen: readonly LayerId[]) {
      const done = ctx.edit((kit) => importLayers(kit, source.kit, chosen, user()));
      if (done) store.set(openDialogAtom, null);
      return done;
    },
  };
}
