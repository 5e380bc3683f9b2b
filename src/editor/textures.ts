import type { RgbaImage } from '../tools/png.ts';
import * as THREE from 'three';
import { drawPass, type KitCompositor, type TextureMap } from '../compositor/kit-compositor.ts';
import { passMaterial } from '../compositor/gl/fullscreen.ts';
import type { AreaId, Rect } from '../games/index.ts';
import { registerCanvasRedraw } from './canvas-sampler.ts';
import type { GameTextureGuide } from './game-texture.ts';

/**
 * Showing and reading the compositor's textures. They live on the renderer's GPU context, so the
 * Texture tab draws them into that renderer's own canvas (scissored viewports, one per area) and
 * the save preview reads one back; nothing else copies pixels to the CPU.
 */

export interface AreaViewport {
  area: AreaId;
  /** CSS pixels from the canvas's top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The part of the texture shown (u, v offset and size, v up); the whole texture by default. */
  uvRect?: readonly [number, number, number, number];
}

/**
 * Draws part of a premultiplied texture, straight-alpha out. Magnified past one screen pixel
 * per texel it fetches texels unfiltered, so a zoomed-in view shows the texture's real pixels.
 */
const VIEW_FRAGMENT = `precision highp float;
uniform sampler2D uSource; uniform vec4 uRect; uniform bool uNearest;
in vec2 vUv; out vec4 outColor;
void main() {
  vec2 uv = uRect.xy + vUv * uRect.zw;
  ivec2 size = textureSize(uSource, 0);
  vec4 c = uNearest ? texelFetch(uSource, clamp(ivec2(uv * vec2(size)), ivec2(0), size - 1), 0)
                    : texture(uSource, uv);
  outColor = vec4(c.a > 0.0 ? c.rgb / c.a : vec3(0.0), c.a);
}`;

/** Most transfers a guide's file is laid out by (NBA 2K's shorts: five). */
const MAX_GUIDE_PIECES = 8;

/**
 * A game texture laid over an area, see-through (game-texture.ts); compressed ones are flipped.
 * With pieces, each canvas point shows the file through the last piece holding it whose file
 * point no later piece overwrites: the inverse of the download's transfers.
 */
const GUIDE_FRAGMENT = `precision highp float;
#define MAX_PIECES ${MAX_GUIDE_PIECES}
uniform sampler2D uGuide; uniform vec4 uRect; uniform bool uFlipped; uniform float uOpacity;
uniform int uPieces; uniform vec4 uCanvas[MAX_PIECES]; uniform vec4 uFile[MAX_PIECES];
in vec2 vUv; out vec4 outColor;
bool inside(vec2 p, vec4 r) { return all(greaterThanEqual(p, r.xy)) && all(lessThan(p, r.xy + r.zw)); }
void main() {
  vec2 uv = uRect.xy + vUv * uRect.zw;
  bool found = uPieces == 0;
  for (int k = MAX_PIECES - 1; k >= 0 && !found; k--) {
    if (k >= uPieces || !inside(uv, uCanvas[k])) continue;
    vec2 f = uFile[k].xy + (uv - uCanvas[k].xy) / uCanvas[k].zw * uFile[k].zw;
    bool covered = false;
    for (int j = k + 1; j < uPieces; j++) covered = covered || inside(f, uFile[j]);
    if (!covered) { uv = f; found = true; }
  }
  if (!found) discard;
  if (uFlipped) uv.y = 1.0 - uv.y;
  vec4 c = texture(uGuide, uv);
  outColor = vec4(c.rgb, c.a * uOpacity);
}`;

/** A rectangle in fractions from the top-left, y down, as a uv rectangle (x, v, w, h; v up). */
const uvRect = (r: Rect, out: THREE.Vector4) => out.set(r.x, 1 - r.y - r.h, r.w, r.h);

let material: THREE.RawShaderMaterial | null = null;
let guideMaterial: THREE.RawShaderMaterial | null = null;
const WHOLE = [0, 0, 1, 1] as const;

export type AreaGuides = Readonly<Partial<Record<AreaId, GameTextureGuide>>>;

function drawGuide(renderer: THREE.WebGLRenderer, guide: GameTextureGuide, rect: readonly number[]): void {
  guideMaterial ??= passMaterial(GUIDE_FRAGMENT, {
    uGuide: { value: null },
    uRect: { value: new THREE.Vector4() },
    uFlipped: { value: false },
    uOpacity: { value: 1 },
    uPieces: { value: 0 },
    uCanvas: { value: Array.from({ length: MAX_GUIDE_PIECES }, () => new THREE.Vector4()) },
    uFile: { value: Array.from({ length: MAX_GUIDE_PIECES }, () => new THREE.Vector4()) },
  });
  guideMaterial.transparent = true;
  guideMaterial.blending = THREE.NormalBlending;
  guideMaterial.uniforms.uGuide!.value = guide.texture;
  (guideMaterial.uniforms.uRect!.value as THREE.Vector4).set(rect[0]!, rect[1]!, rect[2]!, rect[3]!);
  guideMaterial.uniforms.uFlipped!.value = guide.flipped;
  guideMaterial.uniforms.uOpacity!.value = guide.opacity / 100;
  const pieces = (guide.pieces ?? []).slice(0, MAX_GUIDE_PIECES);
  const canvas = guideMaterial.uniforms.uCanvas!.value as THREE.Vector4[];
  const file = guideMaterial.uniforms.uFile!.value as THREE.Vector4[];
  pieces.forEach((piece, k) => {
    uvRect(piece.canvas, canvas[k]!);
    uvRect(piece.file, file[k]!);
  });
  guideMaterial.uniforms.uPieces!.value = pieces.length;
  drawPass(renderer, guideMaterial, null);
}

export function drawTextures(
  renderer: THREE.WebGLRenderer,
  compositor: KitCompositor,
  viewports: readonly AreaViewport[],
  map: TextureMap = 'albedo',
  guides: AreaGuides = {},
): void {
  material ??= passMaterial(VIEW_FRAGMENT, {
    uSource: { value: null },
    uRect: { value: new THREE.Vector4() },
    uNearest: { value: false },
  });
  material.transparent = false;
  const size = renderer.getSize(new THREE.Vector2());
  renderer.setScissorTest(false);
  renderer.setRenderTarget(null);
  renderer.setClearColor(0x000000, 0);
  renderer.clear();
  renderer.setScissorTest(true);
  for (const view of viewports) {
    const texture = compositor.texture(view.area, map);
    if (!texture) continue;
    // WebGL viewports count from the bottom.
    const y = size.y - view.y - view.height;
    renderer.setViewport(view.x, y, view.width, view.height);
    renderer.setScissor(view.x, y, view.width, view.height);
    const rect = view.uvRect ?? WHOLE;
    const texels = (texture.image as { width?: number } | null)?.width ?? 1;
    material.uniforms.uSource!.value = texture;
    (material.uniforms.uRect!.value as THREE.Vector4).set(...rect);
    material.uniforms.uNearest!.value = view.width / (rect[2] * texels) > 1;
    drawPass(renderer, material, null);
    const guide = guides[view.area];
    if (guide && guide.opacity > 0) drawGuide(renderer, guide, rect);
  }
  renderer.setScissorTest(false);
  renderer.setViewport(0, 0, size.x, size.y);
}

/** The save preview: the shirt texture, 800 px JPEG at quality 0.95 on grey #e6e6e6 (document 1 §7). */
export function capturePreviewJpeg(compositor: KitCompositor, side = 800, quality = 0.95): string | null {
  const pixels = compositor.readPixels('shirt', 'albedo');
  if (!pixels) return null;
  const source = document.createElement('canvas');
  source.width = pixels.width;
  source.height = pixels.height;
  const sourceContext = source.getContext('2d');
  if (!sourceContext) return null;
  const image = sourceContext.createImageData(pixels.width, pixels.height);
  image.data.set(pixels.data);
  sourceContext.putImageData(image, 0, 0);
  const out = document.createElement('canvas');
  const scale = side / Math.max(pixels.width, pixels.height);
  out.width = Math.round(pixels.width * scale);
  out.height = Math.round(pixels.height * scale);
  const context = out.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#e6e6e6';
  context.fillRect(0, 0, out.width, out.height);
  context.drawImage(source, 0, 0, out.width, out.height);
  return out.toDataURL('image/jpeg', quality);
}

/** An RGBA image as a PNG object URL (the caller revokes it): thumbnails, the generator's pictures. */
export function rgbaObjectUrl(image: RgbaImage): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2D canvas'));
  context.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(URL.createObjectURL(blob)) : reject(new Error('toBlob'))),
      'image/png',
    ),
  );
}

/** One map as a PNG blob (automation, downloads). */
export function texturePng(compositor: KitCompositor, area: AreaId, map: TextureMap): Promise<Blob | null> {
  const pixels = compositor.readPixels(area, map);
  if (!pixels) return Promise.resolve(null);
  const canvas = document.createElement('canvas');
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  const image = context.createImageData(pixels.width, pixels.height);
  image.data.set(pixels.data);
  context.putImageData(image, 0, 0);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}

export interface TextureViewMount {
  /** Lays the areas out again (the layout function's inputs changed, e.g. zoom) and redraws. */
  relayout(): void;
  /** Where each area is drawn now, in CSS pixels of the view (a drop finds its area). */
  viewports(): readonly AreaViewport[];
  /** Takes the canvas out again and stops redrawing. */
  unmount(): void;
}

/**
 * Shows the textures inside `element`: moves the renderer's canvas there, keeps it sized to the
 * element, and redraws after every composite.
 */
export function mountTextureView(
  renderer: THREE.WebGLRenderer,
  compositor: () => KitCompositor,
  onComposited: (listener: () => void) => () => void,
  element: HTMLElement,
  label: string,
  layout: (width: number, height: number, areas: readonly AreaId[]) => AreaViewport[],
  guides: () => AreaGuides = () => ({}),
): TextureViewMount {
  const canvas = renderer.domElement;
  canvas.className = 'texture-canvas';
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  element.appendChild(canvas);
  let views: AreaViewport[] = [];
  let size = { w: 1, h: 1 };
  const redraw = () => drawTextures(renderer, compositor(), views, 'albedo', guides());
  const relayout = () => {
    views = layout(size.w, size.h, Object.keys(compositor().areas) as AreaId[]);
    redraw();
  };
  const resize = () => {
    const { width, height } = element.getBoundingClientRect();
    size = { w: Math.max(1, Math.floor(width)), h: Math.max(1, Math.floor(height)) };
    renderer.setPixelRatio(1);
    renderer.setSize(size.w, size.h, true);
    relayout();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(element);
  resize();
  const stop = onComposited(redraw);
  // The eyedropper redraws before it reads, so it never depends on a preserved drawing buffer.
  const unregister = registerCanvasRedraw(canvas, redraw);
  return {
    relayout,
    viewports: () => views,
    unmount() {
      unregister();
      stop();
      observer.disconnect();
      if (canvas.parentElement === element) element.removeChild(canvas);
    },
  };
}
