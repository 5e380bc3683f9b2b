/**
 * From a point of a kit texture to the dressed player, the inverse of pick-event.ts: where on
 * screen texture coordinates `uv` of an area are drawn, so the 3D view can draw handles round a
 * chosen logo. The garments are generated with their UVs (garments/), so a texture point is the
 * point of the triangle whose UV triangle holds it; the nearest such point to the camera that the
 * camera sees is the one drawn.
 */
import type { RootState } from '@react-three/fiber';
import * as THREE from 'three';
import type { AreaId } from '../games/regions.ts';

/** Local-space points found per geometry and uv: the meshes do not change while a logo is dragged. */
const found = new Map<string, THREE.Vector3[]>();
const FOUND_LIMIT = 256;

/** Every point of `geometry` (its own space) whose texture coordinates are `uv`. */
function pointsAtUv(geometry: THREE.BufferGeometry, uv: readonly [number, number]): THREE.Vector3[] {
  const key = `${geometry.uuid}:${uv[0].toFixed(5)}:${uv[1].toFixed(5)}`;
  const known = found.get(key);
  if (known) return known;
  const uvs = geometry.getAttribute('uv');
  const positions = geometry.getAttribute('position');
  const points: THREE.Vector3[] = [];
  if (uvs && positions) {
    const index = geometry.getIndex();
    const count = index ? index.count : positions.count;
    const at = (i: number) => (index ? index.getX(i) : i);
    const [u, v] = uv;
    for (let t = 0; t + 2 < count; t += 3) {
      const [a, b, c] = [at(t), at(t + 1), at(t + 2)];
      const [ax, ay, bx, by, cx, cy] = [
        uvs.getX(a),
        uvs.getY(a),
        uvs.getX(b),
        uvs.getY(b),
        uvs.getX(c),
        uvs.getY(c),
      ];
      // Barycentric weights of (u, v) in the UV triangle; all >= 0 inside it.
      const det = (by - cy) * (ax - cx) + (cx - bx) * (ay - cy);
      if (Math.abs(det) < 1e-12) continue;
      const wa = ((by - cy) * (u - cx) + (cx - bx) * (v - cy)) / det;
      const wb = ((cy - ay) * (u - cx) + (ax - cx) * (v - cy)) / det;
      const wc = 1 - wa - wb;
      if (wa < -1e-6 || wb < -1e-6 || wc < -1e-6) continue;
      points.push(
        new THREE.Vector3()
          .addScaledVector(new THREE.Vector3().fromBufferAttribute(positions, a), wa)
          .addScaledVector(new THREE.Vector3().fromBufferAttribute(positions, b), wb)
          .addScaledVector(new THREE.Vector3().fromBufferAttribute(positions, c), wc),
      );
    }
  }
  if (found.size >= FOUND_LIMIT) found.clear();
  found.set(key, points);
  return points;
}

function shown(object: THREE.Object3D): boolean {
  for (let o: THREE.Object3D | null = object; o; o = o.parent) if (!o.visible) return false;
  return true;
}

const ray = new THREE.Raycaster();
const hits: THREE.Intersection[] = [];

/**
 * The page point (client px) where `area`'s texture point `uv` shows, or null when the player does
 * not wear it there or something nearer hides it (it is on the far side).
 */
export function screenPointOfUv(
  root: RootState,
  area: AreaId,
  uv: readonly [number, number],
  /** Whether a point hidden behind another surface counts as not shown. */
  unlessHidden = true,
): [number, number] | null {
  const kit = root.scene.getObjectByName('kit');
  if (!kit) return null;
  kit.updateWorldMatrix(true, true);
  const camera = root.camera;
  const eye = camera.getWorldPosition(new THREE.Vector3());
  let best: THREE.Vector3 | null = null;
  kit.traverse((object) => {
    const mesh = object as THREE.Mesh;
    if (!mesh.isMesh || mesh.userData.surface !== area || !shown(mesh)) return;
    for (const local of pointsAtUv(mesh.geometry, uv)) {
      const world = local.clone().applyMatrix4(mesh.matrixWorld);
      if (!best || world.distanceToSquared(eye) < best.distanceToSquared(eye)) best = world;
    }
  });
  if (!best) return null;
  const point: THREE.Vector3 = best;
  if (unlessHidden && hiddenFrom(kit, eye, point)) return null;
  const ndc = point.clone().project(camera);
  const box = root.gl.domElement.getBoundingClientRect();
  return [box.left + ((ndc.x + 1) / 2) * box.width, box.top + ((1 - ndc.y) / 2) * box.height];
}

function hiddenFrom(kit: THREE.Object3D, eye: THREE.Vector3, point: THREE.Vector3): boolean {
  // Hidden when a surface lies between the camera and it (the chest seen from behind).
  const to = point.clone().sub(eye);
  const distance = to.length();
  ray.set(eye, to.normalize());
  hits.length = 0;
  ray.intersectObject(kit, true, hits);
  const nearest = hits.find((h) => shown(h.object));
  return nearest !== undefined && nearest.distance < distance * 0.995;
}
