// gradient, stepped_gradient: the colour fades from solid at the hem to nothing, over `size` %
// (gradient_size % for the stepped one) of the panel's height. revert fades from the top instead.
// The stepped gradient fades in bands of `size` pixels. Body of layerColor: reads p, aa, rp; returns.
  float fromHem = p.y + rp.size.y * 0.5;
#if defined(DESIGN_REVERT)
  fromHem = rp.size.y - fromHem;
#endif
#if defined(DESIGN_GRADIENT)
  float extent = uSize * 0.01 * rp.size.y;
  float alpha = extent > 0.0 ? clamp(1.0 - fromHem / extent, 0.0, 1.0) : 0.0;
  return vec4(uColors[0], alpha);
#else
  float extent = uGradientSize * 0.01 * rp.size.y;
  float steps = floor(extent / uSize + 0.5);
  if (steps < 1.0) return vec4(0.0);
  // Box-filter the step edge (steps are at least 10 px, so a texel straddles at most one edge).
  float below = fromHem - aa * 0.5;
  float above = fromHem + aa * 0.5;
  float edge = floor(above / uSize) * uSize;
  float alphaBelow = clamp(1.0 - floor(below / uSize) / steps, 0.0, 1.0);
  float alphaAbove = clamp(1.0 - floor(above / uSize) / steps, 0.0, 1.0);
  float alpha = mix(alphaBelow, alphaAbove, clamp((above - edge) / aa, 0.0, 1.0));
  return vec4(uColors[0], alpha);
#endif
