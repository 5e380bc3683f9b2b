/**
 * Test page: one full-screen shader pass into an RGBA8 render target, read back.
 * It exercises the same path the compositor uses (three's renderer, a render target,
 * a GLSL file through vite-plugin-glsl) so a broken toolchain fails here first.
 */
import * as THREE from 'three';
import gradientFrag from './gradient.frag';

declare global {
  interface Window {
    shaderPass: (size: number) => { pixels: number[]; glError: number; renderer: string };
  }
}

window.shaderPass = (size: number) => {
  const canvas = document.createElement('canvas');
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: false });
  const target = new THREE.WebGLRenderTarget(size, size, {
    type: THREE.UnsignedByteType,
    depthBuffer: false,
  });
  const material = new THREE.RawShaderMaterial({
    glslVersion: THREE.GLSL3,
    vertexShader: `in vec3 position; out vec2 vUv;
      void main() { vUv = position.xy * 0.5 + 0.5; gl_Position = vec4(position.xy, 0.0, 1.0); }`,
    fragmentShader: gradientFrag,
    uniforms: { uColor: { value: new THREE.Vector3(0.2, 0.4, 0.6) } },
  });
  const geometry = new THREE.BufferGeometry();
  // One triangle covering the viewport: no diagonal seam, fewer vertices than a quad.
  geometry.setAttribute('position', new THREE.Float32BufferAttribute([-1, -1, 0, 3, -1, 0, -1, 3, 0], 3));
  const mesh = new THREE.Mesh(geometry, material);
  mesh.frustumCulled = false;
  const scene = new THREE.Scene();
  scene.add(mesh);
  renderer.setRenderTarget(target);
  renderer.render(scene, new THREE.Camera());
  const pixels = new Uint8Array(size * size * 4);
  renderer.readRenderTargetPixels(target, 0, 0, size, size, pixels);
  const gl = renderer.getContext();
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const result = {
    pixels: Array.from(pixels),
    glError: gl.getError(),
    renderer: String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)),
  };
  target.dispose();
  renderer.dispose();
  return result;
};
