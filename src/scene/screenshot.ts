/**
 * The save screenshot (spec §4, §7): a square JPEG of the current 3D view on grey #e6e6e6,
 * 800 px at quality 0.95, or 1600 px at 0.9 for basketball. Rendered straight into the shared
 * canvas at that size (it keeps its drawing buffer), read once, and the view put back.
 *
 * It is the kit's thumbnail in the Load dialog and the showcase, so every saved kit is framed
 * alike, whatever view the user was in: from the front, at the spec's "mini" camera distance
 * (480, §9), with a lens that fits the whole kit, socks included (cameras.ts thumbnailCamera).
 */
import * as THREE from 'three';
import { thumbnailCamera } from './cameras.ts';

export const SCREENSHOT_BACKGROUND = '#e6e6e6';

export function screenshotSpec(game: string): { size: number; quality: number } {
  return game === 'basketball' ? { size: 1600, quality: 0.9 } : { size: 800, quality: 0.95 };
}

export function captureScreenshot(
  gl: THREE.WebGLRenderer,
  scene: THREE.Scene,
  camera: THREE.PerspectiveCamera,
  spec: { size: number; quality: number },
  /** The player's height as a share of the football body's (basketball is taller). */
  build = 1,
): string {
  const size = gl.getSize(new THREE.Vector2());
  const ratio = gl.getPixelRatio();
  const background = scene.background;
  const aspect = camera.aspect;
  const fov = camera.fov;
  const toneMapping = gl.toneMapping;
  const position = camera.position.clone();
  const quaternion = camera.quaternion.clone();
  try {
    const framing = thumbnailCamera(build);
    camera.position.set(...framing.position);
    camera.lookAt(0, framing.target, 0);
    gl.setPixelRatio(1);
    gl.setSize(spec.size, spec.size, false);
    camera.aspect = 1;
    // The thumbnail's own lens whatever the view's: the shorts and socks views use a longer one.
    camera.fov = framing.fov;
    camera.updateProjectionMatrix();
    scene.background = new THREE.Color(SCREENSHOT_BACKGROUND);
    // The post-processing chain is sized for the view; the still uses the same tone curve directly.
    gl.toneMapping = THREE.ACESFilmicToneMapping;
    gl.setRenderTarget(null);
    gl.render(scene, camera);
    return gl.domElement.toDataURL('image/jpeg', spec.quality);
  } finally {
    gl.toneMapping = toneMapping;
    scene.background = background;
    camera.aspect = aspect;
    camera.fov = fov;
    camera.position.copy(position);
    camera.quaternion.copy(quaternion);
    camera.updateProjectionMatrix();
    gl.setPixelRatio(ratio);
    gl.setSize(size.x, size.y, false);
  }
}
