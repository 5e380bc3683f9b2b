// Antialiased coverage in region pixel space: how much of one texel's footprint a shape covers.
// use: pixelFootprint(p) once per layerColor (derivatives need uniform control flow), then
//      coverageOf(signedDistance, footprint) or segmentCoverage(x, footprint, lo, hi).
#ifndef LIB_COVERAGE
#define LIB_COVERAGE

// Side of one texel in region pixels: 1 at texture scale 1, 4 at 0.25. Capped because texels on a
// region's border see the neighbouring panel's coordinates and would otherwise smear an edge.
float pixelFootprint(vec2 p) {
  vec2 w = fwidth(p);
  return clamp(max(w.x, w.y), 1e-3, 8.0);
}

// Coverage of a shape given the signed distance (negative inside) at the texel centre.
float coverageOf(float signedDistance, float footprint) {
  return clamp(0.5 - signedDistance / footprint, 0.0, 1.0);
}

// Exact box-filtered coverage of the interval [lo, hi] for a texel centred at x.
float segmentCoverage(float x, float footprint, float lo, float hi) {
  float a = max(x - footprint * 0.5, lo);
  float b = min(x + footprint * 0.5, hi);
  return max(b - a, 0.0) / footprint;
}

#endif
