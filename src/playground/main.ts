/**
 * The layer playground (playground.html): one card per layer kind of the registry, and one per
 * base design of the DESIGNS table, each drawn by the real compositor on the front panel with
 * live controls. A tool for people to look at every kind, not part of the editor.
 */
import * as THREE from 'three';
import { BLEND_MODES, DESIGNS, defaultLayer, type DesignName, type LayerKind } from '../kit/index.ts';
import { LAYER_PASSES } from '../compositor/layers/registry.ts';
import { AreaCompositor } from '../compositor/area-compositor.ts';
import { PassPrograms } from '../compositor/program.ts';
import '../games/all.ts';
import { gameLayout } from '../games/index.ts';
import type { LayerData } from '../compositor/layers/contract.ts';
import { PLAYGROUND_MESSAGES as M } from './messages.ts';
import {
  boolControl,
  choiceControl,
  colorControl,
  numberControl,
  paramControl,
  type Fields,
} from './controls.ts';

const PREVIEW = { width: 256, height: 336 };
const root = document.getElementById('playground')!;
const heading = document.createElement('h1');
heading.textContent = M.title;
root.append(heading);

const renderer = new THREE.WebGLRenderer({ canvas: document.createElement('canvas') });
const programs = new PassPrograms();
const layout = gameLayout('eafc');
const shirt = layout.areas.shirt!;
const front = shirt.regions.find((r) => r.name === 'front')!.rect;
const uvRect = [
  front.x / shirt.width,
  1 - (front.y + front.h) / shirt.height,
  front.w / shirt.width,
  front.h / shirt.height,
] as const;

/** Draws [grey base, layer] on the front panel into the card's canvas. */
async function draw(area: AreaCompositor, canvas: HTMLCanvasElement, layer: Fields): Promise<void> {
  const base = { n: 'base', uuid: 'playground-base', type: 'base', c: ['#5a5f6b'] };
  await area.update([base, { ...layer, uuid: 'playground-layer' } as unknown as LayerData]);
  const { width, height } = PREVIEW;
  const raw = new Uint8Array(width * height * 4);
  renderer.readRenderTargetPixels(area.albedo, 0, 0, width, height, raw);
  const image = new ImageData(width, height);
  for (let y = 0; y < height; y++)
    image.data.set(raw.subarray((height - 1 - y) * width * 4, (height - y) * width * 4), y * width * 4);
  canvas.getContext('2d')!.putImageData(image, 0, 0);
}

function card(
  title: string,
  initial: Fields,
  extra: (layer: Fields, redraw: () => void) => HTMLElement[],
): void {
  const section = document.createElement('section');
  const h2 = document.createElement('h2');
  h2.textContent = title;
  const canvas = Object.assign(document.createElement('canvas'), PREVIEW);
  canvas.setAttribute('aria-label', title);
  section.append(h2, canvas);
  root.append(section);
  const area = new AreaCompositor({
    renderer,
    programs,
    layout: shirt,
    game: 'eafc',
    scale: 1,
    hasRoughness: true,
    loadTexture: (url) => new THREE.TextureLoader().loadAsync(url),
    viewport: { uvRect, ...PREVIEW },
  });
  const layer: Fields = { ...initial };
  let pending = false;
  const redraw = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      void draw(area, canvas, layer);
    });
  };
  const set = (key: string) => (value: unknown) => {
    layer[key] = value;
    redraw();
  };
  const colors = Array.isArray(layer.c) ? (layer.c as string[]) : [];
  colors.forEach((c, i) =>
    section.append(
      colorControl(M.colour(i), c, (v) => {
        colors[i] = v;
        layer.c = [...colors];
        redraw();
      }),
    ),
  );
  section.append(...extra(layer, redraw));
  section.append(
    numberControl(M.opacity, 0, 100, 100, set('opacity')),
    choiceControl(M.blendMode, BLEND_MODES, 'Normal', set('blendMode')),
    numberControl(M.hue, -100, 100, 0, set('hue')),
    numberControl(M.saturation, -100, 100, 0, set('saturation')),
    boolControl(M.mirror, false, set('mirror')),
    boolControl(M.mirrorCenter, false, set('mirror_center')),
    boolControl(M.copyCenter, false, set('copy_center')),
  );
  redraw();
}

/** Colours a layer shows by default in the playground, vivid enough to see shapes. */
const SAMPLE_COLORS = [
  '#f5b700',
  '#ffffff',
  '#d7263d',
  '#1b998b',
  '#2e294e',
  '#f46036',
  '#c5d86d',
  '#00a6ed',
  '#7fb800',
  '#ff6f59',
];

for (const [name, design] of Object.entries(DESIGNS) as [DesignName, (typeof DESIGNS)[DesignName]][]) {
  const layer = defaultLayer('design', { game: 'eafc', type: name }) as unknown as Fields;
  layer.c = SAMPLE_COLORS.slice(0, design.colors);
  card(M.design(name), layer, (l, redraw) =>
    Object.entries(design.params).map(([param, spec]) =>
      paramControl(param, spec, l[param], (v) => {
        l[param] = v;
        redraw();
      }),
    ),
  );
}

for (const kind of Object.keys(LAYER_PASSES)) {
  if (kind === 'design') continue;
  const layer = defaultLayer(kind as LayerKind, { game: 'eafc' }) as unknown as Fields;
  const count = Array.isArray(layer.c) ? (layer.c as string[]).length : 1;
  layer.c = SAMPLE_COLORS.slice(0, Math.max(1, count));
  if (kind === 'text') Object.assign(layer, { text: 'KITSMITH 10' });
  card(M.kind(kind), layer, (l, redraw) => {
    const numbers = Object.entries(l).filter(
      ([key, v]) =>
        typeof v === 'number' && !['opacity', 'hue', 'saturation', 'shininess', 'metalness'].includes(key),
    );
    const controls: HTMLElement[] = numbers.map(([key, v]) =>
      numberControl(key, Math.min(-500, v as number), Math.max(800, v as number), v as number, (value) => {
        l[key] = value;
        redraw();
      }),
    );
    const raw = document.createElement('textarea');
    raw.setAttribute('aria-label', M.rawFields);
    const textual = Object.fromEntries(Object.entries(l).filter(([, v]) => typeof v !== 'number'));
    raw.value = JSON.stringify(textual, null, 1);
    const error = Object.assign(document.createElement('p'), { className: 'error' });
    raw.addEventListener('change', () => {
      try {
        Object.assign(l, JSON.parse(raw.value) as Fields);
        error.textContent = '';
        redraw();
      } catch {
        error.textContent = M.badJson;
      }
    });
    return [...controls, raw, error];
  });
}
