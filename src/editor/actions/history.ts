import { isHistoryAction, redoStep, undoStep, type KitSession, type SessionUpdate } from '../kit.ts';
import { dropStaleSelection, type EditorContext } from '../context.ts';
import { message, TOAST_MS } from '../messages.ts';
import {
  layerSelectionAtom,
  modeAtom,
  onKitTargetAtom,
  openDialogAtom,
  selectedLayerAtom,
  sessionAtom,
} from '../state.ts';

/** Undo, redo and Escape: the history's toasts ('Undoing: <action>', 1.5 s) in the user's language. */
export function historyActions(ctx: EditorContext) {
  const { store } = ctx;

  const travel = (direction: 'undo' | 'redo') => {
    // Undo and redo work only in edit mode (document 2 §2 "Toolbar").
    if (store.get(modeAtom) !== 'edit') return false;
    const session = store.get(sessionAtom);
    const stack = direction === 'undo' ? session.history.undo : session.history.redo;
    const action = stack[stack.length - 1]?.action;
    const update: SessionUpdate = direction === 'undo' ? undoStep(session) : redoStep(session);
    // Nothing to undo or redo: the history hands the same kit and steps back (a fresh session
    // object all the same), which is no move and must not notify the store.
    if (update.session.kit === session.kit && update.session.history === session.history) return false;
    apply(update.session);
    if (update.toast === null) return true;
    if (action !== undefined && isHistoryAction(action)) {
      const key = direction === 'undo' ? 'toast.undoing' : 'toast.redoing';
      ctx.toast(message(key, { action: message(`action.${action}`) }), TOAST_MS.undo);
    } else {
      ctx.toast(message('toast.notImplemented'), update.toast.durationMs, 'error');
    }
    return true;
  };

  const apply = (session: KitSession) => {
    store.set(sessionAtom, session);
    dropStaleSelection(ctx, session.kit);
  };

  return {
    undo: () => travel('undo'),
    redo: () => travel('redo'),
    /**
     * Escape: a drag in progress goes back to its mark; otherwise the open panel closes; otherwise
     * the active layer is cleared (document 1 §2).
     */
    escape() {
      if (ctx.cancel()) return 'reverted' as const;
      if (store.get(openDialogAtom) !== null) {
        store.set(openDialogAtom, null);
        return 'closed' as const;
      }
      if (
        store.get(selectedLayerAtom) !== null ||
        store.get(layerSelectionAtom).length > 0 ||
        store.get(onKitTargetAtom) !== null
      ) {
        store.set(onKitTargetAtom, null);
        store.set(selectedLayerAtom, null);
        store.set(layerSelectionAtom, []);
        return 'cleared' as const;
      }
      return 'none' as const;
    },
  };
}
