import { readStash, stashKit, unstashKit, type LoadData } from '../kit-stash.ts';
import type { EditorContext } from '../context.ts';
import { message, TOAST_MS } from '../messages.ts';
import { userAtom } from '../state.ts';

/**
 * Leaving for the account pages and coming back: the kit being designed, unsaved changes
 * included, waits in sessionStorage (this tab only) and is restored when the editor starts again.
 * Also the startup link `/?kit={id}&key={key}` (the showcase's "Edit in Kitsmith").
 */

export const RETURN_KIT_KEY = 'kitsmith.returnKit';

export function accountActions(ctx: EditorContext, loadData: LoadData, storage: () => Storage | null) {
  const { store, api } = ctx;
  /** Keeps the current kit for this tab's next editor start. */
  const keepKit = () => {
    try {
      storage()?.setItem(RETURN_KIT_KEY, JSON.stringify(stashKit(store)));
    } catch {
      // Too large or storage refused: the user still reaches the page, the kit is not kept.
    }
  };
  return {
    /** Keeps the current kit for the return and answers the account page's URL (login, register, profile). */
    leaveForAccount(page: '/login/' | '/register/' | '/profile/', returnTo: string): string {
      keepKit();
      return `${page}?return=${encodeURIComponent(returnTo)}`;
    },
    /** Logs out; the kit stays open (as a new kit) when the page starts again signed out. */
    async logOut(): Promise<void> {
      keepKit();
      await api.logout().catch(() => undefined);
    },
    /** On start: the kit kept by leaveForAccount, once. Returns whether one was restored. */
    restoreReturnKit(): boolean {
      const store_ = storage();
      const stash = readStash(store_?.getItem(RETURN_KIT_KEY));
      store_?.removeItem(RETURN_KIT_KEY);
      if (stash === null) return false;
      // The saved kit's id only means something to the account that saved it.
      unstashKit(store, loadData, stash, store.get(userAtom) !== null);
      return true;
    },
    /**
     * `/?kit={id}&key={key}`: an own kit keeps id and image, another user's id becomes the base
     * id; a remix (`&remix=1`) opens even an own kit as a new kit based on it.
     */
    async openSharedKit(id: number, key: string | null, remix = false): Promise<boolean> {
      try {
        const reply = await api.loadKit(id, key ?? undefined);
        if (!reply.success) {
          ctx.toast({ key: 'save.serverText', values: { text: reply.error } }, TOAST_MS.long, 'error');
          return false;
        }
        loadData(JSON.parse(reply.data.data), {
          ...reply.data,
          own: reply.own && !remix,
          ...(key !== null ? { openedWithKey: key } : {}),
        });
        return true;
      } catch {
        ctx.toast(message('error.generic'), TOAST_MS.long, 'error');
        return false;
      }
    },
  };
}

/**
 * The showcase link (document 2 §2): the kit's own page when it has an id, the publish page for a
 * signed-in user whose kit has none yet, the showcase's front page when signed out.
 */
export function showcaseLink(signedIn: boolean, kitId: number | null): string {
  if (!signedIn) return '/showcase/';
  return kitId === null ? '/showcase/publish/' : `/showcase/kit/${kitId}`;
}
