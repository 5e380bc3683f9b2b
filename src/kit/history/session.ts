import type { HistoryAction } from './actions.ts';
import {
  beginEdit,
  cancelEdit,
  commitEdit,
  emptyHistory,
  record,
  redo,
  undo,
  type History,
} from './history.ts';
import type { HistoryToast } from './messages.ts';
import type { Kit } from '../model/kit.ts';
import type { EditResult, Refused } from '../operations/result.ts';

/**
 * The document and its history together: what the editor's actions call after a kit operation.
 * It decides what becomes an undo step: a refused or empty operation leaves none, an operation
 * inside an open continuous edit is a live update, any other is one step.
 */
export interface KitSession {
  readonly kit: Kit;
  readonly history: History<Kit>;
}

export interface SessionUpdate {
  readonly session: KitSession;
  readonly refusal: Refused | null;
  readonly toast: HistoryToast | null;
}

export function startSession(kit: Kit): KitSession {
  return { kit, history: emptyHistory() };
}

const done = (session: KitSession): SessionUpdate => ({ session, refusal: null, toast: null });

export function applyEdit(session: KitSession, result: EditResult): SessionUpdate {
  if (!result.ok) return { session, refusal: result, toast: null };
  if (result.kit === session.kit) return done(session);
  if (session.history.open !== null) return done({ ...session, kit: result.kit });
  return done({ kit: result.kit, history: record(session.history, result.action, session.kit) });
}

/** Pointer-down on a slider: the following edits are live updates of one step. */
export function beginContinuousEdit(session: KitSession, action: HistoryAction = 'edit layer'): KitSession {
  return { ...session, history: beginEdit(session.history, action, session.kit) };
}

/** Release: the whole drag becomes one step (none if nothing changed). */
export function commitContinuousEdit(session: KitSession): KitSession {
  return { ...session, history: commitEdit(session.history, session.kit) };
}

/** Escape: back to the kit as it was on pointer-down. */
export function cancelContinuousEdit(session: KitSession): KitSession {
  const { history, doc } = cancelEdit(session.history, session.kit);
  return { kit: doc, history };
}

export function undoStep(session: KitSession): SessionUpdate {
  const move = undo(session.history, session.kit);
  return { session: { kit: move.doc, history: move.history }, refusal: null, toast: move.toast };
}

export function redoStep(session: KitSession): SessionUpdate {
  const move = redo(session.history, session.kit);
  return { session: { kit: move.doc, history: move.history }, refusal: null, toast: move.toast };
}

/** A new kit, a loaded kit or a template change: the old steps no longer apply. */
export function replaceKit(kit: Kit): KitSession {
  return startSession(kit);
}
