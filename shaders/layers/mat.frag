// Material effect, "mat" (spec document 1 §3): a greyscale relief tile (white raised) repeated over
// every region, `uTileSize` region pixels a side, turned by rotation. One relief, three outputs:
// - albedo: the layer's colour where the relief is raised (coverage = height), so a light colour
//   reads as sheen on the threads and the layer's opacity sets how strong the effect is;
// - ORM (OUTPUT_ORM): coverage = height, so the engine lays the material's roughness over the
//   kit's where the threads are raised;
// - coverage (OUTPUT_COVERAGE): the height itself, which the engine's relief path (blur -> Sobel)
//   turns into the normal map.
#include "../lib/space.glsl"

uniform sampler2D uMaterial;
uniform float uTileSize;
uniform float uRotation; // radians, clockwise on screen

vec4 layerColor(RegionPoint rp) {
  // One continuous coordinate over the whole region and a repeating texture: no seams, and
  // mipmaps pick the right level across tile joins.
  vec2 uv = rotateCcw(rp.p, uRotation) / uTileSize;
  float height = texture(uMaterial, uv).r;
#if defined(OUTPUT_COVERAGE) || defined(OUTPUT_ORM)
  return vec4(vec3(height), height);
#else
  return vec4(uColors[0], height);
#endif
}
