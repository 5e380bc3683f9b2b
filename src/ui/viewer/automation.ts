/**
 * The viewer's part of the automation surface for browser tests and benchmarks
 * (window.kitsmithViewer): read and drive the view state, take a screenshot, count frames.
 * It adds no behaviour of its own; everything goes through the same state the buttons change.
 */
import type { RootState } from '@react-three/fiber';
import { snapshot } from 'valtio';
import type { SubView } from '../../kit/operations/display.ts';
import { viewerActions as act } from './actions.ts';
import type { CameraView } from '../../scene/cameras.ts';
import type { ViewerState } from './view-state.ts';

let framesDrawn = 0;

/** Counts one frame of the 3D view (the scene calls it from its frame loop). */
export function countFrame(): void {
  framesDrawn++;
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
  /** Draws one frame now and resolves after it. */
  frame(): Promise<void>;
  root(): RootState | null;
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
    frame: () =>
      new Promise<void>((resolve) => {
        const root = count();
        if (!root) return resolve();
        root.invalidate();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    root: () => count(),
  };
  return () => {
    delete window.kitsmithViewer;
  };
}
