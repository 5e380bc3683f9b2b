/**
 * The compositor of a whole kit: one AreaCompositor per texture area of the game's layout, fed
 * from the kit document, on the app's one WebGL2 renderer. Survives context loss by rebuilding
 * every texture from the last document it was given. Images its layers cannot load are told to
 * `onImageFailed` listeners (the editor shows a toast); the kit draws without them.
 */
import * as THREE from 'three';
import { gameLayout, garmentsOn, type AreaId } from '../games/index.ts';
import { areaLayers, type CompositorKit } from './kit-areas.ts';
import { templateBrandSpots } from './layers/template-assets.ts';
import { AreaCompositor } from './area-compositor.ts';
import type { AreaKitValues } from './area-detail.ts';
import { PassPrograms } from './program.ts';
import type { PanelMaps } from './panel-map.ts';
import { MipmapScheduler } from './gl/mipmaps.ts';
import { drawPass } from './gl/fullscreen.ts';
import { ImageLoadError, listenForImageFailures, type ImageFailure } from './images/failures.ts';

export type { CompositorKit } from './kit-areas.ts';
export type { ImageFailure } from './images/failures.ts';

export type TextureMap = 'albedo' | 'orm' | 'normal';

export interface KitCompositorOptions {
  renderer: THREE.WebGLRenderer;
  game: string;
  scale: number;
  /** Layers per merged pass (1 = no merging). */
  mergeLimit?: number;
  /** Base URL of static assets for kinds that load images. */
  assetBase?: string;
  /**
   * Loaded images by URL, shared with other compositors on the same renderer (the editor's
   * first-frame draft and its full-scale successor): an image is decoded and uploaded once.
   */
  images?: Map<string, Promise<THREE.Texture>>;
  /**
   * Panel maps shared with other compositors on the same renderer (a draft's successor, a
   * texture-scale change): each area's map is built once. The caller disposes them.
   */
  panels?: PanelMaps;
}

export class KitCompositor {
  readonly areas: Partial<Record<AreaId, AreaCompositor>> = {};
  private readonly programs = new PassPrograms();
  /** Mip chains are rebuilt once edits settle; `mipmapsBuilt` lets the app redraw then. */
  readonly mipmaps: MipmapScheduler;
  mipmapsBuilt: (() => void) | null = null;
  private readonly textureCache: Map<string, Promise<THREE.Texture>>;
  private readonly failureListeners = new Set<(failure: ImageFailure) => void>();
  /** URLs already reported as failed, until they load: three areas meeting one file tell once. */
  private readonly failedUrls = new Set<string>();
  private kit: CompositorKit | null = null;
  private lost = false;
  /** Counts update calls: one that waited for the template catalogue must not draw over a later one. */
  private updates = 0;
  private readonly onLost = (event: Event) => {
    event.preventDefault(); // allows the browser to restore the context
    this.lost = true;
  };
  private readonly onRestored = () => {
    this.lost = false;
    for (const area of Object.values(this.areas)) area.invalidate();
    if (this.kit) void this.update(this.kit).then(() => this.restored?.());
  };
  /** Called after a lost context has been restored and every texture redrawn. */
  restored: (() => void) | null = null;

  constructor(private readonly options: KitCompositorOptions) {
    this.textureCache = options.images ?? new Map();
    this.mipmaps = new MipmapScheduler(options.renderer, () => this.mipmapsBuilt?.());
    const layout = gameLayout(options.game);
    const loadTexture = (url: string) => this.loadTexture(url);
    listenForImageFailures(loadTexture, (failure) => this.imageFailed(failure));
    for (const [area, areaLayout] of Object.entries(layout.areas)) {
      if (!areaLayout) continue;
      this.areas[area as AreaId] = new AreaCompositor({
        renderer: options.renderer,
        programs: this.programs,
        layout: areaLayout,
        game: options.game,
        scale: options.scale,
        hasRoughness: layout.hasRoughness,
        garments: garmentsOn(layout, area as AreaId),
        loadTexture,
        mergeLimit: options.mergeLimit,
        mipmaps: this.mipmaps,
        panel: options.panels?.get(areaLayout),
      });
    }
    const canvas = options.renderer.domElement;
    canvas.addEventListener('webglcontextlost', this.onLost);
    canvas.addEventListener('webglcontextrestored', this.onRestored);
  }

  /**
   * Calls `listener` once per image a layer could not load (not again for the same URL until it
   * has loaded), with the layer's kind, area and the URL. Returns the unsubscribe function.
   */
  onImageFailed(listener: (failure: ImageFailure) => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  /** The texture scale its targets were made at (the user's setting, or a first-frame draft's). */
  get scale(): number {
    return this.options.scale;
  }

  /** The brand logo spots of the kit last drawn (its template's), for outlining its logos. */
  get brandSpots(): CompositorKit['brandSpots'] {
    return this.kit?.brandSpots;
  }

  get isContextLost(): boolean {
    return this.lost;
  }

  /** Brings every area's textures up to date with the kit. Resolves when they hold the result. */
  async update(given: CompositorKit): Promise<void> {
    // The brand logo goes where the kit's template puts it (images/kit-logos.ts).
    const call = ++this.updates;
    const brand = given.logos?.some((logo) => logo.t === 'brand' && logo.l) && given.template;
    const brandSpots = brand ? await templateBrandSpots(given.template ?? '') : undefined;
    if (call !== this.updates) return;
    const kit = brandSpots ? { ...given, brandSpots } : given;
    this.kit = kit;
    if (this.lost) return;
    const values: AreaKitValues = {
      shininess: kit.shininess ?? 0,
      metalness: kit.metalness ?? 0,
      hideTemplateDetails: kit.hideTemplateDetails ?? false,
    };
    await Promise.all(
      Object.entries(this.areas).map(([area, compositor]) =>
        compositor.update(areaLayers(kit, area as AreaId, compositor.garments), values),
      ),
    );
  }

  texture(area: AreaId, map: TextureMap): THREE.Texture | null {
    const a = this.areas[area];
    if (!a) return null;
    return map === 'albedo'
      ? a.albedo.texture
      : map === 'orm'
        ? a.detail.orm.texture
        : a.detail.normal.texture;
  }

  /**
   * Reads a map back as straight-alpha RGBA rows, top row first (the way a PNG stores it).
   * The only readback of the compositor: export, screenshots and the eyedropper call it.
   */
  readPixels(
    area: AreaId,
    map: TextureMap,
  ): { width: number; height: number; data: Uint8ClampedArray } | null {
    const a = this.areas[area];
    if (!a) return null;
    const target = map === 'albedo' ? a.albedo : map === 'orm' ? a.detail.orm : a.detail.normal;
    const { width, height } = target;
    const raw = new Uint8Array(width * height * 4);
    this.options.renderer.readRenderTargetPixels(target, 0, 0, width, height, raw);
    const data = new Uint8ClampedArray(raw.length);
    const row = width * 4;
    for (let y = 0; y < height; y++) {
      const src = (height - 1 - y) * row;
      for (let x = 0; x < row; x += 4) {
        const alpha = raw[src + x + 3]!;
        const k = map === 'albedo' && alpha > 0 ? 255 / alpha : 1; // albedo is premultiplied
        data[y * row + x] = raw[src + x]! * k;
        data[y * row + x + 1] = raw[src + x + 1]! * k;
        data[y * row + x + 2] = raw[src + x + 2]! * k;
        data[y * row + x + 3] = alpha;
      }
    }
    return { width, height, data };
  }

  gpuBytes(): number {
    return Object.values(this.areas).reduce((sum, a) => sum + a.gpuBytes(), 0);
  }

  stats(): Record<string, unknown> {
    return {
      gpu_bytes: this.gpuBytes(),
      programs: this.programs.size,
      areas: Object.fromEntries(
        Object.entries(this.areas).map(([k, a]) => [
          k,
          // The panel map's texture id: tests see whether compositors share it.
          { ...a.stats, width: a.width, height: a.height, panel_map: a.panel.texture.uuid },
        ]),
      ),
    };
  }

  dispose(): void {
    const canvas = this.options.renderer.domElement;
    canvas.removeEventListener('webglcontextlost', this.onLost);
    canvas.removeEventListener('webglcontextrestored', this.onRestored);
    for (const a of Object.values(this.areas)) a.dispose();
    this.mipmaps.dispose();
    this.programs.dispose();
  }

  private imageFailed(failure: ImageFailure): void {
    if (this.failedUrls.has(failure.url)) return;
    this.failedUrls.add(failure.url);
    for (const listener of this.failureListeners) listener(failure);
  }

  private loadTexture(url: string): Promise<THREE.Texture> {
    const full = /^(https?:|data:|blob:|\/)/.test(url) ? url : `${this.options.assetBase ?? '/'}${url}`;
    let promise = this.textureCache.get(full);
    if (!promise) {
      promise = new THREE.TextureLoader().loadAsync(full).then(
        (texture) => {
          texture.colorSpace = THREE.NoColorSpace;
          this.failedUrls.delete(full);
          return texture;
        },
        (cause: unknown) => {
          throw new ImageLoadError(full, { cause });
        },
      );
      promise.catch(() => this.textureCache.delete(full));
      this.textureCache.set(full, promise);
    }
    return promise;
  }
}

export { drawPass };
