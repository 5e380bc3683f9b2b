/**
 * From a click on the dressed player to a point of a kit texture: the nearest visible surface
 * under the pointer, its area and its UV. A click that ends an orbit drag is no pick: R3F
 * reports how far the pointer travelled since it went down.
 */
import type { RootState, ThreeEvent } from '@react-three/fiber';
import * as THREE from 'three';
import { AREAS, type AreaId } from '../games/regions.ts';

/** Pointer travel (CSS px) up to which a press and release is a click, not a drag. */
export const CLICK_TOLERANCE_PX = 4;

export interface KitHit {
  area: AreaId;
  /** The area's texture coordinates, v up. */
  uv: [number, number];
}

function shown(object: THREE.Object3D): boolean {
  for (let o: THREE.Object3D | null = object; o; o = o.parent) if (!o.visible) return false;
  return true;
}

const isArea = (surface: unknown): surface is AreaId =>
  typeof surface === 'string' && (AREAS as readonly string[]).includes(surface);

/**
 * The kit point under a click, or null when the click was a drag or hit no kit texture (skin,
 * boots: those hide what is behind them, so a click there picks nothing).
 */
export function kitHit(event: ThreeEvent<MouseEvent>): KitHit | null {
  if (event.delta > CLICK_TOLERANCE_PX) return null;
  return nearestKitHit(event.intersections);
}

/** The kit point of the nearest visible surface among `intersections` (nearest first). */
function nearestKitHit(intersections: readonly THREE.Intersection[]): KitHit | null {
  const nearest = intersections.find((i) => shown(i.object));
  if (!nearest?.uv) return null;
  const surface: unknown = nearest.object.userData.surface;
  return isArea(surface) ? { area: surface, uv: [nearest.uv.x, nearest.uv.y] } : null;
}

const ndc = new THREE.Vector2();
const found: THREE.Intersection[] = [];

/**
 * The kit point under a pointer at (clientX, clientY), as a click there would pick it: for a
 * drag on the 3D view, which follows the pointer over the garment outside R3F's events (they
 * would hand the press to the orbit controls too).
 */
export function kitHitAt(root: RootState, clientX: number, clientY: number): KitHit | null {
  const kit = root.scene.getObjectByName('kit');
  if (!kit) return null;
  const box = root.gl.domElement.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  ndc.set(((clientX - box.left) / box.width) * 2 - 1, 1 - ((clientY - box.top) / box.height) * 2);
  root.raycaster.setFromCamera(ndc, root.camera);
  found.length = 0;
  root.raycaster.intersectObject(kit, true, found);
  return nearestKitHit(found);
}
