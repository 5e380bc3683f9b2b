import * as THREE from 'three';
import { createStore } from 'jotai';
import { subscribe } from 'valtio';
import { createApiClient, type ApiClient } from '../api/index.ts';
import { KitCompositor } from '../compositor/kit-compositor.ts';
import { newKit, replaceKit, type Game } from './kit.ts';
import { buildActions, type EditorActions } from './action-families.ts';
import { connectCompositor, type CompositorBridge } from './bridge.ts';
import { createEditorContext, type EditorContext, type EditorStore } from './context.ts';
import { preferences } from './prefs.ts';
import { modeAtom, sessionAtom, statusAtom } from './state.ts';
import { previewImagesAtom } from './preview.ts';
import type { AreaId } from '../games/index.ts';
import { capturePreviewJpeg } from './textures.ts';

export interface EditorOptions {
  game?: Game;
  api?: ApiClient;
  /** The app's one WebGL renderer; the editor makes one when the 3D view has not. */
  renderer?: THREE.WebGLRenderer;
}

export type { EditorActions };

export interface Editor {
  readonly game: Game;
  readonly store: EditorStore;
  readonly context: EditorContext;
  readonly actions: EditorActions;
  readonly renderer: THREE.WebGLRenderer;
  readonly bridge: CompositorBridge;
  compositor(): KitCompositor;
  /**
   * What the 3D kit wears on `area`: the compositor's maps, or in preview mode the user's image
   * with the roughness and metalness maps dropped (document 1 §4).
   */
  displayTextures(area: AreaId): {
    albedo: THREE.Texture | null;
    orm: THREE.Texture | null;
    normal: THREE.Texture | null;
  };
  /** Listeners told after each composite (the Texture view redraws). */
  onComposited(listener: () => void): () => void;
  dispose(): void;
}

/**
 * The editor: one store, its actions, and the compositor fed from it. Created once by the app
 * (src/main.tsx) and handed to React through EditorProvider.
 */
export function createEditor(options: EditorOptions = {}): Editor {
  const game = options.game ?? preferences.mode;
  const api = options.api ?? createApiClient();
  const store = createStore();
  store.set(sessionAtom, replaceKit(newKit(game)));
  const context = createEditorContext(store, api);
  const renderer =
    options.renderer ??
    new THREE.WebGLRenderer({
      canvas: document.createElement('canvas'),
      alpha: true,
      preserveDrawingBuffer: true,
    });
  const makeCompositor = () => new KitCompositor({ renderer, game, scale: preferences.textureScale });
  let compositor = makeCompositor();
  const listeners = new Set<() => void>();
  const bridge = connectCompositor(
    store,
    compositor,
    () => listeners.forEach((listener) => listener()),
    context,
  );
  const notify = () => listeners.forEach((listener) => listener());
  const actions = buildActions(
    context,
    game,
    async () => {
      await bridge.idle();
      return capturePreviewJpeg(compositor);
    },
    () => bridge.idle(),
    notify,
  );

  // A new texture scale needs new render targets: rebuild and redraw the whole kit.
  let scale = preferences.textureScale;
  const unsubscribePrefs = subscribe(preferences, () => {
    if (preferences.textureScale === scale) return;
    scale = preferences.textureScale;
    store.set(statusAtom, 'loading');
    const old = compositor;
    compositor = makeCompositor();
    bridge.replace(compositor);
    void bridge.idle().then(() => {
      old.dispose();
      store.set(statusAtom, '');
    });
  });

  return {
    game,
    store,
    context,
    actions,
    renderer,
    bridge,
    compositor: () => compositor,
    displayTextures(area) {
      const image = store.get(modeAtom) === 'preview' ? store.get(previewImagesAtom)[area] : undefined;
      return {
        albedo: image ? image.texture : compositor.texture(area, 'albedo'),
        orm: image ? null : compositor.texture(area, 'orm'),
        normal: compositor.texture(area, 'normal'),
      };
    },
    onComposited(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      unsubscribePrefs();
      for (const image of Object.values(store.get(previewImagesAtom))) image?.texture.dispose();
      bridge.dispose();
      compositor.dispose();
    },
  };
}
