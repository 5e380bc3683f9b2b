import type * as THREE from 'three';
import { magnifierBlock, magnifierReadRect, type BufferPixel, type MagnifierBlock } from './eyedropper.ts';

/**
 * Reading the app canvas for the eyedropper. The canvas's drawing buffer is only defined between
 * a draw and the end of that task (a WebGL canvas need not preserve it), so a sample is always
 * "draw, then read at once": a view that can redraw synchronously registers how, and the sampler
 * calls that right before reading. A view without one (the 3D view, drawn by its render loop)
 * is read from inside its next frame instead (src/ui/widgets/sample-view.ts).
 */

const redraws = new WeakMap<HTMLCanvasElement, () => void>();

/** Declares how `canvas`'s current view redraws itself; returns the undo. */
export function registerCanvasRedraw(canvas: HTMLCanvasElement, redraw: () => void): () => void {
  redraws.set(canvas, redraw);
  return () => {
    if (redraws.get(canvas) === redraw) redraws.delete(canvas);
  };
}

/** The registered synchronous redraw of `canvas`'s current view, if it has one. */
export function canvasRedraw(canvas: HTMLCanvasElement): (() => void) | null {
  return redraws.get(canvas) ?? null;
}

/**
 * Reads the magnifier's pixels around `centre` from the renderer's drawing buffer. Call it in
 * the same task as the draw. One small readPixels (at most 13x13), only while the user samples.
 */
export function readMagnifier(renderer: THREE.WebGLRenderer, centre: BufferPixel): MagnifierBlock {
  const gl = renderer.getContext();
  const width = gl.drawingBufferWidth;
  const height = gl.drawingBufferHeight;
  const rect = magnifierReadRect(centre, width, height);
  if (!rect) return magnifierBlock(new Uint8Array(0), { x: 0, y: 0, width: 0, height: 0 }, centre, height);
  const previous = renderer.getRenderTarget();
  renderer.setRenderTarget(null);
  const pixels = new Uint8Array(rect.width * rect.height * 4);
  gl.readPixels(rect.x, rect.y, rect.width, rect.height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  renderer.setRenderTarget(previous);
  return magnifierBlock(pixels, rect, centre, height);
}
