precision highp float;
// Red rises left to right, green bottom to top, blue is a constant uniform: each channel
// checks a different part of the pass (interpolation, orientation, uniforms).
in vec2 vUv;
uniform vec3 uColor;
out vec4 fragColor;
void main() {
  fragColor = vec4(vUv.x, vUv.y, uColor.b, 1.0);
}
