/**
 * Selecting a layer can change what the 3D view shows: selecting the captain's armband turns its
 * display on, so the user sees what they edit (document 1 §4, the kit's displayOnSelect).
 */
import type { EditorStore } from '../../editor/context.ts';
import { findLayer } from '../../editor/kit.ts';
import { selectedLayerAtom, sessionAtom } from '../../editor/state.ts';
import { viewerActions } from './actions.ts';
import type { ViewerState } from './view-state.ts';

/** Follows the editor's selection into the viewer state; returns the unsubscribe function. */
export function followSelection(store: EditorStore, state: ViewerState): () => void {
  return store.sub(selectedLayerAtom, () => {
    const uuid = store.get(selectedLayerAtom);
    const place = uuid === null ? undefined : findLayer(store.get(sessionAtom).kit, uuid);
    if (place) viewerActions.showSelected(state, place.layer.n);
  });
}
