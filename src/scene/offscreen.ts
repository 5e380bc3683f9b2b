/**
 * The kit rendered offscreen at an export's own size (Save preview, turntable GIF): the live
 * scene, its lights and the view's camera drawn into a multisampled half-float target of exactly
 * the output size (never an upscaled view), then one pass that tone maps like the view (ACES),
 * encodes sRGB, un-premultiplies and flips rows, into an RGBA8 target read back once, without
 * blocking (a fence, not a synchronous readPixels).
 *
 * The view's frame fills a place of the picture (`place`, output pixels, may reach past the
 * picture when zoomed) through a view offset; given the kit's bounds, the kit itself fills it
 * (`export-framing.ts`). Targets are reused
 * while the size stays, so a GIF's frames allocate only the buffers they hand over.
 */
import * as THREE from 'three';
import { FullScreenQuad } from 'three/examples/jsm/postprocessing/Pass.js';
import { fitViewOffset, type PictureRect } from './export-framing.ts';

const UP = new THREE.Vector3(0, 1, 0);

const OUTPUT_FRAGMENT = /* glsl */ `
// three's ShaderMaterial prefix already declares the colour-space functions (sRGBTransferOETF);
// tone mapping is left out of it for render targets, so its chunk comes in here.
#include <tonemapping_pars_fragment>
uniform sampler2D tScene;
varying vec2 vUv;
void main() {
  vec4 c = texture2D(tScene, vec2(vUv.x, 1.0 - vUv.y));
  vec3 rgb = c.a > 0.0 ? c.rgb / c.a : vec3(0.0);
  rgb = ACESFilmicToneMapping(rgb);
  gl_FragColor = vec4(sRGBTransferOETF(vec4(rgb, 1.0)).rgb, c.a);
}`;

const OUTPUT_VERTEX = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}`;

export class OffscreenKitRender {
  private scene?: THREE.WebGLRenderTarget;
  private output?: THREE.WebGLRenderTarget;
  private readonly camera = new THREE.PerspectiveCamera();
  private readonly turn = new THREE.Quaternion();
  private readonly material = new THREE.ShaderMaterial({
    uniforms: { tScene: { value: null }, toneMappingExposure: { value: 1 } },
    vertexShader: OUTPUT_VERTEX,
    fragmentShader: OUTPUT_FRAGMENT,
    depthTest: false,
    depthWrite: false,
    toneMapped: false,
  });
  private readonly quad = new FullScreenQuad(this.material);

  constructor(private readonly gl: THREE.WebGLRenderer) {}

  private targets(width: number, height: number) {
    if (!this.scene || this.scene.width !== width || this.scene.height !== height) {
      this.scene?.dispose();
      this.output?.dispose();
      this.scene = new THREE.WebGLRenderTarget(width, height, {
        type: THREE.HalfFloatType,
        samples: 4,
        depthBuffer: true,
      });
      this.output = new THREE.WebGLRenderTarget(width, height, { depthBuffer: false });
    }
    return { scene: this.scene, output: this.output! };
  }

  /**
   * Draws `scene` as `view` sees it into width x height pixels, placed at `place`, the camera
   * turned `yawDeg` round the player's vertical axis (a turntable frame): the kit's bounds
   * `fit` fill the place, or without them the view's own frame does. Resolves with RGBA rows top
   * to bottom, straight alpha (0 where no kit is).
   */
  async render(
    scene: THREE.Scene,
    view: THREE.PerspectiveCamera,
    width: number,
    height: number,
    place: PictureRect,
    yawDeg = 0,
    fit: THREE.Box3 | null = null,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const gl = this.gl;
    const targets = this.targets(width, height);
    const camera = this.camera;
    camera.copy(view);
    if (yawDeg) {
      // Screenshot mode turns free view off, so the view looks at a point on the vertical axis.
      const turn = this.turn.setFromAxisAngle(UP, THREE.MathUtils.degToRad(yawDeg));
      camera.position.applyQuaternion(turn);
      camera.quaternion.premultiply(turn);
    }
    if (fit) fitViewOffset(camera, fit, place, width, height);
    else {
      camera.aspect = place.width / place.height;
      camera.setViewOffset(place.width, place.height, -place.x, -place.y, width, height);
      camera.updateProjectionMatrix();
    }

    const previousTarget = gl.getRenderTarget();
    const clearColour = gl.getClearColor(new THREE.Color());
    const clearAlpha = gl.getClearAlpha();
    const background = scene.background;
    try {
      scene.background = null;
      gl.setClearColor(0x000000, 0);
      gl.setRenderTarget(targets.scene);
      gl.clear(true, true, true);
      gl.render(scene, camera);
      this.material.uniforms.tScene!.value = targets.scene.texture;
      gl.setRenderTarget(targets.output);
      this.quad.render(gl);
    } finally {
      scene.background = background;
      gl.setClearColor(clearColour, clearAlpha);
      gl.setRenderTarget(previousTarget);
    }
    const pixels = new Uint8Array(width * height * 4);
    await gl.readRenderTargetPixelsAsync(targets.output, 0, 0, width, height, pixels);
    return pixels;
  }

  dispose(): void {
    this.scene?.dispose();
    this.output?.dispose();
    this.scene = this.output = undefined;
    this.material.dispose();
    this.quad.dispose();
  }
}
