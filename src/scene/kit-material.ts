/**
 * The kit material: a physical material with a fabric sheen that samples the compositor's own render targets
 * (albedo, ORM, normal) directly, so an edit shows without any copy. The compositor writes
 * premultiplied sRGB albedo and an ORM map (occlusion, roughness from the kit's shininess per
 * spec §9, metalness) into plain RGBA8 targets; the shader un-premultiplies and decodes here.
 */
import * as THREE from 'three';

export interface KitTextures {
  albedo: THREE.Texture | null;
  orm: THREE.Texture | null;
  normal: THREE.Texture | null;
}

/** Colour shown where no layer has painted (outside every region): a neutral fabric grey. */
const UNPAINTED = new THREE.Color('#d9d9d9');

const MAP_FRAGMENT = /* glsl */ `
#ifdef USE_MAP
  vec4 kitTexel = texture2D( map, vMapUv );
  // Premultiplied, sRGB-encoded albedo from the compositor.
  vec3 kitStraight = kitTexel.a > 0.0 ? kitTexel.rgb / kitTexel.a : vec3( 0.0 );
  vec3 kitLinear = sRGBTransferEOTF( vec4( kitStraight, 1.0 ) ).rgb;
  diffuseColor.rgb *= mix( kitUnpainted, kitLinear, kitTexel.a );
#endif
`;

/**
 * Polyester jersey: a soft, greyish sheen that rises at grazing angles (the edges of a shirt and
 * the folds turned away from the light read lighter, as knitted synthetics do), over the kit's own
 * roughness. Tuned on the reference kits under the ten lighting presets: more washes dark kits
 * out, less reads as painted plastic.
 */
export const JERSEY_SHEEN = { sheen: 1, color: new THREE.Color(0.22, 0.22, 0.23), roughness: 0.55 } as const;

export function createKitMaterial(anisotropy: number): THREE.MeshPhysicalMaterial {
  const material = new THREE.MeshPhysicalMaterial({
    roughness: 1,
    metalness: 1,
    side: THREE.DoubleSide,
    // Without ORM data yet, the multipliers above must not turn the garment into metal.
    normalScale: new THREE.Vector2(1, 1),
    sheen: JERSEY_SHEEN.sheen,
    sheenColor: JERSEY_SHEEN.color,
    sheenRoughness: JERSEY_SHEEN.roughness,
  });
  material.userData.anisotropy = anisotropy;
  material.onBeforeCompile = (shader) => {
    shader.uniforms.kitUnpainted = { value: UNPAINTED };
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <map_fragment>', MAP_FRAGMENT)
      .replace('void main() {', 'uniform vec3 kitUnpainted;\nvoid main() {');
  };
  material.customProgramCacheKey = () => 'kitsmith-kit';
  return material;
}

/**
 * Points the material at the compositor's current textures. Returns true when anything changed
 * (a new compositor after a texture-scale change, or the first composite), so the caller can
 * request a frame. Mip filtering and anisotropy are set on the targets' own textures.
 */
export function bindKitTextures(material: THREE.MeshStandardMaterial, textures: KitTextures): boolean {
  const anisotropy = (material.userData.anisotropy as number | undefined) ?? 1;
  for (const t of [textures.albedo, textures.orm, textures.normal]) if (t) t.anisotropy = anisotropy;
  const changed =
    material.map !== textures.albedo ||
    material.roughnessMap !== textures.orm ||
    material.normalMap !== textures.normal;
  if (!changed) return false;
  material.map = textures.albedo;
  material.aoMap = textures.orm;
  material.roughnessMap = textures.orm;
  material.metalnessMap = textures.orm;
  material.normalMap = textures.normal;
  // Without an ORM map the multipliers alone decide: matte fabric, no metal.
  material.roughness = textures.orm ? 1 : 0.8;
  material.metalness = textures.orm ? 1 : 0;
  material.needsUpdate = true;
  return true;
}
