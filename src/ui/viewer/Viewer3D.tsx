/**
 * The 3D view: the editor's canvas placed in this panel, the R3F scene rendered into it on
 * demand, and the view's controls and dialogs around it.
 */
import type { RootState } from '@react-three/fiber';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useSnapshot } from 'valtio';
import { useEditor, useEditorValue, usePreferences } from '../../editor/hooks.tsx';
import { kitAtom, modeAtom, selectedLayerAtom, userAtom } from '../../editor/state.ts';
import type { DisplaySettings } from '../../kit/model/catalogue.ts';
import { KitScene } from '../../scene/KitScene.tsx';
import { bakeContactShadow } from '../../scene/contact-shadow.ts';
import { kitPartsReady } from '../../scene/kit-parts-ahead.ts';
import type { KitShape } from '../../scene/kit-shape.ts';
import { prepareKitParts } from '../../scene/kit-parts.ts';
import { collarShapesOf, viewShape } from './first-garments.ts';
import { kitSource } from './kit-source.ts';
import { customRig, LIGHTING } from '../../scene/lighting.ts';
import type { KitHit } from '../../scene/pick-event.ts';
import { pickRow } from './pick.ts';
import { usePointerTravel } from './pointer-travel.ts';
import { useKitDrag } from './use-kit-drag.ts';
import {
  chosenOnKit,
  NUDGE_ARROWS,
  onKitChoice,
  onKitTargetAtom,
  regionIdAt,
  uvToTexel,
} from '../../editor/on-kit.ts';
import { KitHandles3D, type FrameSignal } from './KitHandles3D.tsx';
import { kitScreenMap } from './kit-screen-map.ts';
import { useTranslation } from '../../i18n/index.ts';
import { captureScreenshot, screenshotSpec } from '../../scene/screenshot.ts';
import { gameFit } from '../../scene/garments/fits.ts';
import { FreecamPresets } from './FreecamPresets.tsx';
import { useViewerText } from './messages.ts';
import { OutOfMemoryDialog } from './OutOfMemoryDialog.tsx';
import { configureSceneRoot, sceneRoot } from './scene-root.ts';
import { ViewerControls } from './ViewerControls.tsx';
import { SavePreviewDialog } from '../preview/SavePreviewDialog.tsx';
import type { SceneAccess } from '../preview/exporter.ts';
import './viewer.css';
import { useViewerState } from './use-viewer-state.ts';
import { followSelection } from './follow-selection.ts';
import { useLongSleevesFollowKit } from './use-long-sleeves.ts';
import { viewerActions as act } from './actions.ts';
import { attachCanvas, prepareContextRestore } from './scene-root.ts';
import {
  countFrame,
  installViewerAutomation,
  noteComposited,
  noteSceneCommitted,
  requestSceneRender,
} from './automation.ts';

/** Only admins see the lights panel: Leva loads with it, not with every visitor's 3D view. */
const LightsPanel = lazy(() => import('./LightsPanel.tsx').then((m) => ({ default: m.LightsPanel })));

/** Post-processing is on unless a test or benchmark asks for the plain render (?effects=0). */
const QUERY = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
const EFFECTS = QUERY.get('effects') !== '0';
/** Ambient occlusion can be left out on its own (?ao=0) to measure what it costs. */
const AMBIENT_OCCLUSION = QUERY.get('ao') !== '0';

export function Viewer3D() {
  const editor = useEditor();
  const text = useViewerText();
  const kit = useEditorValue(kitAtom);
  const state = useViewerState();
  const snap = useSnapshot(state);
  const host = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const getRoot = useRef<(() => RootState) | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const user = useEditorValue(userAtom);
  const admin = user?.admin === true;
  const pointer = usePointerTravel();
  // The template's collar shapes: the kit's collar value picks the collar the 3D view builds.
  const collarShapes = collarShapesOf(editor, kit.template);

  // A click on the kit selects the topmost layer there, as a click on its row in the list does;
  // a click on nothing choosable (skin, a bare spot, the background) clears the selection.
  const onPick = useCallback(
    (hit: KitHit | null) => {
      // Only the edit mode has layers to select: preview shows uploaded images, not the kit's layers.
      if (!pointer.wasClick() || editor.store.get(modeAtom) !== 'edit') return;
      const row = hit ? pickRow(editor, editor.store.get(kitAtom), hit) : null;
      if (!hit || !row) {
        editor.actions.clickedNothing();
        return;
      }
      // The region clicked: which of a custom logo's copies a drag there then moves.
      const texel = uvToTexel(editor.game, hit.area, hit.uv);
      const region = regionIdAt(editor.game, hit.area, ...texel);
      const choice = onKitChoice(
        editor.compositor(),
        editor.game,
        editor.store.get(kitAtom),
        { area: hit.area, uuid: row.uuid, logo: row.logo, ...(region !== undefined ? { region } : {}) },
        row.tab,
        texel,
      );
      editor.actions.selectOnKit(choice.target, choice.tab);
    },
    [editor, pointer],
  );
  const onMissed = useCallback(() => onPick(null), [onPick]);
  const kitDrag = useKitDrag(editor, () => getRoot.current?.() ?? null, pointer);
  // The handles over the player follow each frame (the camera, the turntable).
  const [frames] = useState<FrameSignal>(() => new Set());
  const { t } = useTranslation();
  const picked = useEditorValue(onKitTargetAtom);
  const selected = useEditorValue(selectedLayerAtom);
  const chosen = chosenOnKit(kit, picked, selected) !== null;
  // An arrow key with the view focused nudges what is chosen on the kit: the key's screen
  // direction taken into the region where the player wears it (the rule is the editor's).
  const nudge = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const arrow = NUDGE_ARROWS[event.key];
      if (!arrow || event.ctrlKey || event.metaKey || event.altKey) return;
      const map = kitScreenMap(editor, getRoot.current?.() ?? null);
      if (!map) return;
      event.preventDefault();
      const [x, y] = map.toScreen(map.placement.centre);
      const [ax, ay] = map.toRegion(x, y);
      const [bx, by] = map.toRegion(x + arrow[0] * 10, y + arrow[1] * 10);
      editor.actions.nudgeAlong(map.target, map.placement, [bx - ax, by - ay], event.shiftKey);
    },
    [editor],
  );

  // The editor's canvas lives in this panel while it is open.
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    performance.mark('kitsmith:viewer-mount');
    prepareContextRestore(editor);
    const detach = attachCanvas(editor, element);
    // Without the garments worker the player is built now, while the GPU still composites the kit.
    const kitNow = editor.store.get(kitAtom);
    const display = { ...(state.display.settings as DisplaySettings), ls: kitNow.ls };
    prepareKitParts(viewShape(editor, kitNow, display));
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0) setSize({ width: Math.round(width), height: Math.round(height) });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      sceneRoot(editor).render(null);
      detach();
    };
  }, [editor, state]);

  useEffect(() => followSelection(editor.store, state), [editor, state]);

  // A frame with the kit on it: the editor redraws a first-frame draft at full scale after it.
  // The hidden extra garments are built after that frame too (KitModel's extrasDeferred).
  const [kitSeen, setKitSeen] = useState(false);
  const onFrame = useCallback(() => {
    for (const listener of frames) listener();
    if (!countFrame()) return;
    editor.kitShown();
    setKitSeen(true);
  }, [editor, frames]);

  // The first composite may finish before this chunk loads: ask the bridge as well as listening
  // (idle alone is not enough: while the editor loads its first kit there is nothing to wait for).
  // A kit already drawn counts at once: the editor waits for this view to show its first-frame
  // draft before it goes idle.
  useEffect(() => {
    if (editor.bridge.hasDrawn()) {
      noteComposited();
      getRoot.current?.().invalidate();
    }
    void editor.bridge.idle().then(() => {
      if (!editor.bridge.hasDrawn()) return;
      noteComposited();
      getRoot.current?.().invalidate();
    });
    return editor.onComposited(noteComposited);
  }, [editor]);

  // A lost context opens the out-of-memory dialog; a restored one closes it.
  useEffect(() => {
    const canvas = editor.renderer.domElement;
    const lost = () => act.setContextLost(state, true);
    const restored = () => act.setContextLost(state, false);
    canvas.addEventListener('webglcontextlost', lost);
    canvas.addEventListener('webglcontextrestored', restored);
    return () => {
      canvas.removeEventListener('webglcontextlost', lost);
      canvas.removeEventListener('webglcontextrestored', restored);
    };
  }, [editor, state]);

  const source = useMemo(() => kitSource(editor), [editor]);
  const onReady = useCallback((get: () => RootState) => {
    getRoot.current = get;
  }, []);

  const screenshotting = snap.screenshotMode;
  const customLights = admin && snap.customLights.on ? snap.customLights.values : null;
  const rig = useMemo(
    () => (customLights ? customRig(customLights) : LIGHTING[snap.lighting]),
    [customLights, snap.lighting],
  );
  const display = snap.display;
  const { uvQuality, detailNormals } = usePreferences();
  useLongSleevesFollowKit(editor, state, kit.ls, display.settings.ls);
  useEffect(() => {
    if (!size) return;
    const root = sceneRoot(editor);
    // The player's geometry comes from the garments worker (first-garments.ts); the scene is
    // rendered once it is in, or at once when the worker cannot help (KitModel then builds it).
    const shape: KitShape = {
      game: editor.game,
      display: display.settings as DisplaySettings,
      collar: kit.collar,
      ...(collarShapes ? { collarShapes } : {}),
      shortsModel: kit.selectedShorts,
      shortStyle: 0,
    };
    let live = true;
    // Counted now, not once the root is configured: a reading of the view taken meanwhile must
    // wait for this render (CI once read the shorts still hidden one frame after showing them).
    // A request dropped by the next run of this effect is covered by that run's, which commits
    // with a higher number.
    const request = requestSceneRender();
    // The floor shadow is baked while the worker builds the player, not after it is in.
    const bake = setTimeout(() => bakeContactShadow(rig.shadowBlur));
    void Promise.all([
      configureSceneRoot(editor, size.width, size.height, onMissed),
      kitPartsReady(shape, kitSeen),
    ]).then(() => {
      if (!live) return;
      root.render(
        <KitScene
          model={{
            game: editor.game,
            source,
            display: display.settings as DisplaySettings,
            collar: kit.collar,
            collarShapes,
            shortsModel: kit.selectedShorts,
            shortStyle: 0,
            shortsHidden: screenshotting ? false : display.shortsHidden,
            mannequinVisible: !screenshotting && display.settings.mannequin,
            anisotropy: uvQuality,
            detailNormals,
            onPick,
            extrasDeferred: !kitSeen,
          }}
          camera={{
            view: display.view,
            cameraView: snap.cameraView,
            freeView: !screenshotting && snap.freeView,
            rotationStopped: screenshotting || snap.rotationStopped,
          }}
          rig={rig}
          effects={EFFECTS}
          ambientOcclusion={AMBIENT_OCCLUSION}
          onReady={onReady}
          onFrame={onFrame}
          screenshotMode={screenshotting}
          onCommitted={() => noteSceneCommitted(request)}
        />,
      );
    });
    return () => {
      live = false;
      clearTimeout(bake);
    };
  }, [
    editor,
    size,
    source,
    kit.collar,
    collarShapes,
    kit.selectedShorts,
    display,
    snap.cameraView,
    snap.freeView,
    snap.rotationStopped,
    rig,
    screenshotting,
    onReady,
    onPick,
    onMissed,
    onFrame,
    kitSeen,
    uvQuality,
    detailNormals,
  ]);

  /**
   * The root once it draws in screenshot mode, or null after 5 s of frames. The root renders
   * asynchronously (two frames were not always enough under load, and a thumbnail then kept the
   * mannequin), and right after start-up it may not exist yet: the view makes it once it has a
   * size, which can come after the first kit is composited.
   */
  const rootInScreenshotMode = useCallback(async (): Promise<RootState | null> => {
    for (let waited = 0; getRoot.current?.().scene.userData.screenshotMode !== true && waited < 5000;) {
      const start = performance.now();
      await new Promise((r) => requestAnimationFrame(r));
      waited += performance.now() - start;
    }
    const root = getRoot.current?.() ?? null;
    return root?.scene.userData.screenshotMode === true ? root : null;
  }, []);

  /** Screenshot mode (spec §4): no rotation, no mannequin, shorts shown, no free view; then back. */
  const screenshot = useCallback(async (): Promise<string | null> => {
    act.setScreenshotMode(state, true);
    await rootInScreenshotMode();
    await editor.bridge.idle();
    // The thumbnail minifies the kit: its mip chains are built now, not once edits settle, so a
    // thumbnail taken just after an edit is filtered like any other (not level 0 only).
    editor.compositor().mipmaps.flush();
    const root = getRoot.current?.();
    const url = root
      ? captureScreenshot(
          root.gl,
          root.scene,
          root.camera as never,
          screenshotSpec(editor.game),
          gameFit(editor.game).build[1],
        )
      : null;
    act.setScreenshotMode(state, false);
    return url;
  }, [editor, state, rootInScreenshotMode]);

  // The Save preview dialog renders the live scene itself, at its output size, once the scene
  // shows screenshot mode (the dialog turns it on as it opens).
  const previewScene = useCallback(async (): Promise<SceneAccess | null> => {
    const root = await rootInScreenshotMode();
    return root ? { gl: root.gl, scene: root.scene, camera: root.camera as SceneAccess['camera'] } : null;
  }, [rootInScreenshotMode]);
  const setScreenshotMode = useCallback((on: boolean) => act.setScreenshotMode(state, on), [state]);
  const closePreview = useCallback(() => setPreviewOpen(false), []);

  useEffect(
    () => installViewerAutomation({ state, screenshot, root: () => getRoot.current?.() ?? null }),
    [state, screenshot],
  );
  // The saved kit's thumbnail is this view in screenshot mode (document 1 §4, §7).
  useEffect(() => editor.setThumbnailCapture(screenshot), [editor, screenshot]);

  return (
    <section className="viewer" aria-label={text('viewer.region')}>
      {/* Focusable, so a click on the kit takes focus from any field and Escape clears the selection. */}
      <div
        ref={host}
        className="viewer-host"
        tabIndex={-1}
        aria-description={chosen ? t('onKit.hint') : undefined}
        onKeyDown={nudge}
        onPointerDownCapture={kitDrag.onPointerDownCapture}
        onPointerDown={(event) => {
          pointer.onPointerDown(event);
          event.currentTarget.focus({ preventScroll: true });
        }}
        onPointerMove={(event) => {
          pointer.onPointerMove(event);
          kitDrag.onPointerMove(event);
        }}
        onPointerUp={kitDrag.onPointerUp}
        onPointerCancel={kitDrag.onPointerUp}
      />
      <KitHandles3D root={() => getRoot.current?.() ?? null} host={host} frames={frames} />
      <ViewerControls game={editor.game} state={state} onScreenshot={() => setPreviewOpen(true)} />
      {snap.freeView ? <FreecamPresets state={state} root={() => getRoot.current?.() ?? null} /> : null}
      {previewOpen ? (
        <SavePreviewDialog
          scene={previewScene}
          setScreenshotMode={setScreenshotMode}
          onClose={closePreview}
        />
      ) : null}
      {admin ? (
        <Suspense fallback={null}>
          <LightsPanel state={state} />
        </Suspense>
      ) : null}
      {snap.contextLost ? <OutOfMemoryDialog /> : null}
    </section>
  );
}
