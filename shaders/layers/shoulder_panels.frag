// Shoulder panels (spec document 1 §3): a yoke over the shoulders. On the front and back it is a
// band `width` pixels thick that follows the top outline of the panel (neckline and shoulder
// seams, uShoulderLine, from the game layout), `offset` pixels below it (a negative offset moves it
// up over the seam, so less of it shows). With SHOULDER_EXTEND it carries on over the sleeve caps:
// the same band along each sleeve's top (shoulder) edge.
#include "../lib/coverage.glsl"

#ifndef SHOULDER_LINE_POINTS
#define SHOULDER_LINE_POINTS 16
#endif
uniform vec2 uShoulderLine[SHOULDER_LINE_POINTS]; // region space, left to right
uniform int uShoulderPointCount;
uniform float uWidth;
uniform float uOffset;

vec4 layerColor(RegionPoint rp) {
  float aa = pixelFootprint(rp.p);
  float below = 1e5; // distance below the top outline, measured across the band
  if (rp.region == REGION_FRONT || rp.region == REGION_BACK) {
    for (int i = 0; i < SHOULDER_LINE_POINTS - 1; i++) {
      if (i + 1 >= uShoulderPointCount) break;
      vec2 a = uShoulderLine[i];
      vec2 b = uShoulderLine[i + 1];
      if (rp.p.x >= a.x && rp.p.x <= b.x && b.x > a.x) {
        float slope = (b.y - a.y) / (b.x - a.x);
        float top = a.y + slope * (rp.p.x - a.x);
        below = (top - rp.p.y) / sqrt(1.0 + slope * slope);
      }
    }
  }
#if defined(SHOULDER_EXTEND)
  if (rp.region == REGION_SLEEVE_LEFT || rp.region == REGION_SLEEVE_RIGHT) below = rp.size.y * 0.5 - rp.p.y;
#endif
  return vec4(uColors[0], segmentCoverage(below, aa, uOffset, uOffset + uWidth));
}
