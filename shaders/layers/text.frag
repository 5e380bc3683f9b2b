// Text layer: letters from the font's SDF atlas, laid out on the CPU (src/compositor/layers/text.ts).
// Colour 0 fills the letters; with a border the border colour is the last colour of the list.
#include "../lib/coverage.glsl"
#include "../lib/glyph-run.glsl"

uniform sampler2D uAtlas;
uniform sampler2D uGlyphs;
uniform int uRunCount;
uniform vec2 uSdf;

vec4 layerColor(RegionPoint rp) {
  float footprint = pixelFootprint(rp.p);
  vec2 dist = glyphRunDistance(uAtlas, uGlyphs, uRunCount, rp, footprint, uSdf);
  vec3 border = uColors[max(uColorCount - 1, 0)];
  return glyphRunPaint(dist, footprint, uColors[0], border);
}
