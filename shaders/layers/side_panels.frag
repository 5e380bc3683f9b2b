// Side panels (spec document 1 §3): a band `width` pixels wide down each side of the body, where
// front meets back, in the layer's colour. Drawn at both side edges of every body, sleeve and
// shorts region, because each of those panels is cut with its side seams at its left and right
// edges (on a sleeve, the underarm seam); the layer's display flags choose which panels show it.
#include "../lib/coverage.glsl"

uniform float uWidth;

vec4 layerColor(RegionPoint rp) {
  float aa = pixelFootprint(rp.p);
  float halfWidth = rp.size.x * 0.5;
  float cover = segmentCoverage(rp.p.x, aa, -halfWidth, -halfWidth + uWidth) +
                segmentCoverage(rp.p.x, aa, halfWidth - uWidth, halfWidth);
  bool panel = rp.region != REGION_COLLAR && rp.region != REGION_SOCK && rp.region != REGION_ARMBAND;
  return vec4(uColors[0], panel ? min(cover, 1.0) : 0.0);
}
