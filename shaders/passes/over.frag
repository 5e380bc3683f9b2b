// Premultiplied source-over of a pre-composed stack onto the composite below it:
// the associativity of Normal-over-Normal is what lets the layers above an edited one be
// composed once and then applied in a single pass per edit.
precision highp float;
uniform sampler2D uBelow;
uniform sampler2D uAbove;
in vec2 vUv;
out vec4 outColor;
void main() {
  // Both have the target's size: fetch texels directly (no filtering work).
  ivec2 texel = ivec2(gl_FragCoord.xy);
  vec4 above = texelFetch(uAbove, texel, 0);
  outColor = above + texelFetch(uBelow, min(texel, textureSize(uBelow, 0) - 1), 0) * (1.0 - above.a);
}
