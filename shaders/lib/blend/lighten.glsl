// use: vec4 blendLighten(vec4 dst, vec4 src, float opacity): B = max(cb, cs) per channel.
#ifndef KITSMITH_BLEND_LIGHTEN
#define KITSMITH_BLEND_LIGHTEN
#include "./separable.glsl"
vec4 blendLighten(vec4 dst, vec4 src, float opacity) {
  vec3 cb = blendUnpremultiply(dst);
  return blendSeparable(dst, src, opacity, max(cb, src.rgb));
}
#endif
