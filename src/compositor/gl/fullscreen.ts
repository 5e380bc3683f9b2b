/**
 * One shared full-screen triangle and the few lines that draw a material into a target with it.
 * Offscreen passes must not inherit the 3D view's state: they run with no tone mapping, linear
 * output, no blending from three (the host shader composites itself) and restore what they touched.
 */
import * as THREE from 'three';
import fullscreenVert from '../../../shaders/host/fullscreen.vert';
import type { PixelRect } from '../dirty-rect.ts';

export const FULLSCREEN_VERTEX = fullscreenVert;

// A triangle covering the viewport: no diagonal seam, three vertices.
const geometry = new THREE.BufferGeometry();
geometry.setAttribute('position', new THREE.Float32BufferAttribute([-1, -1, 0, 3, -1, 0, -1, 3, 0], 3));
const mesh = new THREE.Mesh(geometry);
mesh.frustumCulled = false;
const scene = new THREE.Scene();
scene.add(mesh);
const camera = new THREE.Camera();

/**
 * Counts draws so tests and the bench can check "an edit costs a few passes". `afterPass`, when
 * set, is called after each draw: the bench's per-pass breakdown waits for the GPU there.
 */
export const passCounter = {
  passes: 0,
  afterPass: null as ((material: THREE.Material, target: THREE.WebGLRenderTarget | null) => void) | null,
};

/** While `compilePasses` runs its callback: the programs being compiled instead of drawn. */
let compiling: Promise<unknown>[] | null = null;

/**
 * Runs `draw` with every `drawPass` inside it compiling its material for its target, in the
 * state the draw would have, instead of drawing; resolves once those programs can draw without
 * stalling. With KHR_parallel_shader_compile the GPU process compiles them while this thread goes
 * on (loading images, building the 3D view): on a CPU rasteriser a program's first use otherwise
 * blocks the main thread for 10-100 ms (bench/README.md "issue 20, session 6").
 */
export function compilePasses(draw: () => void): Promise<void> {
  const started: Promise<unknown>[] = [];
  compiling = started;
  try {
    draw();
  } finally {
    compiling = null;
  }
  return Promise.all(started).then(() => undefined);
}

/** Whether drawPass only compiles (inside `compilePasses`): copies and readbacks can skip too. */
export const onlyCompiling = (): boolean => compiling !== null;

/**
 * Draws `material` over `target`, or only over `scissor` of it (a dirty rectangle: the texels
 * outside keep what they hold, and the rasteriser shades none of them).
 */
export function drawPass(
  renderer: THREE.WebGLRenderer,
  material: THREE.Material,
  target: THREE.WebGLRenderTarget | null,
  scissor: PixelRect | null = null,
): void {
  const previousTarget = renderer.getRenderTarget();
  const previousToneMapping = renderer.toneMapping;
  const previousAutoClear = renderer.autoClear;
  renderer.toneMapping = THREE.NoToneMapping;
  renderer.autoClear = false;
  mesh.material = material;
  // three applies a target's own scissor when the target is bound.
  const scissored = scissor !== null && target !== null;
  if (scissored) {
    target.scissor.set(scissor.x, scissor.y, scissor.width, scissor.height);
    target.scissorTest = true;
  }
  // Pass shaders that declare uTargetSize learn the size of what they draw into (the host turns it
  // into texels per region pixel, a value the same for every texel of the pass).
  const targetSize = (material as THREE.RawShaderMaterial).uniforms?.uTargetSize?.value as
    THREE.Vector2 | undefined;
  if (targetSize && target) targetSize.set(target.width, target.height);
  renderer.setRenderTarget(target);
  if (compiling) compiling.push(renderer.compileAsync(mesh, camera, scene));
  else {
    renderer.render(scene, camera);
    passCounter.passes++;
  }
  if (!compiling) passCounter.afterPass?.(material, target);
  if (scissored) target.scissorTest = false;
  renderer.setRenderTarget(previousTarget);
  renderer.toneMapping = previousToneMapping;
  renderer.autoClear = previousAutoClear;
}

/** A pass material: GLSL 3, no depth, no three blending (the host composites in the shader). */
export function passMaterial(
  fragmentShader: string,
  uniforms: Record<string, THREE.IUniform>,
  vertexShader: string = FULLSCREEN_VERTEX,
): THREE.RawShaderMaterial {
  return new THREE.RawShaderMaterial({
    glslVersion: THREE.GLSL3,
    vertexShader,
    fragmentShader,
    uniforms,
    depthTest: false,
    depthWrite: false,
    blending: THREE.NoBlending,
  });
}
