/**
 * Where the kit lands in an exported picture (Save preview, turntable GIF). The view's camera
 * frames the whole player with room round it; with the mannequin hidden the kit alone floated
 * small in the middle of a 2000 px picture (issue 31). An export instead scales the view's
 * frame so the kit's own bounds fill the place given to it, keeping the view's angle and lens.
 */
import * as THREE from 'three';

/** Share of its place (height or width, whichever is tighter) the kit's bounds fill. */
const KIT_FILL = 0.9;

/** A place in the picture, output pixels (may reach past the picture when zoomed). */
export interface PictureRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const corner = new THREE.Vector3();

/**
 * The bounds of the kit's visible parts as a turntable sees them from every side: a box round
 * the vertical axis as wide as the kit's farthest point from it, so every frame of a GIF (and
 * the still, which shares the framing) scales the kit alike. Null when no part is visible.
 */
export function kitBounds(scene: THREE.Scene): THREE.Box3 | null {
  const kit = scene.getObjectByName('kit');
  if (!kit) return null;
  kit.updateWorldMatrix(true, true);
  const box = new THREE.Box3();
  kit.traverseVisible((o) => {
    if ((o as THREE.Mesh).isMesh) box.expandByObject(o);
  });
  if (box.isEmpty()) return null;
  const r = Math.max(Math.abs(box.min.x), box.max.x, Math.abs(box.min.z), box.max.z);
  return new THREE.Box3(new THREE.Vector3(-r, box.min.y, -r), new THREE.Vector3(r, box.max.y, r));
}

/**
 * Sets `camera` (placed and turned, any lens) to draw a width x height picture in which `box`
 * is centred in `place` and fills KIT_FILL of it: the view's square frustum is enlarged, as a
 * view offset, until the box's projection has the wanted size.
 */
export function fitViewOffset(
  camera: THREE.PerspectiveCamera,
  box: THREE.Box3,
  place: PictureRect,
  width: number,
  height: number,
): void {
  camera.aspect = 1;
  camera.clearViewOffset();
  camera.updateMatrixWorld();
  camera.updateProjectionMatrix();
  let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i < 8; i++) {
    corner
      .set(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z)
      .project(camera);
    [x0, x1, y0, y1] = [
      Math.min(x0, corner.x),
      Math.max(x1, corner.x),
      Math.min(y0, corner.y),
      Math.max(y1, corner.y),
    ];
  }
  // The full frustum drawn as a full x full square (normalised device -1..1 over `full` pixels).
  const full = KIT_FILL * Math.min((2 * place.width) / (x1 - x0), (2 * place.height) / (y1 - y0));
  const centreX = ((x0 + x1) / 2 + 1) * 0.5 * full;
  const centreY = (1 - (y0 + y1) / 2) * 0.5 * full;
  const offsetX = centreX - (place.x + place.width / 2);
  const offsetY = centreY - (place.y + place.height / 2);
  camera.setViewOffset(full, full, offsetX, offsetY, width, height);
  camera.updateProjectionMatrix();
}
