/**
 * The admin's per-layer map downloads (src/tools/layer-maps.ts): overlay, normal and roughness
 * of one layer alone, at the editor's texture scale. Admins only: the action refuses anyone else,
 * whatever the UI shows. One map at a time per button; a failure toasts
 * 'An error occurred: {detail}' like a game download, and the kit is only read, never changed.
 */
import { atom } from 'jotai';
import { buildLayerMap, layerMapsOf, type LayerMap } from '../tools/layer-maps.ts';
import type { Editor } from './editor.ts';
import { downloadFile } from './file-download.ts';
import { useEditor } from './hooks.tsx';
import { preferences } from './prefs.ts';
import { kitAtom, userAtom } from './state.ts';

export type { LayerMap } from '../tools/layer-maps.ts';

/** Whether the signed-in user gets the per-layer downloads (document 2 §6: admins). */
export const layerMapsOfferedAtom = atom((get) => get(userAtom)?.admin === true);

/** The maps being made now (session state). */
export const layerMapsBusyAtom = atom<readonly LayerMap[]>([]);

function buildLayerMapActions(editor: Editor) {
  const { store } = editor;
  return {
    /** The maps this game's layers offer (no roughness where the game has none). */
    maps: layerMapsOf(editor.game),
    /** Makes and saves one map of layer `uuid`; false when refused, already running or failed. */
    async download(uuid: string, map: LayerMap): Promise<boolean> {
      if (!store.get(layerMapsOfferedAtom)) return false;
      return downloadFile(editor, layerMapsBusyAtom, map, async () => {
        await editor.bridge.idle();
        return buildLayerMap({
          renderer: editor.renderer,
          game: editor.game,
          kit: store.get(kitAtom),
          uuid,
          map,
          scale: preferences.textureScale,
        });
      });
    },
  };
}
export type LayerMapActions = ReturnType<typeof buildLayerMapActions>;

const made = new WeakMap<Editor, LayerMapActions>();

export function useLayerMaps(): LayerMapActions {
  const editor = useEditor();
  let actions = made.get(editor);
  if (!actions) {
    actions = buildLayerMapActions(editor);
    made.set(editor, actions);
  }
  return actions;
}
