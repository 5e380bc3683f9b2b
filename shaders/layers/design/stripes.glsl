// stripes, stripes_2_colors, stripes_3_colors, stripes_separator: vertical stripes repeated across
// the panel. A "group" is one stripe per colour, left to right in colour order; groups repeat every
// group width + distance. space_between also puts `distance` between the stripes inside a group
// (off: a group's colours touch, like a two-colour barcode). mode places the groups on the centre
// line: 0 a gap on it, 1 a group centred on it, 2 a group ending on it (offset left), 3 a group
// starting on it (offset right). count groups on each side of the centre, 0 = fill the panel.
// Body of layerColor (see design.frag): reads p, aa; returns.
#if defined(DESIGN_STRIPES_2_COLORS)
  const int colorsPerGroup = 2;
#elif defined(DESIGN_STRIPES_3_COLORS)
  const int colorsPerGroup = 3;
#else
  const int colorsPerGroup = 1;
#endif
#if defined(DESIGN_SPACE_BETWEEN)
  float innerGap = uDistance;
#else
  float innerGap = 0.0;
#endif
  float groupWidth = float(colorsPerGroup) * uWidth + float(colorsPerGroup - 1) * innerGap;
  float period = max(groupWidth + uDistance, 1e-3);
#if DESIGN_MODE == 0
  float start = uDistance * 0.5; // groups k = -count .. count-1
  float firstGroup = -uCount, lastGroup = uCount - 1.0;
#elif DESIGN_MODE == 2
  float start = -groupWidth; // group 0 ends on the centre line: k = -(count-1) .. count
  float firstGroup = 1.0 - uCount, lastGroup = uCount;
#elif DESIGN_MODE == 3
  float start = 0.0; // group 0 starts on the centre line: k = -count .. count-1
  float firstGroup = -uCount, lastGroup = uCount - 1.0;
#else
  float start = -groupWidth * 0.5; // group 0 centred: k = -count .. count
  float firstGroup = -uCount, lastGroup = uCount;
#endif
  float x = p.x - uOffsetX;
  float lo = -1e5, hi = 1e5;
  if (uCount > 0.5) {
    lo = start + firstGroup * period;
    hi = start + lastGroup * period + groupWidth;
  }
  float alpha = 0.0;
  vec3 rgb = vec3(0.0);
  for (int i = 0; i < colorsPerGroup; i++) {
    float cover = periodicBandCoverage(x, aa, period, start + float(i) * (uWidth + innerGap), uWidth, lo, hi);
    alpha += cover;
    rgb += uColors[min(i, DESIGN_FILL_COUNT - 1)] * cover;
  }
  vec4 stripes = alpha > 0.0 ? vec4(rgb / alpha, min(alpha, 1.0)) : vec4(0.0);
#if defined(DESIGN_STRIPES_SEPARATOR)
  // A separator line on each side of every stripe, distance_separator away from its edge (a
  // negative distance lays it over the stripe's edge), drawn over the stripes.
  float reach = uDistanceSeparator + uWidthSeparator;
  float sepLo = lo - reach, sepHi = hi + reach;
  float separators =
      periodicBandCoverage(x, aa, period, start - reach, uWidthSeparator, sepLo, sepHi) +
      periodicBandCoverage(x, aa, period, start + uWidth + uDistanceSeparator, uWidthSeparator, sepLo, sepHi);
  stripes = straightOver(vec4(uColors[DESIGN_FILL_COUNT > 1 ? 1 : 0], min(separators, 1.0)), stripes);
#endif
  return stripes;
