/**
 * The viewer's part of the automation surface for browser tests and benchmarks
 * (window.kitsmithViewer): read and drive the view state, take a screenshot, count frames.
 * It adds no behaviour of its own; everything goes through the same state the buttons change.
 */
import { advance, type RootState } from '@react-three/fiber';
import { snapshot } from 'valtio';
import type { SubView } from '../../kit/operations/display.ts';
import { viewerActions as act } from './actions.ts';
import type { CameraView } from '../../scene/cameras.ts';
import {
  cameraPlacedFor,
  cameraPlacement,
  chainFramePending,
  chainLoading,
  REST_MS,
} from '../../scene/camera-motion.ts';
import type { ViewerState } from './view-state.ts';

let framesDrawn = 0;
/** Renders the view asked of the 3D root, and the last one the root committed (effects run). */
let sceneRequested = 0;
let sceneCommitted = 0;

/** The view is about to render new props into the 3D root; returns the request's number. */
export function requestSceneRender(): number {
  return ++sceneRequested;
}

/** The 3D root committed request `n` (its effects, the camera rig's included, have run). */
export function noteSceneCommitted(n: number): void {
  sceneCommitted = Math.max(sceneCommitted, n);
}
let composited = false;
let firstKitFrameAt: number | null = null;

/** Counts one frame of the 3D view (the scene calls it from its frame loop); true once it shows the kit. */
export function countFrame(): boolean {
  framesDrawn++;
  if (firstKitFrameAt === null) performance.mark('kitsmith:frame', { detail: composited ? 'kit' : 'no kit' });
  if (composited && firstKitFrameAt === null) {
    firstKitFrameAt = performance.now();
    performance.mark('kitsmith:first-kit-frame');
  }
  return composited;
}

/** The compositor has drawn the kit once: the next frame is the first with the kit on it. */
export function noteComposited(): void {
  if (!composited) performance.mark('kitsmith:composited');
  composited = true;
}

/** Median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface ViewerAutomation {
  state(): unknown;
  setView(view: SubView): void;
  setCamera(view: CameraView): void;
  setFreeView(on: boolean): void;
  setFlag(flag: 'tucked_in' | 'undershirt' | 'ls' | 'mannequin', on: boolean): void;
  hideShorts(hidden: boolean): void;
  screenshot(): Promise<string | null>;
  /** Frames drawn by the 3D view so far (proves an idle view draws nothing). */
  frames(): number;
  /** Mesh names and visibility of the dressed player. */
  meshes(): { name: string; visible: boolean }[];
  /**
   * Resolves once the 3D view shows the current state (its root has committed the last props and
   * placed the camera), has drawn a frame, and is at rest (the chain's frame drawn).
   */
  frame(): Promise<void>;
  root(): RootState | null;
  /** Milliseconds from navigation start to the first frame showing the composited kit. */
  firstKitFrameMs(): number | null;
  /**
   * Orbits the camera round the player for `frames` frames at width x height, each frame drawn
   * as the app draws a moving camera and finished with a 1x1 readback; returns the median time.
   */
  orbit(frames: number, width: number, height: number): { median_ms: number; samples: number[] };
}

declare global {
  interface Window {
    kitsmithViewer?: ViewerAutomation;
  }
}

export function installViewerAutomation(deps: {
  state: ViewerState;
  screenshot: () => Promise<string | null>;
  root: () => RootState | null;
}): () => void {
  const { state } = deps;
  const count = () => deps.root();
  window.kitsmithViewer = {
    state: () => snapshot(state),
    setView: (view) => act.setView(state, view),
    setCamera: (view) => act.setCamera(state, view),
    setFreeView: (on) => act.setFreeView(state, on),
    setFlag: (flag, on) => act.setFlag(state, flag, on),
    hideShorts: (hidden) => act.hideShorts(state, hidden),
    screenshot: deps.screenshot,
    frames: () => framesDrawn,
    meshes: () => {
      const root = count();
      const kit = root?.scene.getObjectByName('kit');
      return kit ? kit.children.map((c) => ({ name: c.name, visible: c.visible })) : [];
    },
    frame: async () => {
      const root = count();
      if (!root) return;
      const drawn = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // A change made just before this call reaches the view's React root (valtio notifies in a
      // microtask, React renders and runs the effect that asks the 3D root to render) after this
      // call began: let it, so the waits below know of that render.
      await drawn();
      // The rig places the camera in an effect of the 3D view's own React root, which may run
      // frames after the change: a reading before it would see the previous view's camera.
      const wanted = () =>
        cameraPlacement(state.display.view, state.cameraView, state.freeView && !state.screenshotMode);
      for (let tries = 0; cameraPlacedFor() !== wanted() && tries < 300; tries++) await drawn();
      // Likewise every other prop (a mesh shown or hidden): the last render asked of the root.
      for (let tries = 0; sceneCommitted < sceneRequested && tries < 300; tries++) await drawn();
      root.invalidate();
      await drawn();
      // A direct frame is on screen: wait for the chain's frame at rest, which replaces it. A view
      // that keeps moving never has one (20 tries); while the chain's code is still loading after
      // the first frame (Effects.tsx), the wait does not count, up to 30 s.
      for (let tries = 0, loading = 0; chainFramePending() && tries < 20 && loading < 30_000;) {
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, REST_MS));
        await drawn();
        if (chainLoading()) loading += performance.now() - start;
        else tries++;
      }
    },
    root: () => count(),
    firstKitFrameMs: () => firstKitFrameAt,
    orbit: (frames, width, height) => {
      const root = count();
      if (!root) return { median_ms: NaN, samples: [] };
      const before = { ...root.size };
      root.setSize(width, height);
      const gl = root.gl.getContext();
      const pixel = new Uint8Array(4);
      const samples: number[] = [];
      for (let i = 0; i <= frames; i++) {
        const t0 = performance.now();
        const yaw = (i / frames) * 2 * Math.PI;
        root.camera.position.set(Math.sin(yaw) * 4.5, 1.26, Math.cos(yaw) * 4.5);
        root.camera.lookAt(0, 1.2, 0);
        advance(t0, true, root);
        gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
        // The first frame may compile programs for the new size; it is not an orbit frame.
        if (i > 0) samples.push(performance.now() - t0);
      }
      root.setSize(before.width, before.height);
      return { median_ms: median(samples), samples };
    },
  };
  return () => {
    delete window.kitsmithViewer;
  };
}
