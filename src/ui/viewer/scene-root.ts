/**
 * One R3F root per editor, on the editor's own WebGL renderer: the compositor and the 3D view
 * share one context, so the material samples the compositor's targets directly. The root lives
 * as long as the editor: R3F's unmount forces a context loss, which would throw away every
 * composited texture, so leaving the 3D tab renders nothing into the root instead.
 */
import { createRoot, events, extend, type ReconcilerRoot } from '@react-three/fiber';
import * as THREE from 'three';
import type { Editor } from '../../editor/editor.ts';
import { CAMERA_FOV } from '../../scene/cameras.ts';

// JSX elements (<mesh>, <ambientLight>…) resolve against the three namespace, as <Canvas> sets up.
extend(THREE as unknown as Parameters<typeof extend>[0]);

const roots = new WeakMap<Editor, ReconcilerRoot<HTMLCanvasElement>>();

export function sceneRoot(editor: Editor): ReconcilerRoot<HTMLCanvasElement> {
  let root = roots.get(editor);
  if (!root) {
    root = createRoot(editor.renderer.domElement);
    roots.set(editor, root);
  }
  return root;
}

/**
 * (Re)configures the root for the host's size; R3F keeps its scene across calls. `onMissed`
 * hears a click that hit nothing of the scene (the background).
 */
export function configureSceneRoot(editor: Editor, width: number, height: number, onMissed?: () => void) {
  return sceneRoot(editor).configure({
    gl: editor.renderer,
    events,
    ...(onMissed ? { onPointerMissed: onMissed } : {}),
    frameloop: 'demand',
    size: { width, height, top: 0, left: 0 },
    dpr: Math.min(2, window.devicePixelRatio || 1),
    camera: { fov: CAMERA_FOV, near: 0.1, far: 40, position: [0, 1.26, 4.5] },
  });
}

/** Puts the editor's canvas into the view's host element; returns how to take it out again. */
export function attachCanvas(editor: Editor, host: HTMLElement): () => void {
  const canvas = editor.renderer.domElement;
  canvas.classList.add('viewer-canvas');
  host.prepend(canvas);
  return () => canvas.remove();
}

const restorers = new WeakMap<Editor, WEBGL_lose_context | null>();

/**
 * Asks the browser for the lost context back (Re-render kit). The extension must be fetched
 * while the context is alive: a lost context hands out no extensions. A context the browser lost
 * by itself comes back on its own (the compositor asked for that), and then this does nothing.
 */
export function requestContextRestore(editor: Editor): void {
  try {
    restorers.get(editor)?.restoreContext();
  } catch {
    // Not lost through the extension: the browser restores it when it can.
  }
}

/** Fetches the restore handle up front; called when the view first mounts. */
export function prepareContextRestore(editor: Editor): void {
  if (!restorers.has(editor))
    restorers.set(editor, editor.renderer.getContext().getExtension('WEBGL_lose_context'));
}
