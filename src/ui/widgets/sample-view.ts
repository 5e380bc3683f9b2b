import type * as THREE from 'three';
import { canvasRedraw, readMagnifier } from '../../editor/canvas-sampler.ts';
import type { BufferPixel, MagnifierBlock } from '../../editor/eyedropper.ts';

/** How long a sample waits for the 3D view's frame before reading what the buffer holds. */
const FRAME_WAIT_MS = 1000;

/**
 * Samples the view the app canvas shows right now, drawing it first so the read never depends
 * on a preserved drawing buffer: the Texture view redraws synchronously (it registered how);
 * the 3D view draws in R3F's frame loop, so one frame is requested and read from R3F's
 * after-frame effect, inside the same task as the draw. R3F is imported on demand: the picker
 * must not pull the 3D chunk into the main bundle, and when the 3D view shows it is loaded.
 */
export async function sampleView(
  renderer: THREE.WebGLRenderer,
  centre: BufferPixel,
): Promise<MagnifierBlock> {
  const redraw = canvasRedraw(renderer.domElement);
  if (redraw) {
    redraw();
    return readMagnifier(renderer, centre);
  }
  const { addAfterEffect, invalidate } = await import('@react-three/fiber');
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      stop();
      clearTimeout(timer);
      resolve(readMagnifier(renderer, centre));
    };
    const stop = addAfterEffect(finish);
    // No frame comes when no 3D view is mounted: the sample then shows what the buffer holds.
    const timer = setTimeout(finish, FRAME_WAIT_MS);
    invalidate();
  });
}
