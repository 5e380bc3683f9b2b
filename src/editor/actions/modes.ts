import type { EditorContext } from '../context.ts';
import { modeAtom, type EditorMode } from '../state.ts';

/** Editor modes (document 2 §2): edit, and preview (user images shown as the kit's textures). */
export function modeActions(ctx: EditorContext) {
  const { store } = ctx;
  return {
    setMode(mode: EditorMode) {
      store.set(modeAtom, mode);
    },
  };
}
