import { serialiseKit, type Game } from '../kit.ts';
import type { AreaId } from '../../games/index.ts';
import type { EditorContext } from '../context.ts';
import { message, TOAST_MS } from '../messages.ts';
import { PREVIEW_IMAGE_TYPES, previewAreas, previewImagesAtom, readPreviewImage } from '../preview.ts';
import { sideTabs } from '../side-tabs.ts';
import { clearSelection } from '../on-kit.ts';
import { componentAtom, modeAtom, sessionAtom, sideTabAtom, type EditorMode } from '../state.ts';

/**
 * Editor modes (document 2 §2): edit; preview (the user's own images shown as the kit's textures,
 * saving off); component (the editor embedded in a host page, which Apply and Cancel answer); and
 * Create Club (fifa and eafc: a kit in the create-a-club colours, see lifecycle's startNew).
 */
export function modeActions(ctx: EditorContext, game: Game, onPreviewChanged: () => void) {
  const { store } = ctx;
  return {
    /**
     * Switches between edit and preview mode, from the address or the toolbar's toggle. Preview
     * shows images, not layers: nothing stays chosen, and a tab it hides (Logos, Printing) gives
     * way to the settings. The images are kept for the session, so switching back shows them.
     */
    setMode(mode: EditorMode) {
      if (store.get(modeAtom) === mode) return;
      store.set(modeAtom, mode);
      if (mode === 'preview') clearSelection(store);
      if (!sideTabs(game, mode).includes(store.get(sideTabAtom))) store.set(sideTabAtom, 'settings');
      onPreviewChanged();
    },
    /** Shows a picked image on `area` in preview mode; 'Invalid filetype' for anything but JPEG/PNG. */
    async setPreviewImage(area: AreaId, file: File): Promise<boolean> {
      if (!previewAreas(game).includes(area)) return false;
      if (!(PREVIEW_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        ctx.toast(message('kit.invalidFiletype'), TOAST_MS.long, 'error');
        return false;
      }
      let image;
      try {
        image = await readPreviewImage(file, file.name);
      } catch {
        ctx.toast(message('previewMode.unreadable'), TOAST_MS.long, 'error');
        return false;
      }
      const before = store.get(previewImagesAtom)[area];
      store.set(previewImagesAtom, (images) => ({ ...images, [area]: image }));
      before?.texture.dispose();
      onPreviewChanged();
      return true;
    },
    /** Component mode: the editor answers a host page (src/site/component.ts). */
    setComponent(on: boolean) {
      store.set(componentAtom, on);
    },
    /** The kit as saved data, for the component host's Apply. */
    serialisedKit(): string {
      return serialiseKit(store.get(sessionAtom).kit);
    },
  };
}
