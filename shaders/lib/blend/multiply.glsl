// use: vec4 blendMultiply(vec4 dst, vec4 src, float opacity): B = cb * cs (darkens).
#ifndef KITSMITH_BLEND_MULTIPLY
#define KITSMITH_BLEND_MULTIPLY
#include "./separable.glsl"
vec4 blendMultiply(vec4 dst, vec4 src, float opacity) {
  vec3 cb = blendUnpremultiply(dst);
  return blendSeparable(dst, src, opacity, cb * src.rgb);
}
#endif
