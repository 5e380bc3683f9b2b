import type { ApiClient } from '../api/index.ts';
import {
  applyEdit,
  beginContinuousEdit,
  cancelContinuousEdit,
  commitContinuousEdit,
  type EditResult,
  type HistoryAction,
  findLayer,
  gateEdit,
  printingElementOf,
  type Kit,
  type LayerId,
} from './kit.ts';
import { entitlementContext } from './entitlements.ts';
import { message, TOAST_MS, type Message } from './messages.ts';
import {
  confirmationAtom,
  onKitTargetAtom,
  selectedLayerAtom,
  sessionAtom,
  toastsAtom,
  type EditorStore,
  type Toast,
  type ToastAction,
  type ToastLink,
} from './state.ts';

export type { EditorStore };

/**
 * What every action family works with: the store, the server client, and the few effects an
 * action may have besides changing the document (a toast, a question to the user).
 */
export interface EditorContext {
  readonly store: EditorStore;
  readonly api: ApiClient;
  /** Applies one kit operation: a step of history, a live update of an open drag, or a refusal toast. */
  edit(operation: (kit: Kit) => EditResult): boolean;
  /** Opens a continuous edit (pointer-down on a slider). */
  begin(action?: HistoryAction): void;
  /** Closes it as one step (release). */
  commit(): void;
  /** Escape during a drag: back to the kit at pointer-down. Returns whether a drag was open. */
  cancel(): boolean;
  /** Shows a toast; its id. `extra.onGone` runs once when it leaves, however it leaves. */
  toast(
    text: Message,
    durationMs: number | null,
    tone?: Toast['tone'],
    links?: readonly ToastLink[],
    extra?: ToastExtra,
  ): number;
  /** Takes a toast away now (its Close or action button). */
  closeToast(id: number): void;
  /**
   * A toast the pointer rests on (or the keyboard focuses) stays while held: document 2 §8 asks
   * that of the translation-failure toast, and a text being read should not vanish under the
   * reader for any toast. One whose time ran out while held leaves when released.
   */
  holdToast(id: number, held: boolean): void;
  /** Asks a yes/no question in the editor's confirmation dialog. */
  ask(text: Message): Promise<boolean>;
}

/** A toast's buttons and what happens when it leaves (a delete that Undo can still stop). */
interface ToastExtra {
  readonly actions?: readonly ToastAction[];
  readonly onGone?: () => void;
}

let nextToastId = 1;

export function createEditorContext(store: EditorStore, api: ApiClient): EditorContext {
  const held = new Set<number>();
  const expiredWhileHeld = new Set<number>();
  const whenGone = new Map<number, () => void>();
  const removeToast = (id: number) => {
    store.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
    held.delete(id);
    expiredWhileHeld.delete(id);
    const gone = whenGone.get(id);
    whenGone.delete(id);
    gone?.();
  };
  const ctx: EditorContext = {
    store,
    api,
    edit(operation) {
      const session = store.get(sessionAtom);
      // The kit's entitlement check decides for every edit, whichever control asked for it: an
      // edit that adds content the user may not use is refused like any other refused operation.
      const result = gateEdit(session.kit, operation(session.kit), entitlementContext(store));
      const update = applyEdit(session, result);
      if (update.refusal) {
        ctx.toast(message(`refusal.${update.refusal.code}`), TOAST_MS.short, 'error');
        return false;
      }
      if (update.session !== session) store.set(sessionAtom, update.session);
      return true;
    },
    begin(action) {
      store.set(sessionAtom, beginContinuousEdit(store.get(sessionAtom), action));
    },
    commit() {
      const session = store.get(sessionAtom);
      if (session.history.open !== null) store.set(sessionAtom, commitContinuousEdit(session));
    },
    cancel() {
      const session = store.get(sessionAtom);
      if (session.history.open === null) return false;
      store.set(sessionAtom, cancelContinuousEdit(session));
      return true;
    },
    toast(text, durationMs, tone = 'info', links, extra) {
      const toast: Toast = {
        id: nextToastId++,
        text: text.key,
        values: text.values,
        durationMs,
        tone,
        links,
        ...(extra?.actions ? { actions: extra.actions } : {}),
      };
      if (extra?.onGone) whenGone.set(toast.id, extra.onGone);
      store.set(toastsAtom, (list) => [...list, toast]);
      if (durationMs !== null) {
        setTimeout(() => {
          if (held.has(toast.id)) expiredWhileHeld.add(toast.id);
          else removeToast(toast.id);
        }, durationMs);
      }
      return toast.id;
    },
    closeToast(id) {
      removeToast(id);
    },
    holdToast(id, isHeld) {
      if (isHeld) {
        held.add(id);
        return;
      }
      held.delete(id);
      if (expiredWhileHeld.delete(id)) removeToast(id);
    },
    ask(text) {
      return new Promise<boolean>((resolve) => {
        store.set(confirmationAtom, {
          text,
          answer: (yes) => {
            store.set(confirmationAtom, null);
            resolve(yes);
          },
        });
      });
    },
  };
  return ctx;
}

/** Clears the active layer if it no longer exists (after undo, load, remove). */
export function dropStaleSelection(ctx: EditorContext, kit: Kit): void {
  // Handles on a logo or layer that is gone (an undo took it away) go with it.
  const onKit = ctx.store.get(onKitTargetAtom);
  // A printed line (the back number…) lives as long as its printing layer.
  const layerOf = (uuid: LayerId) => printingElementOf(uuid)?.layer ?? uuid;
  if (
    onKit &&
    !(onKit.logo ? kit.logos.some((l) => l.uuid === onKit.uuid) : findLayer(kit, layerOf(onKit.uuid)))
  )
    ctx.store.set(onKitTargetAtom, null);
  const selected = ctx.store.get(selectedLayerAtom);
  if (selected === null) return;
  // A group's member stays active while it is in the kit, grouped or not.
  if (findLayer(kit, selected) === undefined) ctx.store.set(selectedLayerAtom, null);
}
