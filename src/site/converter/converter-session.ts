/**
 * The PES -> FM converter's work, outside React: a chosen PES texture is checked, laid into the
 * fm canvas on the GPU (tools/pes-to-fm.ts) and shown; Download writes its FM26 pack. The page
 * only shows `state` and calls these methods. One WebGL renderer serves the conversion, the 3D
 * preview and the pack, so the preview samples the converted canvas with no copy.
 */
import * as THREE from 'three';
import type { FmPackOptions } from '../../tools/fm26.ts';
import { checkPngTexture, type TextureProblem } from '../../tools/png-texture-check.ts';
import { decodePesTexture, PES_TEXTURE_SIZE, PesFmCanvas, pesFmPack } from '../../tools/pes-to-fm.ts';
import { saveFile } from '../../tools/save-file.ts';

export type PackRun =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; name: string }
  | { status: 'failed'; error: string };

export interface ConverterState {
  /** The texture converted last, and the canvas drawn from it. */
  converted: { name: string; canvas: PesFmCanvas } | null;
  /** The last file chosen when it was refused, and why. */
  refused: { name: string; problem: TextureProblem } | null;
  converting: boolean;
  /** Why the last conversion failed (a file that looked right but did not decode). */
  error: string | null;
  run: PackRun;
}

export class ConverterSession {
  state: ConverterState = {
    converted: null,
    refused: null,
    converting: false,
    error: null,
    run: { status: 'idle' },
  };
  private readonly listeners = new Set<() => void>();
  private made: THREE.WebGLRenderer | null = null;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(change: Partial<ConverterState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** The page's one renderer, made with the first texture (the page opens without WebGL work). */
  renderer(): THREE.WebGLRenderer {
    return (this.made ??= new THREE.WebGLRenderer({ antialias: true, alpha: true }));
  }

  /**
   * A chosen file: a 2048x2048 PNG is converted and replaces the one shown; anything else is
   * refused with its reason and the texture already converted stays.
   */
  async choose(file: File): Promise<void> {
    const problem = await checkPngTexture(file, PES_TEXTURE_SIZE);
    if (problem) {
      this.set({ refused: { name: file.name, problem } });
      return;
    }
    this.set({ refused: null, converting: true, error: null });
    try {
      const image = await decodePesTexture(file);
      let canvas: PesFmCanvas;
      try {
        canvas = new PesFmCanvas(this.renderer(), image);
      } finally {
        image.close();
      }
      const before = this.state.converted;
      this.set({ converted: { name: file.name, canvas }, converting: false, run: { status: 'idle' } });
      before?.canvas.dispose();
    } catch (error) {
      this.set({ converting: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Downloads the FM26 pack of the texture shown. */
  async download(options: FmPackOptions): Promise<void> {
    const converted = this.state.converted;
    if (!converted || this.state.run.status === 'running') return;
    this.set({ run: { status: 'running' } });
    try {
      const { name, bytes } = await pesFmPack(this.renderer(), converted.canvas, options);
      saveFile(name, bytes, 'application/zip');
      this.set({ run: { status: 'done', name } });
    } catch (error) {
      this.set({ run: { status: 'failed', error: error instanceof Error ? error.message : String(error) } });
    }
  }
}
