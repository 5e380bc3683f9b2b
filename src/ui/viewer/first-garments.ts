/**
 * The 3D view's player is built in the garments worker as soon as the editor has its first kit,
 * asked for by the editor page before React renders: the view's own chunk (three's scene code,
 * R3F) is still loading then, and the main thread is busy compositing that kit (bench/README.md
 * "issue 20, session 6"; asked for from the view's slot until "issue 30, session 11").
 * The view waits for this build (`kitPartsReady`) instead of building the player itself.
 */
import type { Editor } from '../../editor/editor.ts';
import { kitAtom, mainTabAtom } from '../../editor/state.ts';
import type { DisplaySettings } from '../../kit/model/catalogue.ts';
import type { Kit } from '../../kit/model/kit.ts';
import { prepareKitPartsAhead, startGarmentsWorker } from '../../scene/kit-parts-ahead.ts';
import type { KitShape } from '../../scene/kit-shape.ts';
import { viewerState } from './use-viewer-state.ts';

/** The collar shapes of a kit's template, as the catalogue lists them (one per collar value). */
export function collarShapesOf(editor: Editor, template: string): readonly string[] | undefined {
  return editor.actions.templates().find((info) => info.name === template)?.collarShapes;
}

/** The shape the view will show `kit` in, with the display settings it will have. */
export function viewShape(editor: Editor, kit: Kit, display: DisplaySettings): KitShape {
  const collarShapes = collarShapesOf(editor, kit.template);
  return {
    game: editor.game,
    display,
    collar: kit.collar,
    ...(collarShapes ? { collarShapes } : {}),
    shortsModel: kit.selectedShorts,
    shortStyle: 0,
  };
}

/** Editors whose first player was asked for, or is waiting for its kit to be asked for. */
const started = new WeakSet<Editor>();

/**
 * Starts the worker now and the build once the first kit is in (the editor's stand-in kit has no
 * template yet), when the 3D view is the tab shown. Called twice: by the editor page as the editor
 * is made (the earliest the kit can be known), and by the view's slot when it mounts (the 3D tab
 * opened later). Returns how to stop waiting for it.
 */
export function startFirstGarments(editor: Editor): () => void {
  // Once per editor: a kit shown later (the tab opened again, another kit) is built as before.
  if (started.has(editor) || editor.store.get(mainTabAtom) !== '3d') return () => {};
  started.add(editor);
  startGarmentsWorker();
  const start = (): boolean => {
    const kit = editor.store.get(kitAtom);
    if (kit.template === '') return false;
    // The view's long-sleeve setting follows the kit's when it mounts (use-long-sleeves.ts).
    const display = { ...(viewerState().display.settings as DisplaySettings), ls: kit.ls };
    void prepareKitPartsAhead(viewShape(editor, kit, display));
    return true;
  };
  if (start()) return () => {};
  const unsubscribe = editor.store.sub(kitAtom, () => {
    if (start()) unsubscribe();
  });
  // Stopped before the kit came (the slot unmounted, or React's strict mode re-running effects):
  // the next call asks again.
  return () => {
    unsubscribe();
    started.delete(editor);
  };
}
