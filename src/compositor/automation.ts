/**
 * `window.kitsmith`: the app's automation surface for scripts, benchmarks and catalogue tools
 * (the editor implements it, src/editor/automation.ts). A kit enters only through restoreKit (as
 * a user's load would); textures come from the real compositor; exportTexture is a deliberate
 * readback (the only kind the compositor allows).
 */
import type * as THREE from 'three';
import { GAMES, type RestoreReport } from '../kit/index.ts';
import { TEXTURE_SCALES } from '../kit/rules/premium.ts';
import type { AreaId } from '../games/index.ts';
import type { TextureMap } from './kit-compositor.ts';

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
    scale: (TEXTURE_SCALES as readonly number[]).includes(scale) ? scale : 1,
  };
}

export function rendererName(renderer: THREE.WebGLRenderer): string {
  const gl = renderer.getContext();
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
}
