// Sleeve cuffs (spec document 1 §3): a band `width` pixels tall at each sleeve's hem.
// CUFF_MODE 0 Default: the band in uBands equal stripes, colour 1 at the hem, then upwards.
// CUFF_MODE 1 Half-half: colour 1 on the sleeve's left half, colour 2 on its right half.
// CUFF_MODE 2 Piping: the band in colour 1 with a line of pipingWidth in colour 2 along its upper
// edge, aligned like a stroke in a drawing tool: 0 Outside (above the edge, on the sleeve),
// 1 Inside (within the cuff) or 2 Center (straddling the edge).
#include "../lib/coverage.glsl"
#include "../lib/straight-over.glsl"

uniform float uWidth;
uniform float uPipingWidth;
uniform float uBands;
uniform float uHemY; // region y of the hem: the long or the short sleeve's, as the kit shows

vec4 layerColor(RegionPoint rp) {
  float aa = pixelFootprint(rp.p);
  bool sleeve = rp.region == REGION_SLEEVE_LEFT || rp.region == REGION_SLEEVE_RIGHT;
  float fromHem = rp.p.y - uHemY;
  float cuff = segmentCoverage(fromHem, aa, 0.0, uWidth);
  vec3 second = uColors[uColorCount > 1 ? 1 : 0];
#if CUFF_MODE == 1
  float right = segmentCoverage(rp.p.x, aa, 0.0, 1e5);
  vec4 color = vec4(mix(uColors[0], second, right), cuff);
#elif CUFF_MODE == 2
  float edge = uWidth;
#if CUFF_PIPING_ALIGNMENT == 0
  float lo = edge;
#elif CUFF_PIPING_ALIGNMENT == 1
  float lo = edge - uPipingWidth;
#else
  float lo = edge - uPipingWidth * 0.5;
#endif
  float piping = segmentCoverage(fromHem, aa, lo, lo + uPipingWidth);
  vec4 color = straightOver(vec4(second, piping), vec4(uColors[0], cuff));
#else
  // Stripes stacked from the hem: sum each stripe's exact coverage so touching stripes never seam.
  float bandHeight = uWidth / max(uBands, 1.0);
  vec3 rgb = vec3(0.0);
  for (int i = 0; i < 10; i++) {
    if (float(i) >= uBands) break;
    rgb += uColors[min(i, uColorCount - 1)] * segmentCoverage(fromHem, aa, float(i) * bandHeight, float(i + 1) * bandHeight);
  }
  vec4 color = vec4(cuff > 0.0 ? rgb / cuff : uColors[0], cuff);
#endif
  return sleeve ? color : vec4(0.0);
}
