/**
 * The 3D view's player is built in the garments worker as soon as the editor has its first kit,
 * from the app's first chunk: the view's own chunk (three's scene code, R3F) is still loading
 * then, and the main thread is busy compositing that kit (bench/README.md "issue 20, session 6").
 * The view waits for this build (`kitPartsReady`) instead of building the player itself.
 */
import type { Editor } from '../../editor/editor.ts';
import { kitAtom } from '../../editor/state.ts';
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

const started = new WeakSet<Editor>();

/**
 * Starts the worker now and the build once the first kit is in (the editor's stand-in kit has no
 * template yet). Returns how to stop waiting for it.
 */
export function startFirstGarments(editor: Editor): () => void {
  // Once per editor: a kit shown later (the tab opened again, another kit) is built as before.
  if (started.has(editor)) return () => {};
  startGarmentsWorker();
  const start = (): boolean => {
    const kit = editor.store.get(kitAtom);
    if (kit.template === '') return false;
    started.add(editor);
    // The view's long-sleeve setting follows the kit's when it mounts (use-long-sleeves.ts).
    const display = { ...(viewerState().display.settings as DisplaySettings), ls: kit.ls };
    void prepareKitPartsAhead(viewShape(editor, kit, display));
    return true;
  };
  if (start()) return () => {};
  const stop = editor.store.sub(kitAtom, () => {
    if (start()) stop();
  });
  return stop;
}
