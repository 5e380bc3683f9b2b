// Text drawn from a signed distance field atlas and a glyph table (src/compositor/text/).
// use: vec2 d = glyphRunDistance(atlas, table, runs, rp, footprint, sdf);
//      vec4 c = glyphRunPaint(d, footprint, fill, border);
// d.x is the signed distance to the nearest letter edge in region pixels, NEGATIVE inside (the
// convention of sdf.glsl); d.y the same for the outer edge of the letters' borders (each glyph
// carries its own border width, 0 = none). sdf = (cutoff, radius) of the atlas. Table rows: see
// src/compositor/text/glyph-table.ts.
#ifndef LIB_GLYPH_RUN
#define LIB_GLYPH_RUN

vec2 glyphRunDistance(sampler2D atlas, sampler2D table, int runs, RegionPoint rp, float footprint, vec2 sdf) {
  vec2 atlasSize = vec2(textureSize(atlas, 0));
  vec2 best = vec2(1e4);
  for (int r = 0; r < runs; r++) {
    vec4 run = texelFetch(table, ivec2(0, r), 0);
    if (int(run.x + 0.5) != rp.region) continue;
    vec2 q = rp.p - run.yz * rp.size * 0.5;
    vec4 box = texelFetch(table, ivec2(2, r), 0);
    if (any(lessThan(q, box.xy)) || any(greaterThan(q, box.zw))) continue;
    int first = int(run.w + 0.5);
    int last = first + int(texelFetch(table, ivec2(1, r), 0).x + 0.5);
    for (int i = first; i < last; i++) {
      vec4 row0 = texelFetch(table, ivec2(0, i), 0);
      vec4 row1 = texelFetch(table, ivec2(1, i), 0);
      vec2 t = vec2(dot(row0.xy, q) + row0.z, dot(row1.xy, q) + row1.z);
      vec4 cell = texelFetch(table, ivec2(2, i), 0);
      if (any(lessThan(t, cell.xy)) || any(greaterThan(t, cell.zw))) continue;
      vec4 meta = texelFetch(table, ivec2(3, i), 0);
      // Explicit level: implicit derivatives are undefined inside this data-dependent branch.
      float lod = max(log2(footprint * meta.x), 0.0);
      float v = textureLod(atlas, t / atlasSize, lod).r;
      // tiny-sdf stores 1 - (distance / radius + cutoff), distance positive outside, in atlas px.
      float outside = (1.0 - v - sdf.x) * sdf.y / meta.x;
      best = min(best, vec2(outside, outside - meta.y));
    }
  }
  return best;
}

// Fill over its border (border colour only where d.y is inside and d.x outside), straight colour.
vec4 glyphRunPaint(vec2 dist, float footprint, vec3 fill, vec3 border) {
  float fillCover = clamp(0.5 - dist.x / footprint, 0.0, 1.0);
  float outerCover = max(clamp(0.5 - dist.y / footprint, 0.0, 1.0), fillCover);
  if (outerCover <= 0.0) return vec4(fill, 0.0);
  return vec4(mix(border, fill, fillCover / outerCover), outerCover);
}

#endif
