// Basketball player printing: back number, name (arched, above or below it) and front number,
// all from one font; laid out on the CPU by src/compositor/layers/printing.ts.
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
