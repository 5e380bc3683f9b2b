// The one full-screen triangle every compositor pass draws: vUv runs 0..1 over the target.
in vec3 position;
out vec2 vUv;
void main() {
  vUv = position.xy * 0.5 + 0.5;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}
