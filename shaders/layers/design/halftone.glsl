// halftone_gradient: horizontal lines, `width` pixels thick at the hem with an equal gap, thinning
// row by row to nothing over `size` % of the panel's height.
// halftone_gradient_dots: a grid of elements (square, diamond, circle, triangle), el_size*2 pixels
// apart, shrinking over `size` % of the height; mode 1 staggers every other row by half a step.
// Each line or dot keeps one size, taken at its centre, as printed halftone does.
// Body of layerColor (see design.frag): reads p, aa, rp; returns.
  float fromHem = p.y + rp.size.y * 0.5;
  float extent = max(uSize * 0.01 * rp.size.y, 1e-3);
#if defined(DESIGN_HALFTONE_GRADIENT)
  float pitch = 2.0 * uWidth;
  float row = floor(fromHem / pitch);
  float strength = clamp(1.0 - (row + 0.5) * pitch / extent, 0.0, 1.0);
  float halfThickness = strength * pitch * 0.5;
  float rowCentre = (row + 0.5) * pitch;
  return vec4(uColors[0], segmentCoverage(fromHem, aa, rowCentre - halfThickness, rowCentre + halfThickness));
#else
  float pitch = 2.0 * uElSize;
  float baseRow = floor(fromHem / pitch);
  float d = 1e5;
  // The 3x3 neighbourhood, so elements grown past their cell are not clipped at its edge.
  for (int dy = -1; dy <= 1; dy++) {
    float row = baseRow + float(dy);
#if DESIGN_MODE == 1
    float shift = mod(row, 2.0) * 0.5 * pitch;
#else
    float shift = 0.0;
#endif
    float strength = clamp(1.0 - (row + 0.5) * pitch / extent, 0.0, 1.0);
    if (row < 0.0 || strength <= 0.0) continue;
    float baseColumn = floor((p.x - shift) / pitch + 0.5);
    for (int dx = -1; dx <= 1; dx++) {
      vec2 centre = vec2((baseColumn + float(dx)) * pitch + shift, (row + 0.5) * pitch);
      vec2 q = vec2(p.x, fromHem) - centre;
      float r = strength * pitch * 0.5;
#if DESIGN_SHAPE == 1
      float e = (abs(q.x) + abs(q.y) - 2.0 * r) * 0.70710678; // diamond: corners reach the next cells
#elif DESIGN_SHAPE == 2
      float e = length(q) - r * 1.41421356; // circle: touches its neighbours' at full strength
#elif DESIGN_SHAPE == 3
      float e = sdTriangle(q, r * 1.15, r * 2.0);
#else
      float e = sdRoundBox(q, vec2(r), 0.0);
#endif
      d = min(d, e);
    }
  }
  return vec4(uColors[0], coverageOf(d, aa));
#endif
