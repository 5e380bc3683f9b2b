// use: vec4 blendOverlay(vec4 dst, vec4 src, float opacity):
// B = cb <= 0.5 ? 2 cb cs : 1 - 2 (1 - cb)(1 - cs) (hard light with the layers swapped).
#ifndef KITSMITH_BLEND_OVERLAY
#define KITSMITH_BLEND_OVERLAY
#include "./separable.glsl"
vec4 blendOverlay(vec4 dst, vec4 src, float opacity) {
  vec3 cb = blendUnpremultiply(dst);
  vec3 low = 2.0 * cb * src.rgb;
  vec3 high = 1.0 - 2.0 * (1.0 - cb) * (1.0 - src.rgb);
  return blendSeparable(dst, src, opacity, mix(low, high, step(0.5, cb)));
}
#endif
