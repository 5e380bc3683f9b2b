import * as THREE from 'three';
import { createStore } from 'jotai';
import { subscribe } from 'valtio';
import { createApiClient, type ApiClient } from '../api/index.ts';
import { KitCompositor } from '../compositor/kit-compositor.ts';
import { PanelMaps } from '../compositor/panel-map.ts';
import { newKit, replaceKit, trackChanges, type Game } from './kit.ts';
import { buildActions, type EditorActions } from './action-families.ts';
import { connectCompositor, type CompositorBridge } from './bridge.ts';
import { createEditorContext, type EditorContext, type EditorStore } from './context.ts';
import { inspirationsEnabledAtom } from './inspiration.ts';
import { preferences } from './prefs.ts';
import { loadSiteConfig } from './site-config.ts';
import { changesAtom, mainTabAtom, modeAtom, sessionAtom, statusAtom } from './state.ts';
import { previewImagesAtom } from './preview.ts';
import type { AreaId } from '../games/index.ts';
import { screenshotSpec } from '../scene/screenshot.ts';
import { capturePreviewJpeg } from './textures.ts';
import { blockSupport, gameTextureGuidesAtom } from './game-texture.ts';

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
  /**
   * The 3D view tells the editor it has drawn a frame with the kit on it: the first-frame draft
   * has been seen, and the kit can be redrawn at the user's texture scale.
   */
  kitShown(): void;
  /**
   * The 3D view hands the editor its screenshot-mode capture, the save thumbnail (document 1
   * §4, §7); without a view the flat shirt texture stands in. Returns the undo of it.
   */
  setThumbnailCapture(capture: () => Promise<string | null>): () => void;
  /**
   * "Re-render kit" of the out-of-memory dialog (document 2 §4): Loading, every texture rendered,
   * combined, roughness and normals updated, then the made-changes flag cleared.
   */
  rerender(): Promise<void>;
  dispose(): void;
}

/** The first kit's texture scale (512 for a 2048 layout) when the user's is larger. */
export const DRAFT_SCALE = 0.25;
/**
 * How long a draft waits for the open 3D view to show it before it is redrawn anyway (a view
 * that cannot draw); generous, as the view loads its chunk and builds the player first.
 */
const DRAFT_SHOW_MS = 15_000;

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
  void loadSiteConfig().then((config) => store.set(inspirationsEnabledAtom, config.inspirationsEnabled));
  const renderer =
    options.renderer ??
    new THREE.WebGLRenderer({
      canvas: document.createElement('canvas'),
      alpha: true,
      preserveDrawingBuffer: true,
    });
  // Loaded images are shared by every compositor this editor makes: a draft, its successor and
  // a texture-scale change decode and upload each image once.
  const images = new Map<string, Promise<THREE.Texture>>();
  // So are the areas' panel maps, at the layout's full size whatever the scale; a draft has its
  // own coarse ones (the draft's size, 1/16 of the work), built on the first frame's path.
  const panels = new PanelMaps();
  const draftPanels = new PanelMaps(DRAFT_SCALE);
  /** Every compositor made and not yet disposed: the shown one, the drawn-into one, any between. */
  const live = new Set<KitCompositor>();
  const makeCompositor = (scale = preferences.textureScale, maps = panels) => {
    const made = new KitCompositor({ renderer, game, scale, images, panels: maps });
    live.add(made);
    return made;
  };
  // The first kit is drawn at a small draft scale and redrawn at the user's right after it has
  // been shown, as image viewers do (bench/README.md "issue 20, session 5"): a whole composite at
  // 2048 on a CPU rasteriser holds the first frame back by a second or more.
  const draft = preferences.textureScale > DRAFT_SCALE;
  /** The compositor the bridge draws into. */
  let compositor = draft ? makeCompositor(DRAFT_SCALE, draftPanels) : makeCompositor();
  /** The compositor whose textures are shown: the previous one until its successor has drawn. */
  let shown = compositor;
  let upgraded = !draft;
  /** A texture-scale change came before the draft's successor was made: it replaces both. */
  let superseded = false;
  let kitShown = () => {};
  const seen = new Promise<void>((resolve) => (kitShown = resolve));
  /**
   * Resolves once the draft has been seen: the 3D view drew it (when the 3D tab is open; it may
   * still be loading its chunk and building the player), else at once (the Texture view draws
   * on each composite). A view that never draws (WebGL failed) lets it go after DRAFT_SHOW_MS.
   */
  const draftSeen = (): Promise<void> => {
    if (store.get(mainTabAtom) !== '3d') return Promise.resolve();
    let stop = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    return new Promise<void>((resolve) => {
      stop = store.sub(mainTabAtom, () => {
        if (store.get(mainTabAtom) !== '3d') resolve();
      });
      timer = setTimeout(resolve, DRAFT_SHOW_MS);
      void seen.then(resolve);
    }).finally(() => {
      stop();
      clearTimeout(timer);
    });
  };
  const listeners = new Set<() => void>();
  const composited = (drawnBy: KitCompositor) => {
    // The view shows what the compositor that drew holds. That is not always the one drawn into
    // next: a texture-scale change during the draft's redraw swaps in a third compositor while the
    // second is still drawing, and showing the third then would bind textures nothing drew into.
    if (drawnBy !== shown) {
      shown = drawnBy;
      for (const made of live)
        if (made !== shown && made !== compositor) {
          made.dispose();
          live.delete(made);
        }
      if (draft && !performance.getEntriesByName('kitsmith:settled').length)
        performance.mark('kitsmith:settled');
    }
    listeners.forEach((listener) => listener());
    if (!upgraded) {
      upgraded = true;
      // Redrawn once the view has shown the draft (or without a view, a moment later), so that
      // the full composite does not queue on the GPU ahead of the view's first frame. The work
      // waits in the bridge's queue, so `idle()` (window.kitsmith, exports, the save thumbnail)
      // resolves only once the kit is at the user's scale.
      const after = draftSeen();
      // Made at the swap, not now: its render targets are allocated then.
      const upgrade = () => (superseded ? compositor : (compositor = makeCompositor()));
      bridge.replace(upgrade, { after, upgrade: true });
    }
  };
  const bridge = connectCompositor(store, compositor, composited, context);
  let thumbnailCapture: (() => Promise<string | null>) | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  const actions = buildActions(
    context,
    game,
    async () => {
      // The saved kit's picture is the 3D view in screenshot mode when there is one.
      if (thumbnailCapture) return thumbnailCapture();
      await bridge.idle();
      const spec = screenshotSpec(game);
      return capturePreviewJpeg(shown, spec.size, spec.quality);
    },
    () => bridge.idle(),
    notify,
    blockSupport(renderer),
  );

  /**
   * Rebuilds every texture from the document at the user's scale under 'Loading...': new render
   * targets, every layer rendered and combined, roughness and normals redrawn.
   */
  const rebuild = async () => {
    store.set(statusAtom, 'loading');
    // A compositor between the shown one and this one (a draft's successor still drawing) is
    // disposed once this one has drawn (composited above).
    upgraded = true;
    superseded = true;
    compositor = makeCompositor();
    bridge.replace(compositor);
    await bridge.idle();
    store.set(statusAtom, '');
  };
  // A new texture scale needs new render targets: rebuild and redraw the whole kit.
  let scale = preferences.textureScale;
  const unsubscribePrefs = subscribe(preferences, () => {
    if (preferences.textureScale === scale) return;
    scale = preferences.textureScale;
    void rebuild();
  });

  return {
    game,
    store,
    context,
    actions,
    renderer,
    bridge,
    compositor: () => shown,
    displayTextures(area) {
      const image = store.get(modeAtom) === 'preview' ? store.get(previewImagesAtom)[area] : undefined;
      return {
        albedo: image ? image.texture : shown.texture(area, 'albedo'),
        orm: image ? null : shown.texture(area, 'orm'),
        normal: shown.texture(area, 'normal'),
      };
    },
    onComposited(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    kitShown: () => kitShown(),
    async rerender() {
      await rebuild();
      // Document 2 §4: Re-render ends with the made-changes flag cleared (its redraw is no edit).
      store.set(changesAtom, (changes) => trackChanges(changes, 'saved', store.get(sessionAtom).kit));
    },
    setThumbnailCapture(capture) {
      thumbnailCapture = capture;
      return () => {
        if (thumbnailCapture === capture) thumbnailCapture = null;
      };
    },
    dispose() {
      unsubscribePrefs();
      for (const image of Object.values(store.get(previewImagesAtom))) image?.texture.dispose();
      for (const guide of Object.values(store.get(gameTextureGuidesAtom))) guide?.texture.dispose();
      bridge.dispose();
      for (const made of live) made.dispose();
      live.clear();
      panels.dispose();
      draftPanels.dispose();
    },
  };
}
