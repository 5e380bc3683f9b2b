// One layer's step in a pass, emitted after the layer's snippet inside its renaming scope, so a
// merged pass holds layerStep_L0, layerStep_L1, ... The engine defines, per layer:
//   LAYER_BLEND  blendNormal | blendOverlay | blendMultiply | blendLighten | blendScreen
//   LAYER_MASK   when the layer is masked (uMask: the mask layer's coverage, R8)
//   OUTPUT_COVERAGE (mask targets) or OUTPUT_ORM (roughness/metalness targets), else albedo.
//   HOST_MIRROR, HOST_MIRROR_CENTER, HOST_MIRROR_ON_BACK, HOST_COPY_CENTER, HOST_SLEEVES_SHORT,
//   HOST_INVERT_MASK (the uFlags bits that are set), HOST_HUE_SATURATION (hue or saturation not 0),
//   HOST_BORDER (the layer has a border its kind does not draw itself).
// The flags are defines, not branches on uFlags: a CPU rasteriser (llvmpipe) still runs a branch's
// texture reads when no texel takes it, so an unused rule (copy_center evaluates the kind twice)
// would cost every layer every texel.
uniform float uOpacity;    // 0..1
uniform float uHue;        // -100..100
uniform float uSaturation; // -100..100
uniform int uRegionMask;   // bit r set: drawn on region id r (display flags)
uniform int uFlags;        // 1 mirror, 2 mirror_center, 4 mirror_on_back, 8 copy_center,
                           // 16 sleeves drawn on the short-sleeve part only, 32 inverted mask
// The panel map cells the layer's shown regions lie in (x0, y0, x1, y1, ends excluded; see
// footprintCells in src/compositor/dirty-rect.ts). Outside it the layer is not shown, so its kind is
// not evaluated there: llvmpipe skips the call on SIMD blocks whose texels are all outside, which is
// most of the area for a layer on one or two regions (a number on the back, a badge).
uniform ivec4 uFootprint;
#ifdef LAYER_MASK
uniform sampler2D uMask;
#endif
#ifdef OUTPUT_ORM
uniform float uRoughness;
uniform float uMetalness;
#endif

#ifdef HOST_BORDER
uniform float uBorder; // the layer's border in region pixels (layerBorderPx in layer-common.ts)
// The layer's border: its coverage grown by uBorder (the most coverage found on two rings of 8
// samples around the texel, so a stripe or a logo's stroke thinner than the border is still
// outlined), in the layer's last colour, under the layer itself. A kind is a function of the point,
// so this costs 16 more evaluations of it on bordered layers only, not a second pass.
vec4 layerBordered(RegionPoint rp) {
  vec4 fill = layerColor(rp);
  float grown = fill.a;
  for (int i = 0; i < 16; i++) {
    float angle = float(i) * 0.39269908; // 2 pi / 16
    float radius = (i % 2 == 0) ? uBorder : uBorder * 0.5;
    RegionPoint q = rp;
    q.p = rp.p + radius * vec2(cos(angle), sin(angle));
    grown = max(grown, layerColor(q).a);
  }
  // Straight-alpha "over": the fill over its border.
  float alpha = fill.a + grown * (1.0 - fill.a);
  if (alpha <= 0.0) return vec4(0.0);
  vec3 edge = uColors[max(uColorCount - 1, 0)];
  return vec4((fill.rgb * fill.a + edge * grown * (1.0 - fill.a)) / alpha, alpha);
}
#define HOST_LAYER_COLOR layerBordered
#else
#define HOST_LAYER_COLOR layerColor
#endif

vec4 layerStep(vec4 dst, HostTexel t) {
  bool shown = t.region != 0 && ((uRegionMask >> t.region) & 1) != 0;
#ifdef HOST_SLEEVES_SHORT
  bool sleeve = t.region == REGION_SLEEVE_LEFT || t.region == REGION_SLEEVE_RIGHT;
  shown = shown && !(sleeve && t.p.y < t.shortSleeveY);
#endif
  vec2 q = t.p;
#ifdef HOST_MIRROR
  q.x = -q.x;
#endif
#ifdef HOST_MIRROR_ON_BACK
  if (t.region == REGION_BACK) q.x = -q.x;
#endif
#ifdef HOST_MIRROR_CENTER
  q.x = abs(q.x);
#endif
#if defined(LAYER_MASK) && !defined(OUTPUT_COVERAGE) && !defined(OUTPUT_ORM)
  // Albedo targets have the mask's size: read this texel's own coverage, and skip the kind on the
  // 2x2 blocks the mask hides entirely (a masked layer often shows on a small part of the area;
  // GPUs skip such blocks, llvmpipe only kinds without texture reads). Whole blocks, so the kind's
  // derivatives stay defined; the skipped step leaves dst exactly as it is.
  ivec2 texel = ivec2(gl_FragCoord.xy);
  ivec2 last = textureSize(uMask, 0) - 1;
  ivec2 block = texel - texel % 2;
  vec4 quad = vec4(texelFetch(uMask, min(block, last), 0).r,
                   texelFetch(uMask, min(block + ivec2(1, 0), last), 0).r,
                   texelFetch(uMask, min(block + ivec2(0, 1), last), 0).r,
                   texelFetch(uMask, min(block + ivec2(1, 1), last), 0).r);
  ivec2 corner = texel % 2;
  float m = quad[corner.y * 2 + corner.x];
#ifdef HOST_INVERT_MASK
  bool hidden = all(equal(quad, vec4(1.0)));
#else
  bool hidden = all(equal(quad, vec4(0.0)));
#endif
#elif defined(LAYER_MASK)
  // ORM and 3D-detail coverage targets are smaller than the mask: filter it.
  float m = texture(uMask, vUv).r;
  bool hidden = false;
#else
  bool hidden = false;
#endif
  // Outside the footprint `shown` is false, so the step leaves dst exactly as it is either way.
  bool inFootprint = all(greaterThanEqual(t.cell, uFootprint.xy)) && all(lessThan(t.cell, uFootprint.zw));
  vec4 src = vec4(0.0);
  if (!hidden && inFootprint) {
    src = HOST_LAYER_COLOR(RegionPoint(q, t.size, t.region));
#ifdef HOST_COPY_CENTER
    vec4 copy = HOST_LAYER_COLOR(RegionPoint(vec2(-q.x, q.y), t.size, t.region));
    float a = src.a + copy.a * (1.0 - src.a);
    src.rgb = a > 0.0 ? (src.rgb * src.a + copy.rgb * copy.a * (1.0 - src.a)) / a : src.rgb;
    src.a = a;
#endif
  }
  src.a = shown ? clamp(src.a, 0.0, 1.0) : 0.0;
#ifdef LAYER_MASK
#ifdef HOST_INVERT_MASK
  src.a *= 1.0 - m;
#else
  src.a *= m;
#endif
#endif
#if defined(OUTPUT_COVERAGE)
  return vec4(max(dst.r, src.a), 0.0, 0.0, 1.0);
#elif defined(OUTPUT_ORM)
  return blendNormal(dst, vec4(1.0, uRoughness, uMetalness, src.a), uOpacity);
#else
#ifdef HOST_HUE_SATURATION
  src.rgb = hostHueSaturation(src.rgb, uHue, uSaturation);
#else
  src.rgb = clamp(src.rgb, 0.0, 1.0);
#endif
  return LAYER_BLEND(dst, src, uOpacity);
#endif
}

#undef HOST_LAYER_COLOR
