// use: vec4 blendSeparable(vec4 dst, vec4 src, float opacity, vec3 mixed)
// The W3C separable compositing step every blend mode shares. dst is PREMULTIPLIED (the composite
// so far), src is STRAIGHT colour with coverage alpha (a layer's output), opacity 0..1, mixed is
// B(cb, cs) of the mode. Result: premultiplied, source-over with the mode's colour where dst exists.
#ifndef KITSMITH_BLEND_SEPARABLE
#define KITSMITH_BLEND_SEPARABLE
vec3 blendUnpremultiply(vec4 c) {
  return c.a > 0.0 ? clamp(c.rgb / c.a, 0.0, 1.0) : vec3(0.0);
}
vec4 blendSeparable(vec4 dst, vec4 src, float opacity, vec3 mixed) {
  float as = clamp(src.a * opacity, 0.0, 1.0);
  vec3 cs = mix(src.rgb, mixed, dst.a);
  return vec4(cs * as + dst.rgb * (1.0 - as), as + dst.a * (1.0 - as));
}
#endif
