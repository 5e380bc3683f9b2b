// Basketball shorts number on one leg; laid out on the CPU by src/compositor/layers/printing_shorts.ts.
#include "../lib/coverage.glsl"
#include "../lib/glyph-run.glsl"

uniform sampler2D uAtlas;
uniform sampler2D uGlyphs;
uniform int uRunCount;
uniform vec2 uSdf;

vec4 layerColor(RegionPoint rp) {
  float footprint = pixelFootprint(rp.p);
  vec2 dist = glyphRunDistance(uAtlas, uGlyphs, uRunCount, rp, footprint, uSdf);
  return glyphRunPaint(dist, footprint, uColors[0], uColors[max(uColorCount - 1, 0)]);
}
