/**
 * The material effect's constants and its part in the ORM and normal maps, apart from its shader
 * so the engine's detail passes and the tests can use them without loading GLSL.
 *
 * mat.frag already answers the host's ORM and coverage passes with the relief as coverage. The
 * spec keeps shininess and 3D detail out of a mat layer's own controls, so the engine brings a mat
 * layer into those passes through `matSurfaceLayer`: the same layer with a custom shininess that
 * gives matte threads and a fixed, crisp relief. One call where the engine picks its ORM and
 * detail layers is the whole integration.
 */

/**
 * Region pixels per step of the size slider (1..50): 4..200 px tiles, from a fine knit to a bold
 * weave on a 1024 px wide front panel.
 */
export const MAT_PIXELS_PER_SIZE = 4;

/**
 * How a material sits in the ORM and normal maps. Shininess -75 is roughness 0.95 under spec §9's
 * mapping (0.8 at 0 up to 1.0 at -100): raised threads stay matte whatever the kit's shininess.
 */
export const MAT_SURFACE = {
  shininess: -75,
  metalness: 0,
  /** Relief in the units of a layer's detail3D: shallow and crisp (no blur). */
  detail3D: { enabled: true, strength: 35, blur: 0, flat: false, inverted: false, border: false },
} as const;

/** A mat layer as the ORM and detail passes should see it; any other layer is returned as is. */
export function matSurfaceLayer<L extends { n: string }>(layer: L): L {
  if (layer.n !== 'mat') return layer;
  return {
    ...layer,
    hasCustomShininess: true,
    shininess: MAT_SURFACE.shininess,
    metalness: MAT_SURFACE.metalness,
    detail3D: { ...MAT_SURFACE.detail3D },
  };
}
