/** The viewer's state, one per page: created on first use and persisted from then on. */
import { persistViewerState, createViewerStore, type ViewerState } from './view-state.ts';

let shared: ViewerState | null = null;

/** The page's viewer state, outside React (the first kit's garments are started with it). */
export function viewerState(): ViewerState {
  if (!shared) {
    shared = createViewerStore();
    persistViewerState(shared);
  }
  return shared;
}

export function useViewerState(): ViewerState {
  return viewerState();
}
