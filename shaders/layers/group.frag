// Group: the composite of the group's children, premultiplied, which the engine composed alone into
// a target covering the same part of the area as this pass (layers/group.ts). It is read at the
// region point, so the host's mirror and copy rules act on the group as on any layer.
// GROUP_COVERAGE: uGroup is an R8 coverage target instead (one child's coverage for the ORM and
// normal maps, area-detail.ts), so the group's rules act on that child's coverage.
uniform sampler2D uGroup;

vec4 layerColor(RegionPoint rp) {
  // Back from region space to the area texel (the host's hostTexel(), inverted).
  vec2 areaPx = regionToAreaPx(rp.region, rp.p);
  vec2 areaUv = vec2(areaPx.x / uAreaSize.x, 1.0 - areaPx.y / uAreaSize.y);
  vec4 c = texture(uGroup, (areaUv - uUvRect.xy) / uUvRect.zw);
#ifdef GROUP_COVERAGE
  return vec4(1.0, 1.0, 1.0, c.r);
#else
  return c.a > 0.0 ? vec4(c.rgb / c.a, c.a) : vec4(0.0);
#endif
}
