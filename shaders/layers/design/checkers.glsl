// checkers: a checkerboard of size-pixel rows; a check is width_ratio times as wide as it is
// tall. rows limits it to a band of that many rows centred on the panel (0 = the whole panel).
// mode 0 centres a painted check on the centre line, 1 ends it there (offset left), 2 starts it
// there (offset right). Body of layerColor (see design.frag): reads p, aa; returns.
  float checkHeight = uSize;
  float checkWidth = uSize * uWidthRatio;
#if DESIGN_MODE == 1
  float columnStart = -checkWidth;
#elif DESIGN_MODE == 2
  float columnStart = 0.0;
#else
  float columnStart = -checkWidth * 0.5;
#endif
  float columns = periodicBandCoverage(p.x, aa, 2.0 * checkWidth, columnStart, checkWidth, -1e5, 1e5);
  float rowsLo = -1e5, rowsHi = 1e5;
  // With an odd number of rows (or a full panel) a row is centred on the panel, else a row edge.
  float rowStart = checkHeight * 0.5;
  if (uRows > 0.5) {
    rowsHi = uRows * checkHeight * 0.5;
    rowsLo = -rowsHi;
    if (mod(uRows, 2.0) < 0.5) rowStart = 0.0;
  }
  // The centre row is painted where the columns are (odd rows where they are not): XOR of two
  // box-filtered band patterns, exact because each depends on one axis only.
  float inRows = segmentCoverage(p.y, aa, rowsLo, rowsHi);
  float oddRows = periodicBandCoverage(p.y, aa, 2.0 * checkHeight, rowStart, checkHeight, rowsLo, rowsHi);
  float evenRows = inRows - oddRows;
  return vec4(uColors[0], columns * evenRows + (1.0 - columns) * oddRows);
