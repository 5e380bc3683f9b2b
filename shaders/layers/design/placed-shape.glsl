// rectangle, triangle, circle: one shape placed by offset/offset_y, turned by rotation, optionally
// doubled by its mirror image across the centre line, with an optional outline in the next colour.
// Body of layerColor (see design.frag): reads p, aa, rp; returns.
#if defined(DESIGN_MIRROR_BACK)
  // Mirrored on the back so a shape placed on the wearer's left stays on the wearer's left.
  if (rp.region == REGION_BACK) p.x = -p.x;
#endif
  vec2 centre = vec2(uOffset, -uOffsetY);
  vec2 q = rotateCcw(p - centre, uRotation);
#if defined(DESIGN_MIRROR_CENTER)
  vec2 qMirror = rotateCcw(vec2(-p.x, p.y) - centre, uRotation);
#endif
#if defined(DESIGN_RECTANGLE)
  vec2 halfSize = vec2(uWidth, uHeight) * 0.5;
  float radius = uRoundness * 0.01 * min(halfSize.x, halfSize.y);
  float d = sdRoundBox(q, halfSize, radius);
#if defined(DESIGN_MIRROR_CENTER)
  d = min(d, sdRoundBox(qMirror, halfSize, radius));
#endif
#elif defined(DESIGN_TRIANGLE)
  float d = sdTriangle(q, uWidth * 0.5, uHeight);
#if defined(DESIGN_MIRROR_CENTER)
  d = min(d, sdTriangle(qMirror, uWidth * 0.5, uHeight));
#endif
#else
  // width is the radius; width_ratio > 0 widens the circle, < 0 makes it taller (up to double).
  vec2 radii = uWidth * vec2(1.0 + max(uWidthRatio, 0.0) * 0.01, 1.0 + max(-uWidthRatio, 0.0) * 0.01);
  float d = sdEllipse(q, radii);
#if defined(DESIGN_MIRROR_CENTER)
  d = min(d, sdEllipse(qMirror, radii));
#endif
#endif
  float fill = coverageOf(d, aa);
#if defined(DESIGN_OUTLINE)
  // The outline grows outwards from the shape's edge, like a text border, in the colour after
  // the fill colour.
  float outer = coverageOf(d - uOutlineWidth, aa);
  vec3 outlineColor = uColors[DESIGN_FILL_COUNT > 1 ? 1 : 0];
  return vec4(mix(outlineColor, uColors[0], fill), outer);
#else
  return vec4(uColors[0], fill);
#endif
