/**
 * Contact shadows under the player: a soft pool under the figure and a darker one under each
 * boot, baked once into a small texture on a quad lying on the floor. The figure never moves, so
 * a baked shadow looks as a rendered one does and costs one small transparent quad per frame
 * (a rendered contact shadow re-draws the scene from below and blurs it on every frame).
 */
import * as THREE from 'three';
import { legCentreX } from './garments/body.ts';

/** Texels of the shadow map across and front to back: square texels over the quad. */
export const SHADOW_MAP = { width: 192, height: 144 } as const;
/** Floor extent of the quad, metres (x across, z front to back): room for the softest blur. */
const EXTENT = { x: 1.6, z: 1.2 } as const;

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

/**
 * Blurs a density map with a Gaussian of standard deviation `sigma` texels, one pass across and
 * one down (the kernel is separable), cut at 3 sigma and normalised; outside the map counts as 0.
 */
export function blurDensity(
  source: Float32Array,
  width: number,
  height: number,
  sigma: number,
): Float32Array {
  if (sigma <= 0) return source;
  const radius = Math.ceil(3 * sigma);
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let k = -radius; k <= radius; k++)
    sum += kernel[k + radius] = Math.exp(-(k * k) / (2 * sigma * sigma));
  for (let k = 0; k < kernel.length; k++) kernel[k]! /= sum;
  const across = new Float32Array(source.length);
  for (let j = 0; j < height; j++)
    for (let i = 0; i < width; i++) {
      let v = 0;
      for (let k = Math.max(-radius, -i); k <= Math.min(radius, width - 1 - i); k++)
        v += kernel[k + radius]! * source[j * width + i + k]!;
      across[j * width + i] = v;
    }
  const out = new Float32Array(source.length);
  for (let j = 0; j < height; j++)
    for (let i = 0; i < width; i++) {
      let v = 0;
      for (let k = Math.max(-radius, -j); k <= Math.min(radius, height - 1 - j); k++)
        v += kernel[k + radius]! * across[(j + k) * width + i]!;
      out[j * width + i] = v;
    }
  return out;
}

/** Baked maps by blur: a pure function of it, so the view can bake ahead and every quad share. */
const baked = new Map<number, Uint8Array>();

/**
 * The shadow map's texels (RGBA, the density in alpha) for `blur`, baked once. The 3D view bakes
 * it while the garments worker builds the player, so that its tens of ms of cold JavaScript are
 * not on the first frame's path (bench/README.md "issue 30, session 11").
 */
export function bakeContactShadow(blur = 0): Uint8Array {
  const known = baked.get(blur);
  if (known) return known;
  const { width, height } = SHADOW_MAP;
  const sharp = new Float32Array(width * height);
  for (let j = 0; j < height; j++)
    for (let i = 0; i < width; i++) {
      const x = ((i + 0.5) / width - 0.5) * EXTENT.x;
      // Texture rows run toward -z once the quad is laid flat (rotation -90 degrees about x).
      const z = -((j + 0.5) / height - 0.5) * EXTENT.z;
      sharp[j * width + i] = shadowDensity(x, z);
    }
  const density = blurDensity(sharp, width, height, blur);
  const data = new Uint8Array(width * height * 4);
  for (let t = 0; t < density.length; t++) data[t * 4 + 3] = Math.round(255 * Math.min(1, density[t]!));
  baked.set(blur, data);
  return data;
}

/** The shadow quad, its map blurred by the lighting preset's deviation (0: none). */
export function contactShadow(blur = 0): THREE.Mesh {
  const { width, height } = SHADOW_MAP;
  // three only reads the texels (to upload them), so the quads of one blur share them.
  const data = bakeContactShadow(blur);
  const texture = new THREE.DataTexture(data, width, height);
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
  mesh.userData.blur = blur;
  mesh.renderOrder = -1;
  return mesh;
}
