/**
 * The named actions an undo step can carry (spec document 1 §4 "Undo/redo"), exactly as the
 * toasts show them. The names are user-visible: they go into 'Undoing: <action>'.
 */
export const HISTORY_ACTIONS = [
  'edit layer',
  'move layer',
  'remove layer',
  'add layer',
  'toggle layer visibility',
  'edit kit',
  'toggle custom position',
  'recolor layers',
  'change logo',
] as const;

export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** Undo and redo stacks each hold at most this many steps (spec §9 "Undo stack 32"). */
export const HISTORY_LIMIT = 32;

const KNOWN: ReadonlySet<string> = new Set(HISTORY_ACTIONS);

/**
 * Steps can reach the stack from untyped code (a plugin, an older editor build), so undo checks
 * the name at run time and answers an unknown one with 'Not implemented'.
 */
export function isHistoryAction(name: string): name is HistoryAction {
  return KNOWN.has(name);
}
