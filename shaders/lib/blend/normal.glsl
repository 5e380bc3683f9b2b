// use: vec4 blendNormal(vec4 dst, vec4 src, float opacity): source-over (see separable.glsl).
#ifndef KITSMITH_BLEND_NORMAL
#define KITSMITH_BLEND_NORMAL
#include "./separable.glsl"
vec4 blendNormal(vec4 dst, vec4 src, float opacity) {
  return blendSeparable(dst, src, opacity, src.rgb);
}
#endif
