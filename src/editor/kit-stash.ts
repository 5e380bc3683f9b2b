import type { LoadedRecord } from './actions/lifecycle.ts';
import { ARRIVED_UNSAVED, serialiseKit, withoutLocalUploads, type RestoreReport } from './kit.ts';
import { changesAtom, sessionAtom, unsavedChangesAtom, type EditorStore } from './state.ts';

/**
 * The open kit written down whole: its data and the record fields that travel beside it (id,
 * base, names, image) and whether it had unsaved changes. The kit kept across the account pages
 * and the local draft are both one of these, so what comes back is the same either way.
 */
export interface KitStash {
  data: string;
  id: number | null;
  baseId: number | null;
  baseKey?: string;
  name: string;
  saveName: string;
  saveImage: string;
  unsaved: boolean;
}

export type LoadData = (data: unknown, saved?: LoadedRecord) => RestoreReport;

/** The open kit as a stash; throws when it is too large to write (KitDataTooLargeError). */
export function stashKit(store: EditorStore): KitStash {
  const kit = store.get(sessionAtom).kit;
  return {
    // A page-only upload cannot outlive the page: the stash leaves it out, as a save does.
    data: serialiseKit(withoutLocalUploads(kit)),
    id: kit.id,
    baseId: kit.baseId,
    baseKey: kit.baseKey,
    name: kit.name,
    saveName: kit.saveName,
    saveImage: kit.saveImage,
    unsaved: store.get(unsavedChangesAtom),
  };
}

/** Reads a stash back from text; null when it is not one. */
export function readStash(text: string | null | undefined): KitStash | null {
  if (!text) return null;
  try {
    const stash = JSON.parse(text) as KitStash;
    JSON.parse(stash.data);
    return typeof stash.name === 'string' ? stash : null;
  } catch {
    return null;
  }
}

/**
 * Opens a stash as the current kit, through restoreKit like every kit that enters (a user who
 * signed in as someone else keeps only what that account may use). `ownId` says whether the
 * saved kit's id still belongs to this user; `unsaved` overrides the stash's own flag.
 */
export function unstashKit(
  store: EditorStore,
  loadData: LoadData,
  stash: KitStash,
  ownId: boolean,
  unsaved = stash.unsaved,
): void {
  loadData(JSON.parse(stash.data));
  const session = store.get(sessionAtom);
  store.set(sessionAtom, {
    ...session,
    kit: {
      ...session.kit,
      id: ownId ? stash.id : null,
      baseId: stash.baseId,
      baseKey: stash.baseKey ?? '',
      name: stash.name,
      saveName: stash.saveName,
      saveImage: stash.saveImage,
    },
  });
  // Already drawn once as far as the flag goes: the next change counts, and so does this one.
  if (unsaved) store.set(changesAtom, ARRIVED_UNSAVED);
}
