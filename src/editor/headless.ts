/**
 * The editor without its compositor: the same store, context and action families that
 * `createEditor` builds, for tests and scripts that drive the app in node (after tldraw's
 * TestEditor). A test that calls these actions fails when the app's wiring is removed, which a
 * test that calls the kit's rules itself would not.
 */
import { createStore } from 'jotai';
import { createApiClient, type ApiClient } from '../api/index.ts';
import { buildActions } from './action-families.ts';
import { createEditorContext } from './context.ts';
import { newKit, replaceKit, type Game, type Kit } from './kit.ts';
import { sessionAtom } from './state.ts';

export interface HeadlessEditorOptions {
  game?: Game;
  /** Start from this kit (default: a new kit of `game`, as the app starts). */
  kit?: Kit;
  /** The server; by default every request fails as offline. */
  api?: ApiClient;
}

export function createHeadlessEditor(options: HeadlessEditorOptions = {}) {
  const game = options.game ?? options.kit?.game ?? 'eafc';
  const store = createStore();
  store.set(sessionAtom, replaceKit(options.kit ?? newKit(game)));
  const api =
    options.api ?? createApiClient({ retries: 0, fetch: () => Promise.reject(new Error('offline')) });
  const context = createEditorContext(store, api);
  const actions = buildActions(context, game, async () => null);
  return { game, store, context, actions, kit: () => store.get(sessionAtom).kit };
}
