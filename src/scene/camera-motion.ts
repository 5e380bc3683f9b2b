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

let chainCodeLoading = false;

/**
 * Whether the chain's code (effects-chain.tsx, loaded after the first frame) is still on its way:
 * readers waiting for the chain's frame give that time more room than a view that keeps moving.
 */
export function chainLoading(): boolean {
  return chainCodeLoading;
}

/** Set by the effects: the chain's code was asked for (true), mounted or failed (false). */
export function setChainLoading(loading: boolean): void {
  chainCodeLoading = loading;
}

let placedFor = '';

/**
 * What the camera rig last placed the camera for (see `cameraPlacement`). The rig runs in the
 * 3D view's own React root, whose effects may come frames after a state change on a busy
 * machine: tests and benches that read the view after a change wait until this matches it.
 */
export function cameraPlacedFor(): string {
  return placedFor;
}

/** Set by the camera rig once it has placed the camera and set its lens. */
export function setCameraPlacedFor(placement: string): void {
  placedFor = placement;
}

/** The placement key of a view, a camera angle and the free view (which places nothing itself). */
export function cameraPlacement(view: string, cameraView: string, freeView: boolean): string {
  return `${view}/${freeView ? 'free' : cameraView}`;
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
