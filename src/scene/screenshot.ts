/**
 * The save screenshot (spec §4, §7): a square JPEG of the current 3D view on grey #e6e6e6,
 * 800 px at quality 0.95, or 1600 px at 0.9 for basketball. Rendered straight into the shared
 * canvas at that size (it keeps its drawing buffer), read once, and the view put back.
 */
import * as THREE from 'three';

export const SCREENSHOT_BACKGROUND = '#e6e6e6';

export function screenshotSpec(game: string): { size: number; quality: number } {
  return game === 'basketball' ? { size: 1600, quality: 0.9 } : { size: 800, quality: 0.95 };
}

export function captureScreenshot(
  gl: THREE.WebGLRenderer,
  scene: THREE.Scene,
  camera: THREE.PerspectiveCamera,
  spec: { size: number; quality: number },
): string {
  const size = gl.getSize(new THREE.Vector2());
  const ratio = gl.getPixelRatio();
  const background = scene.background;
  const aspect = camera.aspect;
  const toneMapping = gl.toneMapping;
  try {
    gl.setPixelRatio(1);
    gl.setSize(spec.size, spec.size, false);
    camera.aspect = 1;
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
    camera.updateProjectionMatrix();
    gl.setPixelRatio(ratio);
    gl.setSize(size.x, size.y, false);
  }
}
