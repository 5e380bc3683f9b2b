// use: vec4 blendScreen(vec4 dst, vec4 src, float opacity): B = cb + cs - cb * cs (lightens).
#ifndef KITSMITH_BLEND_SCREEN
#define KITSMITH_BLEND_SCREEN
#include "./separable.glsl"
vec4 blendScreen(vec4 dst, vec4 src, float opacity) {
  vec3 cb = blendUnpremultiply(dst);
  return blendSeparable(dst, src, opacity, cb + src.rgb - cb * src.rgb);
}
#endif
