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
 * The inside of a garment (its back faces, seen through a neck, sleeve or hem opening): the same
 * printed cloth, as sublimated jerseys are, but in the shade of the body it wraps, with no sheen.
 * Lit like the outside, the inside read as a hollow shell side-on (issue 31); this share of the
 * albedo was chosen on side-on GIF frames of light and dark kits: darker reads as a hole.
 */
export const LINING_SHADE = 0.3;

/*
 * Cloth only (kitDetail 0): a collar's rib and trim are bands whose both sides are their face (a
 * basketball jersey's neck trim shows its back faces at the front centre, and shaded as lining it
 * read grey, collars.test.ts). A uniform, not a define, so every part keeps the one program.
 */
const LINING_COLOUR = /* glsl */ `
if ( ! gl_FrontFacing && kitDetail < 0.5 ) diffuseColor.rgb *= ${LINING_SHADE.toFixed(2)};
`;

const LINING_SHEEN = /* glsl */ `
if ( ! gl_FrontFacing && kitDetail < 0.5 ) material.sheenColor = vec3( 0.0 );
`;

/**
 * Polyester jersey: a soft, greyish sheen that rises at grazing angles (the edges of a shirt and
 * the folds turned away from the light read lighter, as knitted synthetics do), over the kit's own
 * roughness. Tuned on the reference kits under the ten lighting presets: more washes dark kits
 * out, less reads as painted plastic.
 */
export const JERSEY_SHEEN = { sheen: 1, color: new THREE.Color(0.22, 0.22, 0.23), roughness: 0.55 } as const;

/**
 * What a kit material draws besides plain jersey, on garment parts that carry a `kitFace`
 * attribute: the knitted rib of a collar (x = position round the collar, in ribs), or a button
 * (x, y = the point on its face, -1..1 across its rim). Every mode is one shader program (the
 * mode is a uniform), so a collar with ribs or buttons compiles nothing more on the first frame.
 */
export type KitDetail = 'cloth' | 'rib' | 'button';

const DETAIL_MODE: Record<KitDetail, number> = { cloth: 0, rib: 1, button: 2 };

const DETAIL_VERTEX_PARS = /* glsl */ `
attribute vec2 kitFace;
varying vec2 vKitFace;
void main() {
  vKitFace = kitFace;`;

const DETAIL_FRAGMENT_PARS = /* glsl */ `
uniform vec3 kitUnpainted;
uniform float kitDetail;
varying vec2 vKitFace;
// How much of the rib is finer than the pixels (0 near, 1 far): it fades to its average there
// instead of shimmering, and the collar reads as a matte knit.
float kitRibFar() {
  return smoothstep( 0.25, 0.6, fwidth( vKitFace.x ) );
}
// A 1x1 rib: rounded wales with narrow grooves between them; phase in ribs.
float kitRibHeight( float phase ) {
  return pow( abs( sin( 3.14159265 * phase ) ), 0.6 );
}
void main() {`;

/** After the map: the rib's grooves and a button's thread holes are shaded darker. */
const DETAIL_COLOUR = /* glsl */ `
if ( kitDetail > 0.5 && kitDetail < 1.5 ) {
  float groove = 1.0 - kitRibHeight( vKitFace.x );
  diffuseColor.rgb *= mix( 1.0 - 0.22 * groove, 0.955, kitRibFar() );
} else if ( kitDetail > 1.5 ) {
  // Four thread holes in the dished middle; a button a few pixels wide shows their average.
  vec2 hole = abs( vKitFace ) - vec2( 0.2 );
  float holes = 1.0 - smoothstep( 0.07, 0.1, length( hole ) );
  float holesFar = smoothstep( 0.12, 0.35, fwidth( vKitFace.x ) );
  diffuseColor.rgb *= 0.92 * mix( 1.0 - 0.75 * holes, 0.97, holesFar );
}
`;

/** A button is smooth, glossy plastic; a rib scatters more light than flat jersey. */
const DETAIL_SURFACE = /* glsl */ `
if ( kitDetail > 1.5 ) {
  roughnessFactor = 0.3;
  metalnessFactor = 0.0;
} else if ( kitDetail > 0.5 ) {
  roughnessFactor = min( 1.0, roughnessFactor + 0.2 * kitRibFar() );
}
`;

/**
 * The rib's relief, on top of the kit's normal map: the height's slope across the wales turns
 * the normal (screen-space, as three's bump map does). A button keeps its geometry's normal:
 * the jersey's fold map does not run over a button.
 */
const DETAIL_NORMAL = /* glsl */ `
if ( kitDetail > 1.5 ) {
  normal = nonPerturbedNormal;
} else if ( kitDetail > 0.5 ) {
  float near = 1.0 - kitRibFar();
  if ( near > 0.0 ) {
    // h = depth * |sin(pi p)|^0.6 (p in ribs); its change per pixel, then Mikkelsen's surface
    // gradient (three's perturbNormalArb without the normalised axes, so depth is in metres).
    float phase = vKitFace.x;
    float sn = sin( 3.14159265 * phase );
    float dHdp = 0.00035 * near * 0.6 * 3.14159265 * pow( max( abs( sn ), 0.05 ), - 0.4 )
      * sign( sn ) * cos( 3.14159265 * phase );
    vec2 dH = dHdp * vec2( dFdx( phase ), dFdy( phase ) );
    vec3 dpx = dFdx( - vViewPosition );
    vec3 dpy = dFdy( - vViewPosition );
    vec3 r1 = cross( dpy, normal );
    vec3 r2 = cross( normal, dpx );
    float det = dot( dpx, r1 ) * faceDirection;
    normal = normalize( abs( det ) * normal - sign( det ) * ( dH.x * r1 + dH.y * r2 ) );
  }
}
`;

export function createKitMaterial(
  anisotropy: number,
  detail: KitDetail = 'cloth',
): THREE.MeshPhysicalMaterial {
  const material = new THREE.MeshPhysicalMaterial({
    roughness: 1,
    metalness: 1,
    side: THREE.DoubleSide,
    // Without ORM data yet, the multipliers above must not turn the garment into metal.
    normalScale: new THREE.Vector2(1, 1),
    sheen: JERSEY_SHEEN.sheen,
    // A button has no fabric sheen (black sheen, the same program).
    sheenColor: detail === 'button' ? new THREE.Color(0, 0, 0) : JERSEY_SHEEN.color,
    sheenRoughness: JERSEY_SHEEN.roughness,
  });
  material.userData.anisotropy = anisotropy;
  material.userData.detail = detail;
  material.onBeforeCompile = (shader) => {
    shader.uniforms.kitUnpainted = { value: UNPAINTED };
    shader.uniforms.kitDetail = { value: DETAIL_MODE[detail] };
    shader.vertexShader = shader.vertexShader.replace('void main() {', DETAIL_VERTEX_PARS);
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <map_fragment>', MAP_FRAGMENT + DETAIL_COLOUR + LINING_COLOUR)
      .replace('#include <metalnessmap_fragment>', '#include <metalnessmap_fragment>\n' + DETAIL_SURFACE)
      .replace('#include <lights_physical_fragment>', '#include <lights_physical_fragment>\n' + LINING_SHEEN)
      .replace('#include <normal_fragment_maps>', '#include <normal_fragment_maps>\n' + DETAIL_NORMAL)
      .replace('void main() {', DETAIL_FRAGMENT_PARS);
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
