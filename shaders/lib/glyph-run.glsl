// Text drawn from a signed distance field atlas and a glyph table (src/compositor/text/).
// use: float d = glyphRunDistance(atlas, table, count, rp, footprint, sdf);
//      vec4 c = glyphRunPaint(d, footprint, borderPx, fill, border);
// d is the signed distance to the nearest glyph edge in region pixels, NEGATIVE inside, the
// convention of sdf.glsl; sdf = (cutoff, radius) of the atlas. Table rows: see glyph-table.ts.
#ifndef LIB_GLYPH_RUN
#define LIB_GLYPH_RUN

float glyphRunDistance(sampler2D atlas, sampler2D table, int count, RegionPoint rp, float footprint, vec2 sdf) {
  vec2 atlasSize = vec2(textureSize(atlas, 0));
  float best = 1e4;
  for (int i = 0; i < count; i++) {
    vec4 meta = texelFetch(table, ivec2(3, i), 0);
    if (int(meta.x + 0.5) != rp.region) continue;
    vec4 row0 = texelFetch(table, ivec2(0, i), 0);
    vec4 row1 = texelFetch(table, ivec2(1, i), 0);
    vec2 q = rp.p - vec2(row0.w, row1.w) * rp.size * 0.5;
    vec2 t = vec2(dot(row0.xy, q) + row0.z, dot(row1.xy, q) + row1.z);
    vec4 cell = texelFetch(table, ivec2(2, i), 0);
    if (any(lessThan(t, cell.xy)) || any(greaterThan(t, cell.zw))) continue;
    // Explicit level: implicit derivatives are undefined inside this data-dependent branch.
    float lod = max(log2(footprint * meta.y), 0.0);
    float v = textureLod(atlas, t / atlasSize, lod).r;
    // tiny-sdf stores 1 - (distance / radius + cutoff), distance positive outside, in atlas px.
    float outside = (1.0 - v - sdf.x) * sdf.y / meta.y;
    best = min(best, outside);
  }
  return best;
}

// Fill with an optional border around it (borderPx 0 = none), straight colour and coverage.
vec4 glyphRunPaint(float dist, float footprint, float borderPx, vec3 fill, vec3 border) {
  float fillCover = clamp(0.5 - dist / footprint, 0.0, 1.0);
  if (borderPx <= 0.0) return vec4(fill, fillCover);
  float outerCover = clamp(0.5 - (dist - borderPx) / footprint, 0.0, 1.0);
  // The fill sits on its border: colour is the fill where it covers, the border elsewhere.
  return vec4(mix(border, fill, fillCover / max(outerCover, 1e-6)), outerCover);
}

#endif
