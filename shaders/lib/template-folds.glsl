// use: vec2 templateFoldGradient(sampler2D folds, HostTexel t)
// The template's fold normals as a height gradient (height per region pixel), to add to the
// 3D-detail relief. The image spans each garment panel like the template's other images (u across
// the panel seen from outside, v up) and holds tangent-space normals encoded as n * 128 + 127, so
// #7f7fff is flat (spec §9) and a flat texel adds exactly nothing. Needs hostTexel().
#ifndef LIB_TEMPLATE_FOLDS
#define LIB_TEMPLATE_FOLDS
vec2 templateFoldGradient(sampler2D folds, HostTexel t) {
  bool garment = t.region == REGION_FRONT || t.region == REGION_BACK ||
    t.region == REGION_SLEEVE_LEFT || t.region == REGION_SLEEVE_RIGHT ||
    t.region == REGION_SHORTS_FRONT || t.region == REGION_SHORTS_BACK || t.region == REGION_SOCK;
  if (!garment) return vec2(0.0);
  vec2 uv = clamp(t.p / t.size + 0.5, 0.0, 1.0);
  vec3 n = (textureLod(folds, uv, 0.0).rgb * 255.0 - 127.0) / 128.0;
  return -n.xy / max(n.z, 0.1);
}
#endif
