import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { CameraMotion } from './camera-motion.ts';

describe('camera motion between frames', () => {
  it('is still on the first frame and whenever the camera rests', () => {
    const camera = new THREE.PerspectiveCamera();
    const motion = new CameraMotion();
    expect(motion.moved(camera)).toBe(false);
    expect(motion.moved(camera)).toBe(false);
  });

  it('is moving on frames where the camera moved or turned, and still again at rest', () => {
    const camera = new THREE.PerspectiveCamera();
    const motion = new CameraMotion();
    motion.moved(camera);
    camera.position.set(0, 1, 4);
    expect(motion.moved(camera)).toBe(true);
    camera.lookAt(1, 1, 0);
    expect(motion.moved(camera)).toBe(true);
    // The final frame once the camera is still goes through the whole chain.
    expect(motion.moved(camera)).toBe(false);
  });
});
