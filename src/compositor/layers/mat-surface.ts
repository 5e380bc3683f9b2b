/**
 * The material effect's constants, apart from its shader so the engine's detail passes and the
 * tests can read them without loading GLSL.
 */

/**
 * Region pixels per step of the size slider (1..50): 4..200 px tiles, from a fine knit to a bold
 * weave on a 1024 px wide front panel.
 */
export const MAT_PIXELS_PER_SIZE = 4;

/** How a material behaves in the ORM and normal maps (for the engine's detail passes). */
export const MAT_SURFACE = {
  /** Raised threads are matte fabric whatever the kit's shininess. */
  roughness: 0.95,
  metalness: 0,
  /** Relief settings in the units of a layer's detail3D: crisp, shallow. */
  detail3D: { enabled: true, strength: 35, blur: 0, flat: false, inverted: false, border: false },
} as const;
