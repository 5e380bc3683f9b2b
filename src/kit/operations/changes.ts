import { KIT_MESSAGES } from '../messages.ts';

/**
 * The unsaved-changes flag (spec §4): false after the first render, true on every later
 * recombine, cleared by a successful save, a new kit and a load. A new or loaded kit is
 * rendered once before edits count again, so its own first render does not mark it changed.
 */
export interface ChangeTracker {
  readonly madeChanges: boolean;
  /** The document has been rendered since it was created, loaded or started anew. */
  readonly rendered: boolean;
}

export type ChangeEvent = 'recombine' | 'saved' | 'new' | 'loaded';

export const INITIAL_CHANGES: ChangeTracker = { madeChanges: false, rendered: false };

export function trackChanges(state: ChangeTracker, event: ChangeEvent): ChangeTracker {
  switch (event) {
    case 'recombine':
      return state.rendered ? { madeChanges: true, rendered: true } : { madeChanges: false, rendered: true };
    case 'saved':
      return { ...state, madeChanges: false };
    case 'new':
    case 'loaded':
      // A fresh object each time: a composite that started before it can tell it was reset.
      return { ...INITIAL_CHANGES };
  }
}

/** The question asked before a new kit, a load, a randomize or a mode switch; null when nothing is at stake. */
export function unsavedChangesQuestion(state: ChangeTracker): string | null {
  return state.madeChanges ? KIT_MESSAGES.unsavedChanges : null;
}

/**
 * Whether the open kit holds work that only this page has, which a local draft keeps: changes
 * since the last save or load, or a kit never saved that the user changed (a randomized kit has
 * no changes flag but one undo step). A fresh template kit is nothing to lose.
 */
export function hasUnsavedWork(
  state: ChangeTracker,
  kit: { readonly id: number | null },
  undoSteps: number,
): boolean {
  return state.madeChanges || (kit.id === null && undoSteps > 0);
}

/**
 * What the header says of the open kit: 'unsaved' while it holds unsaved work, 'saved' when
 * the server holds it as it is, 'untouched' for a new kit nobody changed (nothing to say).
 */
export type SaveState = 'saved' | 'unsaved' | 'untouched';

export function saveState(
  state: ChangeTracker,
  kit: { readonly id: number | null },
  undoSteps: number,
): SaveState {
  if (hasUnsavedWork(state, kit, undoSteps)) return 'unsaved';
  return kit.id !== null ? 'saved' : 'untouched';
}
