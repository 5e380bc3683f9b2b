// Separable Gaussian blur of a layer's 3D-detail coverage (run at reduced resolution: it is a
// height field, so fine detail adds nothing). The vertical pass also shapes the blurred coverage
// (flat plateau, border ridge, inverted) and adds it, scaled by strength, onto the height so far.
precision highp float;
uniform sampler2D uSource;
uniform sampler2D uHeight; // vertical pass: accumulated height of the layers before
uniform vec2 uStep;        // one texel along the blur direction, in uv
uniform float uSigma;      // in texels
uniform float uStrength;   // height amplitude in region pixels (vertical pass)
uniform int uShape;        // 1 flat, 2 inverted, 4 border (vertical pass)
in vec2 vUv;
out vec4 outColor;

void main() {
  float sum = 0.0;
  float weights = 0.0;
  // 13 taps spread over +-3 sigma; the bilinear fetch fills between them.
  float spacing = max(uSigma * 0.5, 1.0);
  for (int i = -6; i <= 6; i++) {
    float x = float(i) * spacing;
    float w = exp(-0.5 * x * x / (uSigma * uSigma + 1e-4));
    sum += texture(uSource, vUv + uStep * x).r * w;
    weights += w;
  }
  float c = sum / weights;
#ifdef ACCUMULATE
  float h = c;
  if ((uShape & 1) != 0) h = smoothstep(0.1, 0.6, c);
  if ((uShape & 4) != 0) h = 1.0 - abs(2.0 * c - 1.0);
  if ((uShape & 2) != 0) h = -h;
  outColor = vec4(texture(uHeight, vUv).r + h * uStrength, 0.0, 0.0, 1.0);
#else
  outColor = vec4(c, 0.0, 0.0, 1.0);
#endif
}
