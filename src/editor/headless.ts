/**
 * The editor without its compositor: the same store, context and action families that
 * `createEditor` builds, for tests and scripts that drive the app in node (after tldraw's
 * TestEditor). A test that calls these actions fails when the app's wiring is removed, which a
 * test that calls the kit's rules itself would not.
 */
import { createStore } from 'jotai';
import { createApiClient, type ApiClient } from '../api/index.ts';
import { historyActions } from './actions/history.ts';
import { kitActions } from './actions/kit.ts';
import { layerActions } from './actions/layers.ts';
import { lifecycleActions } from './actions/lifecycle.ts';
import { saveActions } from './actions/save.ts';
import { createEditorContext } from './context.ts';
import { newKit, replaceKit, type Game, type Kit } from './kit.ts';
import { logoActions } from './logos.ts';
import { sessionAtom } from './state.ts';
import { uploadActions } from './uploads.ts';

export interface HeadlessEditorOptions {
  game?: Game;
  /** Start from this kit (default: a new kit of `game` on the plain template). */
  kit?: Kit;
  /** The server; by default every request fails as offline. */
  api?: ApiClient;
}

export function createHeadlessEditor(options: HeadlessEditorOptions = {}) {
  const game = options.game ?? options.kit?.game ?? 'eafc';
  const store = createStore();
  store.set(sessionAtom, replaceKit(options.kit ?? newKit(game, 'plain')));
  const api =
    options.api ?? createApiClient({ retries: 0, fetch: () => Promise.reject(new Error('offline')) });
  const context = createEditorContext(store, api);
  const actions = {
    ...layerActions(context),
    ...historyActions(context),
    ...kitActions(context),
    ...lifecycleActions(context, game),
    ...saveActions(context, async () => null),
    ...logoActions(context),
    ...uploadActions(context),
  };
  return { game, store, context, actions, kit: () => store.get(sessionAtom).kit };
}
export type HeadlessEditor = ReturnType<typeof createHeadlessEditor>;
