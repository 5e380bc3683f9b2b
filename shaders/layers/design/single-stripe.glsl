// single_stripe, two_color_stripe, three_color_stripe, stripe_with_border: one vertical stripe at
// `offset` from the centre line. Multi-colour stripes are bands of `width` each, side by side from
// left to right in colour order; the bordered stripe has a border of border_width on each side,
// `distance` away from it. Body of layerColor (see design.frag): reads p, aa; returns.
#if defined(DESIGN_TWO_COLOR_STRIPE)
  const int bands = 2;
#elif defined(DESIGN_THREE_COLOR_STRIPE)
  const int bands = 3;
#else
  const int bands = 1;
#endif
  float left = uOffset - float(bands) * uWidth * 0.5;
  float alpha = 0.0;
  vec3 rgb = vec3(0.0);
  for (int i = 0; i < bands; i++) {
    float lo = left + float(i) * uWidth;
    float cover = segmentCoverage(p.x, aa, lo, lo + uWidth);
    alpha += cover;
    rgb += uColors[min(i, DESIGN_FILL_COUNT - 1)] * cover;
  }
  vec4 stripe = alpha > 0.0 ? vec4(rgb / alpha, min(alpha, 1.0)) : vec4(0.0);
#if defined(DESIGN_STRIPE_WITH_BORDER)
  float inner = uWidth * 0.5 + uDistance;
  float border = segmentCoverage(p.x, aa, uOffset - inner - uBorderWidth, uOffset - inner) +
                 segmentCoverage(p.x, aa, uOffset + inner, uOffset + inner + uBorderWidth);
  stripe = straightOver(stripe, vec4(uColors[DESIGN_FILL_COUNT > 1 ? 1 : 0], min(border, 1.0)));
#endif
  return stripe;
