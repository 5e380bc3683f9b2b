/**
 * `window.kitsmith`: the app's automation surface for scripts, benchmarks and catalogue tools.
 * A kit enters only through restoreKit (as a user's load would); textures come from the real
 * compositor; exportTexture is a deliberate readback (the only kind the compositor allows).
 */
import * as THREE from 'three';
import { restoreKit, serialiseKit, GAMES, type Game, type Kit, type RestoreReport } from '../kit/index.ts';
import { AREAS, type AreaId } from '../games/index.ts';
import { KitCompositor, type TextureMap } from './kit-compositor.ts';

export interface KitsmithApi {
  /** Resolves once the compositor is ready to take a kit. */
  ready: Promise<void>;
  /** Loads saved kit data (object or JSON string) through restoreKit and renders it. */
  loadKit(data: unknown): Promise<RestoreReport>;
  /** The current kit, serialised as it would be saved. */
  getKit(): string;
  /** One area's map as a PNG (albedo, normal or orm). */
  exportTexture(area: AreaId, map: TextureMap): Promise<Blob>;
  stats(): Record<string, unknown>;
  /**
   * A game download built exactly as the editor's download bar builds it (src/tools/downloads.ts),
   * returned instead of saved: `npm run export` writes it. Only the editor's surface has it.
   */
  exportDownload?(request: {
    file: string;
    teamId?: string;
    type?: string;
    name?: string;
  }): Promise<{ name: string; base64: string }>;
  /**
   * Benchmarks: milliseconds of one full recomposite of the current kit at the editing scale (a
   * fresh compositor on the same renderer, ended by a 1x1 readback). Only the editor's surface.
   */
  timeFullComposite?(): Promise<number>;
  /**
   * Benchmarks: one NBA 2K map as the download makes it at 2048² (bench/downloads/nba-encode.ts):
   * milliseconds of its GPU transfer and readback, and of its BC1 DDS encoding (full mip chain,
   * in the worker), from the editor's own textures. Only the editor's surface.
   */
  timeNbaMap?(
    map: 'jersey_color' | 'shorts_color',
  ): Promise<{ readback_ms: number; encode_ms: number; bytes: number }>;
}

export const AUTOMATION_MESSAGES = {
  noKit: 'No kit is loaded yet.',
  unknownArea: (area: string) => `Unknown area "${area}": use one of ${AREAS.join(', ')}.`,
  unknownMap: (map: string) => `Unknown map "${map}": use albedo, normal or orm.`,
  encodeFailed: 'The texture could not be encoded as PNG.',
} as const;

declare global {
  interface Window {
    kitsmith?: KitsmithApi;
  }
}

export interface AutomationOptions {
  /** The app's renderer; one is created on a detached canvas when the app has none yet. */
  renderer?: THREE.WebGLRenderer;
  game?: string;
  scale?: number;
}

/** Game and texture scale from the page URL (?game=eafc&scale=1), for scripts. */
export function automationOptionsFromUrl(url: URL): AutomationOptions {
  const game = url.searchParams.get('game') ?? 'eafc';
  const scale = Number(url.searchParams.get('scale') ?? '1');
  return {
    game: (GAMES as readonly string[]).includes(game) ? game : 'eafc',
    scale: [0.25, 0.5, 1, 2].includes(scale) ? scale : 1,
  };
}

export function installKitsmith(options: AutomationOptions = {}): KitsmithApi {
  const renderer = options.renderer ?? new THREE.WebGLRenderer({ canvas: document.createElement('canvas') });
  const game = (options.game ?? 'eafc') as Game;
  const compositor = new KitCompositor({ renderer, game, scale: options.scale ?? 1 });
  let kit: Kit | null = null;
  const api: KitsmithApi = {
    ready: Promise.resolve(),
    async loadKit(data) {
      const result = restoreKit(data, { game });
      kit = result.kit;
      await compositor.update(kit);
      return result.report;
    },
    getKit() {
      if (!kit) throw new Error(AUTOMATION_MESSAGES.noKit);
      return serialiseKit(kit);
    },
    async exportTexture(area, map) {
      if (!(AREAS as readonly string[]).includes(area))
        throw new Error(AUTOMATION_MESSAGES.unknownArea(area));
      if (!['albedo', 'normal', 'orm'].includes(map)) throw new Error(AUTOMATION_MESSAGES.unknownMap(map));
      const pixels = compositor.readPixels(area, map);
      if (!pixels) throw new Error(AUTOMATION_MESSAGES.unknownArea(area));
      const canvas = document.createElement('canvas');
      canvas.width = pixels.width;
      canvas.height = pixels.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error(AUTOMATION_MESSAGES.encodeFailed);
      const image = context.createImageData(pixels.width, pixels.height);
      image.data.set(pixels.data);
      context.putImageData(image, 0, 0);
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error(AUTOMATION_MESSAGES.encodeFailed))),
          'image/png',
        ),
      );
    },
    stats: () => ({ renderer: rendererName(renderer), ...compositor.stats() }),
  };
  window.kitsmith = api;
  return api;
}

export function rendererName(renderer: THREE.WebGLRenderer): string {
  const gl = renderer.getContext();
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
}
