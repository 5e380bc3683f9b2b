/**
 * Test page: one layer kind drawn over ONE region, isolated from any game layout, so pixel tests
 * can check a kind's drawing analytically in region space (a stripe `width` pixels wide covers
 * `width * scale` texels). The region fills the whole target: texel (i, j) sits at region point
 * ((i + 0.5) / W - 0.5, (j + 0.5) / H - 0.5) * regionSize. Output is the kind's straight colour
 * and coverage, unblended. The engine's own page (compositor.html) tests the kinds in layouts.
 */
import '../../../src/games/all.ts';
import './pack.ts';
import * as THREE from 'three';
import { drawPass, passMaterial } from '../../../src/compositor/gl/fullscreen.ts';
import { layerPass } from '../../../src/compositor/layers/registry.ts';
import type { LayerData, PassContext } from '../../../src/compositor/layers/contract.ts';
import { REGION_IDS, regionDefines, type RegionName } from '../../../src/games/index.ts';
import prelude from '../../../shaders/host/prelude.glsl';
import layerInputs from '../../../shaders/host/layer-inputs.glsl';

export interface RegionRenderOptions {
  /** Region size in region pixels (texture scale 1). */
  regionSize: [number, number];
  /** Target size in texels. */
  width: number;
  height: number;
  region?: RegionName;
  game?: string;
  /** Which of the host's outputs the kind draws for: the albedo (default), a coverage or ORM pass. */
  output?: 'albedo' | 'coverage' | 'orm';
}

export interface RegionRenderResult {
  pixels: number[];
  glError: number;
  error?: string;
}

declare global {
  interface Window {
    regionRender: (
      layer: LayerData & { c?: string[] },
      opts: RegionRenderOptions,
    ) => Promise<RegionRenderResult>;
  }
}

const MAIN = `
uniform vec2 uRegionSize;
uniform int uRegion;
void main() {
  outColor = layerColor(RegionPoint((vUv - 0.5) * uRegionSize, uRegionSize, uRegion));
}`;

const renderer = new THREE.WebGLRenderer({ canvas: document.createElement('canvas'), antialias: false });
const textures = new Map<string, Promise<THREE.Texture>>();
// A compile error comes back to the test as text (the GLSL log), not only as a console line.
let shaderError: string | undefined;
renderer.debug.onShaderError = (gl, _program, vertex, fragment) => {
  shaderError = `${gl.getShaderInfoLog(fragment) ?? ''}${gl.getShaderInfoLog(vertex) ?? ''}`;
};

function loadTexture(url: string): Promise<THREE.Texture> {
  let texture = textures.get(url);
  if (!texture) {
    texture = new THREE.TextureLoader().loadAsync(url).then((t) => {
      t.colorSpace = THREE.NoColorSpace;
      return t;
    });
    textures.set(url, texture);
  }
  return texture;
}

function colorVectors(hex: readonly string[]): THREE.Vector3[] {
  const out: THREE.Vector3[] = [];
  for (let i = 0; i < 10; i++) {
    const value = Number.parseInt((hex[Math.min(i, hex.length - 1)] ?? '#000000').slice(1), 16);
    out.push(new THREE.Vector3(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255));
  }
  return out;
}

window.regionRender = async (layer, opts) => {
  const pass = layerPass(layer.n);
  if (!pass) return { pixels: [], glError: 0, error: `no pass for kind ${layer.n}` };
  const ctx: PassContext = {
    renderer,
    game: opts.game ?? 'eafc',
    area: 'shirt',
    scale: opts.width / opts.regionSize[0],
    loadTexture,
  };
  // Textures first, as the engine does: a kind may learn catalogue colours while loading them.
  const kindTextures = pass.textures ? await pass.textures(layer, ctx) : {};
  const kindUniforms = { ...pass.uniforms(layer, ctx), ...kindTextures };
  const defines = Object.entries(pass.defines(layer)).map(([k, v]) => `#define ${k} ${v}`);
  const output =
    opts.output === 'coverage'
      ? ['#define OUTPUT_COVERAGE 1']
      : opts.output === 'orm'
        ? ['#define OUTPUT_ORM 1']
        : [];
  const source = [...output, regionDefines(), prelude, ...defines, layerInputs, pass.fragment, MAIN].join(
    '\n',
  );
  const colors = layer.c ?? ['#ffffff'];
  const uniforms: Record<string, THREE.IUniform> = {
    uRegionSize: { value: new THREE.Vector2(...opts.regionSize) },
    uRegion: { value: REGION_IDS[opts.region ?? 'front'] },
    uColors: { value: colorVectors(colors) },
    uColorCount: { value: colors.length },
  };
  for (const [name, value] of Object.entries(kindUniforms)) uniforms[name] = { value };
  const material = passMaterial(source, uniforms);
  const target = new THREE.WebGLRenderTarget(opts.width, opts.height, { depthBuffer: false });
  drawPass(renderer, material, target);
  const pixels = new Uint8Array(opts.width * opts.height * 4);
  renderer.readRenderTargetPixels(target, 0, 0, opts.width, opts.height, pixels);
  const glError = renderer.getContext().getError();
  const error = shaderError;
  shaderError = undefined;
  target.dispose();
  material.dispose();
  return error ? { pixels: Array.from(pixels), glError, error } : { pixels: Array.from(pixels), glError };
};
