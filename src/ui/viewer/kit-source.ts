/**
 * The 3D view's window on the editor's compositor: its current render targets per area (the
 * compositor is replaced when the texture scale changes) and a call after every composite.
 */
import type { Editor } from '../../editor/editor.ts';
import type { AreaId } from '../../games/regions.ts';
import type { KitSource } from '../../scene/KitModel.tsx';

export function kitSource(editor: Editor): KitSource {
  return {
    textures(area: AreaId) {
      // The compositor's maps, or preview mode's own images (the editor decides).
      return editor.displayTextures(area);
    },
    subscribe(listener) {
      // Mip chains settle a moment after an edit; the view wants that frame too.
      editor.compositor().mipmapsBuilt = listener;
      const off = editor.onComposited(() => {
        editor.compositor().mipmapsBuilt = listener;
        listener();
      });
      return () => {
        off();
        editor.compositor().mipmapsBuilt = null;
      };
    },
  };
}
