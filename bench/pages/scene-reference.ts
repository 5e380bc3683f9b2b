/**
 * The 3D benchmark's reference: the least a 3D preview can do on this machine. One textured
 * mesh (a sphere with a 2048 mipmapped, anisotropic texture under a standard material and two
 * lights) drawn with plain three.js at 1280x720. The viewer's figures are reported as ratios to
 * this page's, measured in the same run.
 */
import * as THREE from 'three';

const WIDTH = 1280;
const HEIGHT = 720;
const renderer = new THREE.WebGLRenderer({ antialias: false, preserveDrawingBuffer: true });
renderer.setPixelRatio(1);
renderer.setSize(WIDTH, HEIGHT);
renderer.toneMapping = THREE.ACESFilmicToneMapping;
document.body.appendChild(renderer.domElement);

const canvas = document.createElement('canvas');
canvas.width = canvas.height = 2048;
const g = canvas.getContext('2d')!;
for (let i = 0; i < 16; i++) {
  g.fillStyle = i % 2 ? '#1d3fbb' : '#d62828';
  g.fillRect(0, i * 128, 2048, 128);
}
const texture = new THREE.CanvasTexture(canvas);
texture.colorSpace = THREE.SRGBColorSpace;
texture.anisotropy = Math.min(8, renderer.capabilities.getMaxAnisotropy());

const scene = new THREE.Scene();
scene.background = new THREE.Color('#e6e6e6');
scene.add(new THREE.HemisphereLight('#ffffff', '#8d8d8d', 1.1));
const key = new THREE.DirectionalLight('#ffffff', 2);
key.position.set(2, 3, 4);
scene.add(key);
const mesh = new THREE.Mesh(
  new THREE.SphereGeometry(0.5, 96, 64),
  new THREE.MeshStandardMaterial({ map: texture }),
);
mesh.position.y = 1.2;
scene.add(mesh);
const camera = new THREE.PerspectiveCamera(14, WIDTH / HEIGHT, 0.1, 40);
camera.position.set(0, 1.26, 4.5);
camera.lookAt(0, 1.2, 0);

const gl = renderer.getContext();
const pixel = new Uint8Array(4);
const finish = () => gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);

renderer.render(scene, camera);
finish();
const firstFrameMs = performance.now();

function orbit(frames: number): { median_ms: number; samples: number[] } {
  const samples: number[] = [];
  for (let i = 0; i <= frames; i++) {
    const t0 = performance.now();
    const yaw = (i / frames) * 2 * Math.PI;
    camera.position.set(Math.sin(yaw) * 4.5, 1.26, Math.cos(yaw) * 4.5);
    camera.lookAt(0, 1.2, 0);
    renderer.render(scene, camera);
    finish();
    if (i > 0) samples.push(performance.now() - t0);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return { median_ms: sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2, samples };
}

declare global {
  interface Window {
    sceneReference: { firstFrameMs: number; orbit: typeof orbit };
  }
}
window.sceneReference = { firstFrameMs, orbit };
