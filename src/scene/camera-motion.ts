/**
 * Whether the camera moved since the last drawn frame. The 3D view draws moving frames straight
 * to the canvas, whatever moves the camera (orbit drag, the Rotating view, a freecam preset, the
 * bench's orbit), and one frame through the whole post-processing chain once at rest.
 */
import * as THREE from 'three';

/** How long the camera must stay still before the final frame through the whole chain. */
export const REST_MS = 150;

let restPending = false;

/**
 * Whether a moving (direct) frame is on screen and the chain's frame at rest is still to come:
 * tests and benches that read the canvas wait for the view at rest, as a user looking at it does.
 */
export function chainFramePending(): boolean {
  return restPending;
}

/** Set by the render chain: a direct frame was drawn (true), the rest frame was drawn (false). */
export function setChainFramePending(pending: boolean): void {
  restPending = pending;
}

export class CameraMotion {
  private readonly position = new THREE.Vector3();
  private readonly quaternion = new THREE.Quaternion();
  private seen = false;

  /** True when the camera's position or orientation differs from the previous call's. */
  moved(camera: THREE.Camera): boolean {
    const moved =
      this.seen && (!camera.position.equals(this.position) || !camera.quaternion.equals(this.quaternion));
    this.seen = true;
    this.position.copy(camera.position);
    this.quaternion.copy(camera.quaternion);
    return moved;
  }
}
