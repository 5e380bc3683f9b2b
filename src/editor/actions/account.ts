import type { LoadedRecord } from './lifecycle.ts';
import { serialiseKit, type RestoreReport } from '../kit.ts';
import type { EditorContext } from '../context.ts';
import { message, TOAST_MS } from '../messages.ts';
import { changesAtom, sessionAtom, userAtom } from '../state.ts';

/**
 * Leaving for the account pages and coming back: the kit being designed, unsaved changes
 * included, waits in sessionStorage (this tab only) and is restored when the editor starts again.
 * Also the startup link `/?kit={id}&key={key}` (the showcase's "Edit in Kitsmith").
 */

export const RETURN_KIT_KEY = 'kitsmith.returnKit';

interface ReturnKit {
  data: string;
  id: number | null;
  baseId: number | null;
  baseKey?: string;
  name: string;
  saveName: string;
  saveImage: string;
  unsaved: boolean;
}

type LoadData = (data: unknown, saved?: LoadedRecord) => RestoreReport;

export function accountActions(ctx: EditorContext, loadData: LoadData, storage: () => Storage | null) {
  const { store, api } = ctx;
  /** Keeps the current kit for this tab's next editor start. */
  const keepKit = () => {
    const kit = store.get(sessionAtom).kit;
    try {
      const stash: ReturnKit = {
        data: serialiseKit(kit),
        id: kit.id,
        baseId: kit.baseId,
        baseKey: kit.baseKey,
        name: kit.name,
        saveName: kit.saveName,
        saveImage: kit.saveImage,
        unsaved: store.get(changesAtom).madeChanges,
      };
      storage()?.setItem(RETURN_KIT_KEY, JSON.stringify(stash));
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
      const text = store_?.getItem(RETURN_KIT_KEY);
      if (!text) return false;
      store_?.removeItem(RETURN_KIT_KEY);
      let stash: ReturnKit;
      try {
        stash = JSON.parse(text) as ReturnKit;
        JSON.parse(stash.data);
      } catch {
        return false;
      }
      // Through restoreKit like every kit that enters: a user who signed in as someone else
      // keeps only what that account may use.
      loadData(JSON.parse(stash.data));
      const session = store.get(sessionAtom);
      const signedIn = store.get(userAtom) !== null;
      store.set(sessionAtom, {
        ...session,
        kit: {
          ...session.kit,
          // The saved kit's id only means something to the account that saved it.
          id: signedIn ? stash.id : null,
          baseId: stash.baseId,
          baseKey: stash.baseKey ?? '',
          name: stash.name,
          saveName: stash.saveName,
          saveImage: stash.saveImage,
        },
      });
      if (stash.unsaved) store.set(changesAtom, { madeChanges: true, rendered: true });
      return true;
    },
    /** `/?kit={id}&key={key}`: an own kit keeps id and image, another user's id becomes the base id. */
    async openSharedKit(id: number, key: string | null): Promise<boolean> {
      try {
        const reply = await api.loadKit(id, key ?? undefined);
        if (!reply.success) {
          ctx.toast({ key: 'save.serverText', values: { text: reply.error } }, TOAST_MS.long, 'error');
          return false;
        }
        loadData(JSON.parse(reply.data.data), {
          ...reply.data,
          own: reply.own,
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
