import { hotspotActions } from './actions/hotspots.ts';
import { importActions } from './actions/import.ts';
import { inspirationActions } from './actions/inspiration.ts';
import { printingActions } from './actions/printing.ts';
import type { Editor } from './editor.ts';
import { useEditor } from './hooks.tsx';

function buildKitTools(editor: Editor) {
  const ctx = editor.context;
  return {
    ...printingActions(ctx),
    ...hotspotActions(ctx),
    ...importActions(ctx),
    ...inspirationActions(ctx, editor.actions.loadSaved),
  };
}
export type KitToolActions = ReturnType<typeof buildKitTools>;

/** One set per editor, so components and tests share the same functions. */
const made = new WeakMap<Editor, KitToolActions>();

/**
 * The Printing tab, hotspots editor, layer import and inspiration actions, built once per editor
 * from its context (and its loadSaved, which the inspiration list reuses) beside `editor.actions`.
 */
export function kitToolActions(editor: Editor): KitToolActions {
  let actions = made.get(editor);
  if (!actions) {
    actions = buildKitTools(editor);
    made.set(editor, actions);
  }
  return actions;
}

export function useKitTools(): KitToolActions {
  return kitToolActions(useEditor());
}
