import { HISTORY_LIMIT, isHistoryAction, type HistoryAction } from './actions.ts';
import { historyMessages, type HistoryToast } from './messages.ts';

/**
 * Undo history over immutable snapshots. A step keeps the whole document as it was before the
 * step; because every operation returns a new document that shares all untouched parts with the
 * old one, a step costs only the objects that step replaced, never a deep copy. Restoring a
 * snapshot is then exact by construction: undo hands back the very object that was current.
 *
 * Everything here is pure: each function takes a history (and the current document) and returns
 * a new history. The editor keeps the result in its store.
 */
export interface HistoryStep<S> {
  readonly action: HistoryAction;
  /** The document to return to when this step is taken back (undo) or replayed (redo). */
  readonly snapshot: S;
}

/** A continuous edit in progress (a slider drag): opened on pointer-down, closed on release. */
export interface OpenEdit<S> {
  readonly action: HistoryAction;
  readonly before: S;
}

export interface History<S> {
  /** Oldest first; the last element is undone next. */
  readonly undo: readonly HistoryStep<S>[];
  readonly redo: readonly HistoryStep<S>[];
  readonly open: OpenEdit<S> | null;
}

/** What undo and redo give back: the new history, the document to show, and a toast if any. */
export interface HistoryMove<S> {
  readonly history: History<S>;
  readonly doc: S;
  readonly toast: HistoryToast | null;
}

export function emptyHistory<S>(): History<S> {
  return { undo: [], redo: [], open: null };
}

function pushCapped<S>(stack: readonly HistoryStep<S>[], step: HistoryStep<S>): readonly HistoryStep<S>[] {
  const next = [...stack, step];
  return next.length > HISTORY_LIMIT ? next.slice(next.length - HISTORY_LIMIT) : next;
}

/**
 * Records one finished step. `before` is the document as it was before the step. A new step
 * makes the redo stack meaningless, so it is cleared. An open continuous edit is closed first
 * (committed against `before`, which is the live document at that moment).
 */
export function record<S>(history: History<S>, action: HistoryAction, before: S): History<S> {
  const settled = commitEdit(history, before);
  return { undo: pushCapped(settled.undo, { action, snapshot: before }), redo: [], open: null };
}

/** Opens a continuous edit. Live updates in between do not touch the history. */
export function beginEdit<S>(history: History<S>, action: HistoryAction, current: S): History<S> {
  const settled = commitEdit(history, current);
  return { ...settled, open: { action, before: current } };
}

/**
 * Closes the open continuous edit as ONE step. A press and release that changed nothing (the
 * document is still the same object) leaves no step behind.
 */
export function commitEdit<S>(history: History<S>, current: S): History<S> {
  const open = history.open;
  if (open === null) return history;
  if (open.before === current) return { ...history, open: null };
  return {
    undo: pushCapped(history.undo, { action: open.action, snapshot: open.before }),
    redo: [],
    open: null,
  };
}

/** Escape during a continuous edit: the document goes back to how it was at the mark. */
export function cancelEdit<S>(history: History<S>, current: S): { history: History<S>; doc: S } {
  if (history.open === null) return { history, doc: current };
  return { history: { ...history, open: null }, doc: history.open.before };
}

/**
 * Takes back the newest step. Undo in the middle of a drag first closes the drag as a step, so the
 * drag is what gets undone. A step whose action this editor does not know is dropped with the
 * 'Not implemented' toast and the document stays as it is.
 */
export function undo<S>(history: History<S>, current: S): HistoryMove<S> {
  return travel(commitEdit(history, current), current, 'undo');
}

/** Replays the newest undone step. */
export function redo<S>(history: History<S>, current: S): HistoryMove<S> {
  return travel(commitEdit(history, current), current, 'redo');
}

function travel<S>(history: History<S>, current: S, direction: 'undo' | 'redo'): HistoryMove<S> {
  const from = direction === 'undo' ? history.undo : history.redo;
  const to = direction === 'undo' ? history.redo : history.undo;
  const step = from[from.length - 1];
  if (step === undefined) return { history, doc: current, toast: null };
  const remaining = from.slice(0, -1);
  if (!isHistoryAction(step.action)) {
    const dropped = direction === 'undo' ? { ...history, undo: remaining } : { ...history, redo: remaining };
    return { history: dropped, doc: current, toast: historyMessages.notImplemented };
  }
  const moved = pushCapped(to, { action: step.action, snapshot: current });
  const next: History<S> =
    direction === 'undo'
      ? { undo: remaining, redo: moved, open: null }
      : { undo: moved, redo: remaining, open: null };
  const toast =
    direction === 'undo' ? historyMessages.undoing(step.action) : historyMessages.redoing(step.action);
  return { history: next, doc: step.snapshot, toast };
}
