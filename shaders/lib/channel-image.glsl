// Recolouring by channel: in a channel-mask image (public/logos, public/graphics) red, green and
// blue each mark one part and alpha is coverage. Each part takes its own colour; antialiased
// edges between parts blend by their channel weights.
// use: vec4 channelImageColor(texel, c0, c1, c2) -> straight rgb + coverage
#ifndef LIB_CHANNEL_IMAGE
#define LIB_CHANNEL_IMAGE

vec4 channelImageColor(vec4 texel, vec3 c0, vec3 c1, vec3 c2) {
  float total = texel.r + texel.g + texel.b;
  vec3 rgb = total > 1e-4 ? (texel.r * c0 + texel.g * c1 + texel.b * c2) / total : c0;
  return vec4(rgb, texel.a);
}

#endif
