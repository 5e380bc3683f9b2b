/**
 * Contact shadows under the player: a soft pool under the figure and a darker one under each
 * boot, baked once into a small texture on a quad lying on the floor. The figure never moves, so
 * a baked shadow looks as a rendered one does and costs one small transparent quad per frame
 * (a rendered contact shadow re-draws the scene from below and blurs it on every frame).
 */
import * as THREE from 'three';
import { legCentreX } from './garments/body.ts';

const SIZE = 128;
/** Floor extent of the quad, metres (x across, z front to back). */
const EXTENT = { x: 0.9, z: 0.7 } as const;

/** Shadow density at a floor point (x, z in metres): 0 clear to 1 black. */
export function shadowDensity(x: number, z: number): number {
  const pool = Math.exp(-((x / 0.2) ** 2 + ((z - 0.03) / 0.16) ** 2));
  let feet = 0;
  for (const side of [1, -1]) {
    const fx = side * legCentreX(0.05);
    feet = Math.max(feet, Math.exp(-(((x - fx) / 0.055) ** 2 + ((z - 0.06) / 0.15) ** 2)));
  }
  return Math.min(1, 0.32 * pool + 0.55 * feet);
}

export function contactShadow(): THREE.Mesh {
  const data = new Uint8Array(SIZE * SIZE * 4);
  for (let j = 0; j < SIZE; j++)
    for (let i = 0; i < SIZE; i++) {
      const x = ((i + 0.5) / SIZE - 0.5) * EXTENT.x;
      // Texture rows run toward -z once the quad is laid flat (rotation -90 degrees about x).
      const z = -((j + 0.5) / SIZE - 0.5) * EXTENT.z;
      data[(j * SIZE + i) * 4 + 3] = Math.round(255 * shadowDensity(x, z));
    }
  const texture = new THREE.DataTexture(data, SIZE, SIZE);
  texture.magFilter = THREE.LinearFilter;
  texture.minFilter = THREE.LinearFilter;
  texture.needsUpdate = true;
  const material = new THREE.MeshBasicMaterial({
    color: '#000000',
    alphaMap: null,
    map: texture,
    transparent: true,
    depthWrite: false,
    toneMapped: false,
  });
  // The map's alpha is the density; its colour stays black.
  material.onBeforeCompile = (shader) => {
    shader.fragmentShader = shader.fragmentShader.replace(
      '#include <map_fragment>',
      'diffuseColor.a *= texture2D( map, vMapUv ).a;',
    );
  };
  const mesh = new THREE.Mesh(new THREE.PlaneGeometry(EXTENT.x, EXTENT.z), material);
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.y = 0.002;
  mesh.name = 'contact_shadow';
  mesh.renderOrder = -1;
  return mesh;
}
