import type { SavedKit } from '../../api/index.ts';
import { kitEditPath } from '../../kit/startup.ts';
import type { EditorContext } from '../context.ts';
import { message, TOAST_MS } from '../messages.ts';
import { sessionAtom } from '../state.ts';

/** The server's refusal to delete a competition entry (document 2 §8). */
const COMPETITION_DELETE = 'cannot delete competition entry';

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
  /** The link that opens the kit for anyone holding it: /{game}/?kit={id}&key={key}. */
  const shareUrl = (kit: Pick<SavedKit, 'id' | 'key' | 'game'>): string =>
    `${origin()}${kitEditPath(kit.game, kit.id, kit.key)}`;
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
        ctx.toast(
          message('load.renameFailed', { error: String((error as Error).message ?? error) }),
          TOAST_MS.short,
          'error',
        );
      }
      return null;
    },
    async deleteKit(id: number): Promise<boolean> {
      if (!(await ctx.ask(message('load.deleteConfirm')))) return false;
      try {
        const reply = await api.deleteSaved(id);
        if (reply.success) {
          // The open kit was this one: it is saved nowhere now, so the next save makes a new kit
          // ('Save changes' would answer 'Kit not found').
          const session = store.get(sessionAtom);
          if (session.kit.id === id)
            store.set(sessionAtom, { ...session, kit: { ...session.kit, id: null, saveImage: '' } });
          return true;
        }
        ctx.toast(
          message(reply.error === COMPETITION_DELETE ? 'load.cannotDeleteCompetition' : 'load.actionFailed'),
          TOAST_MS.short,
          'error',
        );
      } catch {
        ctx.toast(message('load.actionFailed'), TOAST_MS.short, 'error');
      }
      return false;
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
