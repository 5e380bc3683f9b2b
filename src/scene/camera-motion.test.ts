import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { CameraMotion } from './camera-motion.ts';

describe('ambient occlusion while the camera moves', () => {
  it('keeps the pass on the first frame and whenever the camera rests', () => {
    const camera = new THREE.PerspectiveCamera();
    const pass = { enabled: true };
    const motion = new CameraMotion();
    expect(motion.gate(camera, pass)).toBe(false);
    expect(pass.enabled).toBe(true);
    expect(motion.gate(camera, pass)).toBe(false);
    expect(pass.enabled).toBe(true);
  });

  it('leaves the pass out of frames where the camera moved or turned, and back in at rest', () => {
    const camera = new THREE.PerspectiveCamera();
    const pass = { enabled: true };
    const motion = new CameraMotion();
    motion.gate(camera, pass);
    camera.position.set(0, 1, 4);
    expect(motion.gate(camera, pass)).toBe(true);
    expect(pass.enabled).toBe(false);
    camera.lookAt(1, 1, 0);
    expect(motion.gate(camera, pass)).toBe(true);
    expect(pass.enabled).toBe(false);
    // The final frame once the camera is still: with ambient occlusion.
    expect(motion.gate(camera, pass)).toBe(false);
    expect(pass.enabled).toBe(true);
  });
});
