import { hasUnsavedWork } from './kit.ts';
import type { EditorContext } from './context.ts';
import type { Game } from './kit.ts';
import { readStash, stashKit, unstashKit, type KitStash, type LoadData } from './kit-stash.ts';
import {
  accountAnsweredAtom,
  changesAtom,
  draftOfferAtom,
  sessionAtom,
  unsavedChangesAtom,
  userAtom,
} from './state.ts';

/**
 * Work is never lost (issue 31): the open kit is kept in local storage on every change, one
 * draft per game and per account, and offered back on the next visit, offline too (the service
 * worker serves the app; local storage needs no server). Local storage rather than IndexedDB:
 * its synchronous write can still run in `pagehide`, so a reload right after a change keeps it.
 */

const DRAFT_PREFIX = 'kitsmith.draft';
/** The account last signed in here: offline, the server cannot say who it is. */
const LAST_ACCOUNT_KEY = 'kitsmith.draftAccount';
/** Writes wait for a pause in editing (a slider drag changes the kit on every frame). */
const DRAFT_DEBOUNCE_MS = 500;

function draftKey(game: Game, account: string): string {
  return `${DRAFT_PREFIX}.${game}.${account === '' ? '~guest' : account.toLowerCase()}`;
}

/**
 * The unsaved kit the editor keeps for `game` and this account ('' signed out), as a companion
 * page reads it (/tools/edit-teamkits/: "the kit open in the editor"); null when there is none.
 */
export function storedDraft(game: Game, account: string, storage: Storage | null): KitStash | null {
  try {
    return readStash(storage?.getItem(draftKey(game, account)));
  } catch {
    return null;
  }
}

export function draftActions(
  ctx: EditorContext,
  game: Game,
  loadData: LoadData,
  storage: () => Storage | null,
  confirmDiscard: () => Promise<boolean>,
) {
  const { store } = ctx;
  let stopWriting: (() => void) | null = null;

  /** Whose draft this page reads and writes: the signed-in user's, or the last one's offline. */
  const account = (): string => {
    const local = storage();
    const user = store.get(userAtom);
    if (store.get(accountAnsweredAtom)) {
      try {
        local?.setItem(LAST_ACCOUNT_KEY, user?.username ?? '');
      } catch {
        // Storage refused: offline the guest's draft is read instead.
      }
      return user?.username ?? '';
    }
    return local?.getItem(LAST_ACCOUNT_KEY) ?? '';
  };

  const write = (key: string) => {
    const local = storage();
    if (!local) return;
    const session = store.get(sessionAtom);
    try {
      if (hasUnsavedWork(store.get(changesAtom), session))
        local.setItem(key, JSON.stringify(stashKit(store)));
      else local.removeItem(key);
    } catch {
      // Too large for a save or for the storage: the previous draft stays as it was.
    }
  };

  /** From now on every change is written (after a pause, and at once when the page goes). */
  const startWriting = () => {
    if (stopWriting) return;
    const key = draftKey(game, account());
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      write(key);
    };
    const schedule = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, DRAFT_DEBOUNCE_MS);
    };
    const unsubscribe = [store.sub(sessionAtom, schedule), store.sub(changesAtom, schedule)];
    const page = typeof window === 'undefined' ? null : window;
    page?.addEventListener('pagehide', flush);
    stopWriting = () => {
      unsubscribe.forEach((stop) => stop());
      page?.removeEventListener('pagehide', flush);
      if (timer !== null) flush();
      stopWriting = null;
    };
    schedule();
  };

  const draftHere = (): KitStash | null => storedDraft(game, account(), storage());

  return {
    /**
     * At start, once the first kit is in: a draft from an earlier visit is offered back
     * ("Restore your unsaved kit?"); until the user answers, it is not overwritten. Without
     * one, or when the page already opened unsaved work (back from the account pages), changes
     * are written from now on.
     */
    offerDraft(): void {
      const draft = draftHere();
      if (draft === null || store.get(unsavedChangesAtom)) {
        startWriting();
        return;
      }
      store.set(draftOfferAtom, { name: draft.name });
    },
    /** Restore: the draft becomes the open kit, with unsaved changes (asks first if the kit has some). */
    async restoreDraft(): Promise<boolean> {
      const draft = draftHere();
      if (draft === null) {
        store.set(draftOfferAtom, null);
        startWriting();
        return false;
      }
      if (!(await confirmDiscard())) return false;
      // The draft's key names this account, so its saved id is this account's own.
      unstashKit(store, loadData, draft, true, true);
      store.set(draftOfferAtom, null);
      startWriting();
      return true;
    },
    /** Discard: the draft is dropped and the open kit is kept from now on. */
    discardDraft(): void {
      try {
        storage()?.removeItem(draftKey(game, account()));
      } catch {
        // Nothing to remove.
      }
      store.set(draftOfferAtom, null);
      startWriting();
    },
    /** The editor stops (a game switched in place): the last change is written first. */
    stopDrafts(): void {
      stopWriting?.();
    },
  };
}
