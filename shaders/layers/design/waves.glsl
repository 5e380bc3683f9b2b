// zig_zag: horizontal zig-zag bands `size` pixels thick, `distance` apart, with `zags` teeth across
// the panel, vertical_size pixels from trough to peak (negative flips them). mode 1 centres a band
// on the panel, mode 0 centres a gap; count bands on each side (0 = fill the panel).
// waves: smooth bands `size` thick with an equal gap, `zags` waves across the panel, filling it;
// each wave rises a quarter of its length, whatever the thickness, so it always reads as a wave.
// The bands are measured vertically, so the filter footprint is stretched by the slope to keep
// slanted edges as crisp as flat ones. Body of layerColor (see design.frag): reads p, aa, rp; returns.
  float period = rp.size.x / max(uZags, 1e-3);
#if defined(DESIGN_ZIG_ZAG)
  float phase = fract(p.x / period);
  float crest = uZags > 0.0 ? uVerticalSize * (abs(phase - 0.5) * 2.0 - 0.5) : 0.0;
  float slope = uZags > 0.0 ? 2.0 * uVerticalSize / period : 0.0;
  float thickness = uSize;
  float pitch = max(uSize + uDistance, 1e-3);
#if DESIGN_MODE == 0
  float start = uDistance * 0.5;
  float firstBand = -uCount, lastBand = uCount - 1.0;
#else
  float start = -uSize * 0.5;
  float firstBand = -uCount, lastBand = uCount;
#endif
  float lo = -1e5, hi = 1e5;
  if (uCount > 0.5) {
    lo = start + firstBand * pitch;
    hi = start + lastBand * pitch + thickness;
  }
#else
  float angle = 6.28318531 * p.x / period;
  float amplitude = uZags > 0.0 ? period * 0.25 : 0.0;
  float crest = amplitude * cos(angle);
  float slope = -amplitude * sin(angle) * 6.28318531 / period;
  float thickness = uSize;
  float pitch = 2.0 * uSize;
  float start = -uSize * 0.5;
  float lo = -1e5, hi = 1e5;
#endif
  float footprint = aa * sqrt(1.0 + slope * slope);
  return vec4(uColors[0], periodicBandCoverage(p.y - crest, footprint, pitch, start, thickness, lo, hi));
