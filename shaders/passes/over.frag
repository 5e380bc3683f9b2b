// Premultiplied source-over of a pre-composed stack onto the composite below it:
// the associativity of Normal-over-Normal is what lets the layers above an edited one be
// composed once and then applied in a single pass per edit.
precision highp float;
uniform sampler2D uBelow;
uniform sampler2D uAbove;
in vec2 vUv;
out vec4 outColor;
void main() {
  vec4 above = texture(uAbove, vUv);
  outColor = above + texture(uBelow, vUv) * (1.0 - above.a);
}
