/**
 * Compositor benchmark page, driven by bench/compositor/run.ts. Every timed run ends with a 1x1
 * readPixels from an RGBA8 target (gl.finish does not wait in Chrome), and readbacks are counted
 * by wrapping readPixels/getImageData (the timing fence itself is not counted).
 */
import * as THREE from 'three';
import { restoreKit, type Kit } from '../../src/kit/index.ts';
import { KitCompositor } from '../../src/compositor/kit-compositor.ts';
import { PassPrograms } from '../../src/compositor/program.ts';
import { buildPanelMap } from '../../src/compositor/panel-map.ts';
import { createTarget, solidTexture } from '../../src/compositor/targets.ts';
import { drawPass, passCounter } from '../../src/compositor/gl/fullscreen.ts';
import { layerStep } from '../../src/compositor/layer-steps.ts';
import { layerPass } from '../../src/compositor/layers/registry.ts';
import { rendererName } from '../../src/compositor/automation.ts';
import '../../src/games/all.ts';
import { gameLayout } from '../../src/games/index.ts';
import type { CommonLayer } from '../../src/compositor/layer-common.ts';
import { PeerRenderer } from '../compositor/peer.ts';

const canvas = document.createElement('canvas');
const renderer = new THREE.WebGLRenderer({ canvas, antialias: false });
const gl = renderer.getContext() as WebGL2RenderingContext;

let readbacks = 0;
let fenceDepth = 0;
const originalReadPixels = gl.readPixels.bind(gl) as (...args: unknown[]) => void;
(gl as unknown as { readPixels: (...args: unknown[]) => void }).readPixels = (...args: unknown[]) => {
  if (fenceDepth === 0) readbacks++;
  originalReadPixels(...args);
};
const originalGetImageData = CanvasRenderingContext2D.prototype.getImageData;
CanvasRenderingContext2D.prototype.getImageData = function (this: CanvasRenderingContext2D, ...args) {
  if (fenceDepth === 0) readbacks++;
  return originalGetImageData.apply(this, args as Parameters<typeof originalGetImageData>);
} as typeof originalGetImageData;

/** Waits for the GPU: a 1x1 readPixels from an RGBA8 target. */
function fence(target: THREE.WebGLRenderTarget): void {
  const px = new Uint8Array(4);
  fenceDepth++;
  renderer.readRenderTargetPixels(target, 0, 0, 1, 1, px);
  fenceDepth--;
}

/**
 * Waits for the pass that wrote `target`: llvmpipe finishes the work of the target read, not all
 * queued work, so the breakdown reads 1x1 from each pass's own target (R8 and RGBA8 as bytes, the
 * half-float height fields as floats, the formats WebGL2 always lets one read them in).
 */
function fenceTarget(target: THREE.WebGLRenderTarget): void {
  const half = target.texture.type === THREE.HalfFloatType;
  const previous = renderer.getRenderTarget();
  renderer.setRenderTarget(target);
  fenceDepth++;
  if (half) gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.FLOAT, new Float32Array(4));
  else gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  fenceDepth--;
  renderer.setRenderTarget(previous);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const round = (x: number) => Math.round(x * 100) / 100;

/**
 * Time of one pass of each layer (over the composite below, into a size x size target), after a
 * warm-up draw that compiles the program: the "typical layer pass" is the median over the kit.
 */
async function layerPassTimes(
  layers: readonly CommonLayer[],
  scale: number,
  textures: Map<CommonLayer, Record<string, THREE.Texture>>,
) {
  const layout = gameLayout('eafc').areas.shirt!;
  const panel = buildPanelMap(layout);
  const size = layout.width * scale;
  const programs = new PassPrograms();
  const a = createTarget({ width: size, height: size, format: 'rgba8' });
  const b = createTarget({ width: size, height: size, format: 'rgba8' });
  const below = solidTexture([40, 40, 80, 255]);
  const ctx = {
    renderer,
    game: 'eafc',
    area: 'shirt' as const,
    scale,
    loadTexture: () => Promise.reject(new Error('none')),
  };
  const times: { kind: string; ms: number }[] = [];
  for (const layer of layers) {
    await breathe();
    const step = layerStep({ ...layer, mask: null }, 'albedo', {
      ctx,
      area: 'shirt',
      textures: textures.get(layer),
      mask: null,
    });
    if (!step) continue;
    const draw = (input: THREE.Texture, out: THREE.WebGLRenderTarget) =>
      drawPass(renderer, programs.material([step], 'albedo', input, panel, [0, 0, 1, 1]), out);
    draw(below, a);
    fence(a);
    const t0 = performance.now();
    draw(a.texture, b);
    draw(b.texture, a);
    fence(a);
    times.push({ kind: layer.n, ms: (performance.now() - t0) / 2 });
  }
  for (const t of [a, b]) t.dispose();
  programs.dispose();
  panel.texture.dispose();
  return times;
}

/** The textures each layer's kind loads, through the real compositor's loader. */
async function loadLayerTextures(layers: readonly CommonLayer[]) {
  const ctx = {
    renderer,
    game: 'eafc',
    area: 'shirt' as const,
    scale: 1,
    loadTexture: (url: string) => new THREE.TextureLoader().loadAsync(url),
  };
  const map = new Map<CommonLayer, Record<string, THREE.Texture>>();
  for (const layer of layers) {
    const pass = layerPass(layer.n);
    if (pass?.textures) map.set(layer, await pass.textures(layer, ctx).catch(() => ({})));
  }
  return map;
}

/** Lets the page answer the runner's polling between long synchronous GPU waits. */
const breathe = () => new Promise((resolve) => setTimeout(resolve, 0));

function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/** The kit with the middle shirt layer's opacity stepped, as a slider does. */
function withStep(kit: Kit, index: number, step: number): Kit {
  const next = { ...kit, layers: { ...kit.layers, shirt: [...kit.layers.shirt] } };
  const layer = next.layers.shirt[index]!;
  next.layers.shirt[index] = { ...layer, opacity: 100 - (step % 40) } as typeof layer;
  return next;
}

async function editMs(kit: Kit, scale: number, edits: number, mergeLimit?: number) {
  const compositor = new KitCompositor({ renderer, game: 'eafc', scale, mergeLimit });
  await compositor.update(kit);
  const albedo = compositor.areas.shirt!.albedo;
  fence(albedo);
  const index = Math.floor(kit.layers.shirt.length / 2);
  const times: number[] = [];
  const passes: number[] = [];
  const readbacksBefore = readbacks;
  let scissor = compositor.areas.shirt!.stats.lastScissor;
  console.log(`[bench] kit loaded at scale ${scale}`);
  for (let i = 1; i <= edits; i++) {
    const next = withStep(kit, index, i);
    await breathe();
    fence(albedo); // whatever ran in the pause (a settled mip build) is not this edit's cost
    const t0 = performance.now();
    await compositor.update(next);
    fence(albedo);
    times.push(performance.now() - t0);
    passes.push(compositor.areas.shirt!.stats.lastPasses);
    scissor = compositor.areas.shirt!.stats.lastScissor;
  }
  const readbacksDuringEdits = readbacks - readbacksBefore;
  // Full recomposite: forget every cache and draw the whole kit again (all areas and maps).
  const fullTimes: number[] = [];
  for (let i = 0; i < 2; i++) {
    await breathe();
    for (const area of Object.values(compositor.areas)) area.invalidate();
    const t0 = performance.now();
    await compositor.update(kit);
    fence(albedo);
    fullTimes.push(performance.now() - t0);
  }
  const breakdown = await fullBreakdown(compositor, kit, albedo);
  const result = {
    edit_ms: median(times),
    edit_passes: median(passes),
    full_ms: median(fullTimes),
    full_passes: compositor.areas.shirt!.stats.lastPasses,
    readbacks: readbacksDuringEdits,
    edit_scissor: scissor,
    gpu_bytes: compositor.gpuBytes(),
    edited_layer: `${index}: ${kit.layers.shirt[index]!.n}`,
    full_breakdown: breakdown,
  };
  compositor.dispose();
  return result;
}

/**
 * Where one full recomposite's time goes: each pass's target is waited for after it, and the time
 * since the previous wait (the pass's own CPU set-up included) is summed per pass name (output and
 * kinds, e.g. "albedo: text+text", "detail: blur h") and target size. "other" is the time outside
 * passes (texture preparation, the final wait). Waiting per pass adds a little of its own, so the
 * parts sum to slightly more than `full_ms`.
 */
async function fullBreakdown(compositor: KitCompositor, kit: Kit, albedo: THREE.WebGLRenderTarget) {
  await breathe();
  for (const area of Object.values(compositor.areas)) area.invalidate();
  const parts = new Map<string, { ms: number; passes: number }>();
  const add = (name: string, ms: number) => {
    const part = parts.get(name) ?? { ms: 0, passes: 0 };
    part.ms += ms;
    part.passes++;
    parts.set(name, part);
  };
  fence(albedo);
  const t0 = performance.now();
  let last = t0;
  passCounter.afterPass = (material, target) => {
    if (target) fenceTarget(target);
    const now = performance.now();
    add(
      `${material.name || 'unnamed'} @${target ? `${target.width}x${target.height}` : 'canvas'}`,
      now - last,
    );
    last = now;
  };
  try {
    await compositor.update(kit);
  } finally {
    passCounter.afterPass = null;
  }
  fence(albedo);
  const end = performance.now();
  add('other', end - last);
  return {
    total_ms: round(end - t0),
    parts: Object.fromEntries(
      [...parts.entries()]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([name, p]) => [name, `${round(p.ms)} ms / ${p.passes}`]),
    ),
  };
}

interface Peer {
  renderer: PeerRenderer;
  gl: WebGL2RenderingContext;
}

/**
 * The peer with its images loaded. Made before anything is measured: the run lasts many minutes,
 * and the peer must draw the same kit as ours (its images all there), whatever the server does.
 */
async function preparePeer(kit: Kit, scale: number): Promise<Peer> {
  // Its own context, as another designer's app would have.
  const gl = document.createElement('canvas').getContext('webgl2')!;
  const renderer = new PeerRenderer(gl, scale);
  const urls = kit.layers.shirt.flatMap((l) => {
    const r = l as unknown as Record<string, string>;
    if (l.n === 'pattern') return [`/patterns/${r.p}.png`];
    if (l.n === 'graphic') return [`/graphics/${r.g}.png`];
    if (l.n === 'logo') return [`/logos/${r.l}.png`];
    return [];
  });
  await renderer.loadImages(urls);
  return { renderer, gl };
}

async function peerEditMs({ renderer: peer, gl: peerGl }: Peer, kit: Kit, edits: number): Promise<number> {
  const index = Math.floor(kit.layers.shirt.length / 2);
  const times: number[] = [];
  const px = new Uint8Array(4);
  for (let i = 1; i <= edits; i++) {
    await breathe();
    const layers = withStep(kit, index, i).layers.shirt as unknown as Parameters<PeerRenderer['render']>[0];
    const t0 = performance.now();
    peer.render(layers);
    fenceDepth++;
    peerGl.readPixels(0, 0, 1, 1, peerGl.RGBA, peerGl.UNSIGNED_BYTE, px);
    fenceDepth--;
    times.push(performance.now() - t0);
  }
  return median(times);
}

declare global {
  interface Window {
    compositorBench: (
      kits: { ten: unknown; thirty: unknown },
      opts: { edits: number; peerEdits: number; peerCheck?: boolean; sizes?: readonly string[] },
    ) => Promise<Record<string, unknown>>;
  }
}

window.compositorBench = async (kits, opts) => {
  const thirty = restoreKit(clone(kits.thirty), { game: 'eafc' }).kit;
  const peerAt2048 = await preparePeer(thirty, 1);
  if (opts.peerCheck) {
    // Ours and the peer's edit at 2048 back to back, so both see the same machine load.
    const ours = await editMs(thirty, 1, opts.peerEdits);
    const peer = await peerEditMs(peerAt2048, thirty, opts.peerEdits);
    return {
      edit_ms: round(ours.edit_ms),
      peer_edit_ms: round(peer),
      peer_over_edit: round(peer / ours.edit_ms),
    };
  }
  const shirtLayers = thirty.layers.shirt.filter((l) => !l.disabled) as unknown as CommonLayer[];
  const textures = await loadLayerTextures(shirtLayers);
  const result: Record<string, unknown> = { renderer: rendererName(renderer) };
  const pass: Record<string, number> = {};
  const edit: Record<string, number> = {};
  const full: Record<string, number> = {};
  const fullUnmerged: Record<string, number> = {};
  const ratios: Record<string, number> = {};
  const details: Record<string, unknown> = {};
  let readbackCount = 0;
  const sizes = (
    [
      ['2048', 1],
      ['4096', 2],
    ] as const
  ).filter(([label]) => !opts.sizes || opts.sizes.includes(label));
  for (const [label, scale] of sizes) {
    const perLayer = await layerPassTimes(shirtLayers, scale, textures);
    pass[label] = round(median(perLayer.map((p) => p.ms)));
    console.log(`[bench] pass at ${label}: median ${pass[label]} ms over ${perLayer.length} layers`);
    const e = await editMs(thirty, scale, opts.edits);
    console.log(
      `[bench] edit at ${label}: ${round(e.edit_ms)} ms (${e.edit_passes} passes), full ${round(e.full_ms)} ms`,
    );
    const unmerged = scale === 1 ? await editMs(thirty, scale, 1, 1) : null;
    if (unmerged) console.log(`[bench] full without merging at ${label}: ${round(unmerged.full_ms)} ms`);
    edit[label] = round(e.edit_ms);
    full[label] = round(e.full_ms);
    if (unmerged) fullUnmerged[label] = round(unmerged.full_ms);
    readbackCount += e.readbacks;
    ratios[`edit_over_pass_${label}`] = round(e.edit_ms / pass[label]!);
    ratios[`full_over_30_passes_${label}`] = round(e.full_ms / (30 * pass[label]!));
    details[label] = {
      ...e,
      edit_ms: round(e.edit_ms),
      full_ms: round(e.full_ms),
      full_unmerged_passes: unmerged?.full_passes,
      layer_pass_ms: perLayer.map((p) => `${p.kind} ${round(p.ms)}`),
    };
    if (scale === 2) result.gpu_bytes = e.gpu_bytes;
  }
  const peer2048 = await peerEditMs(peerAt2048, thirty, opts.peerEdits);
  console.log(`[bench] peer edit at 2048: ${round(peer2048)} ms`);
  return {
    ...result,
    pass_ms: pass,
    edit_ms: edit,
    full_ms: full,
    full_unmerged_ms: fullUnmerged,
    readbacks_during_edits: readbackCount,
    peer_edit_ms: { '2048': round(peer2048) },
    peer_over_edit_2048: round(peer2048 / edit['2048']!),
    ...ratios,
    gpu_mib_at_scale_2: round((result.gpu_bytes as number) / 2 ** 20),
    details,
  };
};
