/**
 * Whether the camera moved since the last drawn frame. The 3D view leaves its costliest effect
 * (ambient occlusion) out while the camera moves, whatever moves it (orbit drag, the Rotating
 * view, a freecam preset, the bench's orbit), and draws one more frame with it once at rest.
 */
import * as THREE from 'three';

/** How long the camera must stay still before the final frame with ambient occlusion. */
export const REST_MS = 150;

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

  /** Leaves `pass` out of frames where the camera moved, in again at rest; returns whether it moved. */
  gate(camera: THREE.Camera, pass: { enabled: boolean }): boolean {
    const moving = this.moved(camera);
    pass.enabled = !moving;
    return moving;
  }
}
