/** The viewer's state, one per page: created on first use and persisted from then on. */
import { persistViewerState, createViewerStore, type ViewerState } from './view-state.ts';

let shared: ViewerState | null = null;

export function useViewerState(): ViewerState {
  if (!shared) {
    shared = createViewerStore();
    persistViewerState(shared);
  }
  return shared;
}
