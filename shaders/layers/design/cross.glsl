// cross: a vertical arm on the centre line and a horizontal arm at offset_y (down is positive),
// both `size` pixels wide, running to the panel's edges.
// cross_2_colors: the same cross centred at (offset, offset_y) with a second colour: an inner
// cross `distance` pixels in from each side, or with `sides` a border `distance` wide outside it.
// cross_2_colors_v2: each arm split lengthwise, first colour left/top, second right/bottom, with a
// gap of `distance` between the halves. Body of layerColor (see design.frag): reads p, aa; returns.
#if defined(DESIGN_CROSS)
  vec2 centre = vec2(0.0, -uOffsetY);
#else
  vec2 centre = vec2(uOffset, -uOffsetY);
#endif
  vec2 q = p - centre;
  float halfArm = uSize * 0.5;
  vec3 second = uColors[DESIGN_FILL_COUNT > 1 ? 1 : 0];
#if defined(DESIGN_CROSS_2_COLORS_V2)
  float halfGap = min(uDistance * 0.5, halfArm);
  // Horizontal arm first, the vertical arm over it: the vertical arm reads as continuous.
  vec4 horizontal = straightOver(
      vec4(uColors[0], segmentCoverage(q.y, aa, halfGap, halfArm)),
      vec4(second, segmentCoverage(q.y, aa, -halfArm, -halfGap)));
  vec4 vertical = straightOver(
      vec4(uColors[0], segmentCoverage(q.x, aa, -halfArm, -halfGap)),
      vec4(second, segmentCoverage(q.x, aa, halfGap, halfArm)));
  return straightOver(vertical, horizontal);
#else
  // Union of a vertical and a horizontal arm: a + b - ab is exact for box-filtered coverage
  // because each arm depends on one axis only.
  float vx = segmentCoverage(q.x, aa, -halfArm, halfArm);
  float hy = segmentCoverage(q.y, aa, -halfArm, halfArm);
  vec4 cross = vec4(uColors[0], vx + hy - vx * hy);
#if defined(DESIGN_CROSS_2_COLORS) && defined(DESIGN_SIDES)
  float outer = halfArm + uDistance;
  float ox = segmentCoverage(q.x, aa, -outer, outer);
  float oy = segmentCoverage(q.y, aa, -outer, outer);
  return straightOver(cross, vec4(second, ox + oy - ox * oy));
#elif defined(DESIGN_CROSS_2_COLORS)
  float inner = max(halfArm - uDistance, 0.0);
  float ix = segmentCoverage(q.x, aa, -inner, inner);
  float iy = segmentCoverage(q.y, aa, -inner, inner);
  return straightOver(vec4(second, ix + iy - ix * iy), cross);
#else
  return cross;
#endif
#endif
