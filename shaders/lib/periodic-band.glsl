// Exactly antialiased repeating bands (stripes, hoops, checks), with no seam where bands touch.
// use: periodicBandCoverage(x, footprint, period, start, width, lo, hi): the fraction of the texel
//      [x - footprint/2, x + footprint/2] covered by bands [start + k*period, start + k*period + width)
//      that lie inside [lo, hi].
#ifndef LIB_PERIODIC_BAND
#define LIB_PERIODIC_BAND

// Integral of the band indicator from `start` to x (any origin works: only differences are used).
float periodicBandIntegral(float x, float period, float start, float width) {
  float y = x - start;
  return floor(y / period) * width + min(mod(y, period), width);
}

float periodicBandCoverage(float x, float footprint, float period, float start, float width, float lo, float hi) {
  float a = clamp(x - footprint * 0.5, lo, hi);
  float b = clamp(x + footprint * 0.5, lo, hi);
  return (periodicBandIntegral(b, period, start, width) - periodicBandIntegral(a, period, start, width)) / footprint;
}

#endif
