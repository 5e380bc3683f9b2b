import type { SavedKit } from '../../api/index.ts';
import { kitSharePath } from '../../kit/startup.ts';
import type { EditorContext } from '../context.ts';
import { failureMessage } from '../failure.ts';
import { message, TOAST_MS } from '../messages.ts';
import { sessionAtom } from '../state.ts';

/** The server's refusal to delete a competition entry (document 2 §8). */
const COMPETITION_DELETE = 'cannot delete competition entry';

/** Deletes waiting for their Undo toast to leave, sent at once when the page goes. */
const pendingDeletes = new Map<number, () => void>();
let watchingLeave = false;
function watchPageLeave(): void {
  if (watchingLeave || typeof window === 'undefined') return;
  watchingLeave = true;
  window.addEventListener('pagehide', () => [...pendingDeletes.values()].forEach((send) => send()));
}

/** Writes text to the clipboard; the page's own, so tests and the app share it. */
export type ClipboardWriter = (text: string) => Promise<void>;

/**
 * What an owner does with a saved kit in the Load dialog (document 2 §2, §5, §8): share (copy
 * the share URL), rename, delete (asked first; competition entries refuse), publish. Each answers
 * whether it worked so the list can update itself.
 */
export function savedKitActions(
  ctx: EditorContext,
  clipboard: () => ClipboardWriter | null,
  origin: () => string,
) {
  const { api, store } = ctx;
  /** The link for anyone holding it: the kit's share page, /showcase/kit/{id}?key={key}. */
  const shareUrl = (kit: Pick<SavedKit, 'id' | 'key' | 'game'>): string =>
    `${origin()}${kitSharePath(kit.id, kit.key)}`;
  return {
    shareUrl,
    async shareKit(kit: Pick<SavedKit, 'id' | 'key' | 'game'>): Promise<boolean> {
      const write = clipboard();
      try {
        if (!write) throw new Error('no clipboard');
        await write(shareUrl(kit));
        ctx.toast(message('load.shareCopied'), TOAST_MS.short);
        return true;
      } catch (error) {
        // A refused permission asks the user to allow it; anything else is a failed write.
        const denied = error instanceof DOMException && error.name === 'NotAllowedError';
        ctx.toast(message(denied ? 'load.clipboardAllow' : 'load.clipboardFailed'), TOAST_MS.short, 'error');
        return false;
      }
    },
    /** The new name, or null when the server refused ('An error occured: {error}', 3 s). */
    async renameKit(id: number, name: string): Promise<string | null> {
      try {
        const reply = await api.renameSaved(id, name);
        if (reply.success) return reply.name;
        ctx.toast(message('load.renameFailed', { error: reply.error }), TOAST_MS.short, 'error');
      } catch (error) {
        ctx.toast(failureMessage(error, 'action'), TOAST_MS.long, 'error');
      }
      return null;
    },
    /**
     * Delete (asked first, document 2 §5): the kit leaves the list at once and a toast offers
     * Undo (issue 31: work is never lost). The server deletes it when that toast leaves, or as the
     * page goes; Undo before then keeps it where it was, the open kit's id included. Answers the
     * delete's Undo (null when the user declined), for a list that offers it in place (the Load
     * dialog is modal, so its keyboard user cannot reach the toast); `back` is called when the kit
     * stays after all (Undo, or a refusal), `gone` when the delete is sent.
     */
    async deleteKit(
      id: number,
      back: () => void = () => undefined,
      gone: () => void = () => undefined,
    ): Promise<(() => void) | null> {
      if (!(await ctx.ask(message('load.deleteConfirm')))) return null;
      // The open kit was this one: it is saved nowhere now, so the next save makes a new kit
      // ('Save changes' would answer 'Kit not found'); Undo gives its id back.
      const open = store.get(sessionAtom).kit;
      const wasOpen = open.id === id ? { id, saveImage: open.saveImage } : null;
      if (wasOpen) store.set(sessionAtom, (s) => ({ ...s, kit: { ...s.kit, id: null, saveImage: '' } }));
      const deletedFrom = store.get(sessionAtom).kit;
      const giveBack = () => {
        const session = store.get(sessionAtom);
        // Only onto the same kit (its name, template and base layer): a kit loaded, started or
        // randomized since is another kit and keeps no id of this one.
        const kit = session.kit;
        const same =
          kit.id === null &&
          kit.name === deletedFrom.name &&
          kit.template === deletedFrom.template &&
          kit.layers.shirt[0]?.uuid === deletedFrom.layers.shirt[0]?.uuid;
        if (wasOpen && same) store.set(sessionAtom, { ...session, kit: { ...kit, ...wasOpen } });
        back();
      };
      let settled = false;
      const send = (keepalive: boolean) => {
        if (settled) return;
        settled = true;
        pendingDeletes.delete(id);
        gone();
        void api.deleteSaved(id, keepalive).then(
          (reply) => {
            if (reply.success) return;
            giveBack();
            ctx.toast(
              message(
                reply.error === COMPETITION_DELETE ? 'load.cannotDeleteCompetition' : 'load.actionFailed',
              ),
              TOAST_MS.short,
              'error',
            );
          },
          () => {
            giveBack();
            ctx.toast(message('load.actionFailed'), TOAST_MS.short, 'error');
          },
        );
      };
      pendingDeletes.set(id, () => send(true));
      watchPageLeave();
      const undo = () => {
        if (settled) return;
        settled = true;
        pendingDeletes.delete(id);
        giveBack();
      };
      const toast = ctx.toast(message('load.deleted'), TOAST_MS.undoable, 'info', undefined, {
        actions: [{ label: 'load.undoDelete', run: undo }],
        onGone: () => send(false),
      });
      return () => {
        undo();
        ctx.closeToast(toast);
      };
    },
    /**
     * A new share link (document 2 §2 sharing, issue 19): asks first, since every link handed out
     * so far stops working. The new key, or null when the user declined or the server refused.
     */
    async renewShareLink(id: number): Promise<string | null> {
      if (!(await ctx.ask(message('load.newLinkConfirm')))) return null;
      try {
        const reply = await api.renewShareKey(id);
        if (reply.success) {
          ctx.toast(message('load.newLinkDone'), TOAST_MS.short);
          return reply.key;
        }
      } catch {
        // Falls through to the toast.
      }
      ctx.toast(message('load.actionFailed'), TOAST_MS.short, 'error');
      return null;
    },
    /** The kit's published state after the call, or null on failure. */
    async publishKit(id: number, published: boolean): Promise<boolean | null> {
      try {
        const reply = await api.publish(id, published);
        if (reply.success) return reply.published;
      } catch {
        // Falls through to the toast.
      }
      ctx.toast(message('load.actionFailed'), TOAST_MS.short, 'error');
      return null;
    },
  };
}
