import type { KitSession } from '../history/session.ts';
import { KIT_MESSAGES } from '../messages.ts';
import type { Kit } from '../model/kit.ts';

/**
 * The unsaved-changes rule (spec §4, issue 31): the open kit holds unsaved changes when its
 * document differs from the one last saved, loaded or started, never merely because the
 * compositor drew it again. A hover preview that redraws the kit and gives it back exactly is
 * then no change, and neither is a drag while it is open (Escape may still take it back).
 *
 * The document to compare with (`baseline`) is taken at the first composite after a new kit, a
 * load or a randomize, because what arrives may still settle before it is first drawn (a
 * template's defaults); a save sets it to the kit it stored.
 */
export interface ChangeTracker {
  /**
   * The kit arrived with unsaved work whose saved form this page does not hold (a restored
   * draft, an opened file): it reads as changed until it is saved.
   */
  readonly madeChanges: boolean;
  /** The document has been rendered since it was created, loaded or started anew. */
  readonly rendered: boolean;
  /** The kit as last saved, loaded or started; null until its first composite. */
  readonly baseline: Kit | null;
}

export type ChangeEvent = 'recombine' | 'saved' | 'new' | 'loaded';

export const INITIAL_CHANGES: ChangeTracker = { madeChanges: false, rendered: false, baseline: null };

/** A kit that arrived with unsaved work (a draft, a stash, a converted file). */
export const ARRIVED_UNSAVED: ChangeTracker = { madeChanges: true, rendered: true, baseline: null };

/**
 * `kit`: the document drawn ('recombine') or stored ('saved'); the other events take none.
 */
export function trackChanges(state: ChangeTracker, event: ChangeEvent, kit?: Kit): ChangeTracker {
  switch (event) {
    case 'recombine':
      if (state.rendered) return state;
      return { madeChanges: false, rendered: true, baseline: kit ?? null };
    case 'saved':
      return { madeChanges: false, rendered: true, baseline: kit ?? state.baseline };
    case 'new':
    case 'loaded':
      // A fresh object each time: a composite that started before it can tell it was reset.
      return { ...INITIAL_CHANGES };
  }
}

/** Where a kit is stored, not what it is: a save or a load changes them without an edit. */
const STORAGE_FIELDS: ReadonlySet<string> = new Set(['id', 'baseId', 'baseKey', 'saveImage', 'saveName']);

/** Deep equality of plain data; documents share untouched parts, so equal parts end at `===`. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recA = a as Record<string, unknown>;
  const recB = b as Record<string, unknown>;
  return keysA.every((key) => Object.hasOwn(recB, key) && sameData(recA[key], recB[key]));
}

/** Whether two kits are the same document, wherever each is stored. */
export function sameKitDocument(a: Kit, b: Kit): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const recA = a as unknown as Record<string, unknown>;
  const recB = b as unknown as Record<string, unknown>;
  for (const key of keys) if (!STORAGE_FIELDS.has(key) && !sameData(recA[key], recB[key])) return false;
  return true;
}

/**
 * The document as it stands outside an open continuous edit: a drag or a hover preview in
 * progress counts once it is committed, and not at all if it is cancelled.
 */
function committedKit(session: KitSession): Kit {
  return session.history.open?.before ?? session.kit;
}

/** Whether the open kit differs from the one last saved, loaded or started (see ChangeTracker). */
export function kitChanged(state: ChangeTracker, session: KitSession): boolean {
  if (state.madeChanges) return true;
  return state.baseline !== null && !sameKitDocument(committedKit(session), state.baseline);
}

/** The question asked before a new kit, a load, a randomize or a mode switch; null when nothing is at stake. */
export function unsavedChangesQuestion(state: ChangeTracker, session: KitSession): string | null {
  return kitChanged(state, session) ? KIT_MESSAGES.unsavedChanges : null;
}

/**
 * Whether the open kit holds work that only this page has, which a local draft keeps: changes
 * since the last save or load, or a kit never saved that the user changed (a randomized kit has
 * no changes but one undo step). A fresh template kit is nothing to lose.
 */
export function hasUnsavedWork(state: ChangeTracker, session: KitSession): boolean {
  return kitChanged(state, session) || (session.kit.id === null && session.history.undo.length > 0);
}

/**
 * What the header says of the open kit: 'unsaved' while it holds unsaved work, 'saved' when
 * the server holds it as it is, 'untouched' for a new kit nobody changed (nothing to say).
 */
export type SaveState = 'saved' | 'unsaved' | 'untouched';

export function saveState(state: ChangeTracker, session: KitSession): SaveState {
  if (hasUnsavedWork(state, session)) return 'unsaved';
  return session.kit.id !== null ? 'saved' : 'untouched';
}
