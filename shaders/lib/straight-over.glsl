// Porter-Duff "over" for straight (not premultiplied) colours, used inside a kind that paints
// several colours in one layer (a stripe over its border, a separator over its stripe).
// use: straightOver(top, bottom)
#ifndef LIB_STRAIGHT_OVER
#define LIB_STRAIGHT_OVER

vec4 straightOver(vec4 top, vec4 bottom) {
  float alpha = top.a + bottom.a * (1.0 - top.a);
  if (alpha <= 0.0) return vec4(0.0);
  vec3 rgb = (top.rgb * top.a + bottom.rgb * bottom.a * (1.0 - top.a)) / alpha;
  return vec4(rgb, alpha);
}

#endif
