/**
 * Imperative three.js updates the React components apply from effects, kept out of component
 * bodies: camera placement and material looks are object mutations, not React state.
 */
import type * as THREE from 'three';
import type { SubView } from '../kit/operations/display.ts';
import type { DisplaySettings } from '../kit/model/catalogue.ts';
import { adjustFlatGrey } from '../kit/colors.ts';
import { cameraPosition, VIEW_FOV, viewTarget } from './cameras.ts';
import { mannequinColour, shininessToRoughness } from './mannequin-look.ts';

/** The views' lens: a long lens at the spec's distances frames like a kit photo. */
export function applyViewLens(camera: THREE.PerspectiveCamera, view: SubView): void {
  const fov = VIEW_FOV[view];
  if (camera.fov === fov) return;
  camera.fov = fov;
  camera.updateProjectionMatrix();
}

/** `build`: the player's height as a share of the football body's (basketball is taller). */
export function placeCamera(camera: THREE.Camera, view: SubView, yawDeg: number, build = 1): void {
  const [x, y, z] = cameraPosition(view, yawDeg, build);
  camera.position.set(x, y, z);
  camera.lookAt(0, viewTarget(view, build), 0);
}

/**
 * The mannequin's and boots' flat colours (not textures). A colour without saturation is moved
 * into the grey range first (document 1 §5): pure black or white boots would show no folds or
 * highlights under the lights.
 */
export function applyMannequinLook(
  skin: THREE.MeshStandardMaterial,
  boots: THREE.MeshStandardMaterial,
  display: DisplaySettings,
): void {
  skin.color.set(adjustFlatGrey(mannequinColour(display)));
  skin.roughness = shininessToRoughness(display.mannequinShininess);
  skin.metalness = display.mannequinMetalness / 100;
  boots.color.set(adjustFlatGrey(display.bootColor));
  boots.roughness = shininessToRoughness(display.bootShininess);
  boots.metalness = display.bootMetalness / 100;
}

/** Frees a mesh made in code (its geometry, material and the material's map). */
export function disposeMesh(mesh: THREE.Mesh): void {
  mesh.geometry.dispose();
  const material = mesh.material as THREE.MeshBasicMaterial;
  material.map?.dispose();
  material.dispose();
}
