/**
 * The minikit generator's work, outside React: the player's chosen saved kits and dropped FM26
 * textures become FM 2D kits (the FM download's own `fm2dKit`, in the minikit style) in one ZIP,
 * with progress and a cancel. The page only shows `state` and calls these methods.
 */
import type { SavedKit } from '../../api/index.ts';
import { restoreKit, type KitUser } from '../../kit/index.ts';
import { catalogueKitContext, type GeneratorCatalogue } from '../../kit/random/index.ts';
import { lazyFmPackRenderer } from '../../tools/fm-pack-render.ts';
import type { MinikitStyle } from '../../tools/fm26.ts';
import {
  buildMinikitZip,
  checkFmTexture,
  decodeFmTexture,
  MINIKIT_ZIP_NAME,
  type MinikitInput,
  type TextureProblem,
} from '../../tools/fm-minikits.ts';
import { saveFile } from '../../tools/save-file.ts';

export interface Upload {
  id: number;
  file: File;
}

export type RunState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; name: string; count: number }
  | { status: 'cancelled' }
  | { status: 'failed'; error: string };

export interface MinikitState {
  uploads: readonly Upload[];
  /** The files of the last drop that were refused, and why. */
  refused: readonly { name: string; problem: TextureProblem }[];
  run: RunState;
}

export class MinikitSession {
  state: MinikitState = { uploads: [], refused: [], run: { status: 'idle' } };
  private readonly listeners = new Set<() => void>();
  /** The renderer every drawing shares, made on the first one. */
  private readonly renderer = lazyFmPackRenderer();
  private abort: AbortController | null = null;
  private nextId = 1;
  /** Drawings one after another: previews and a generation share the renderer. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Preview pictures (object URLs) by kit or upload and style, drawn once. */
  private readonly previews = new Map<string, Promise<string>>();

  constructor(
    private readonly catalogue: GeneratorCatalogue,
    private readonly user: KitUser | undefined,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(change: Partial<MinikitState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Dropped files: FM26 3D textures join the list; the others are named with their problem. */
  async addFiles(files: readonly File[]): Promise<void> {
    const checked = await Promise.all(
      files.map(async (file) => ({ file, problem: await checkFmTexture(file) })),
    );
    this.set({
      uploads: [
        ...this.state.uploads,
        ...checked.filter((c) => c.problem === null).map(({ file }) => ({ id: this.nextId++, file })),
      ],
      refused: checked.flatMap(({ file, problem }) => (problem ? [{ name: file.name, problem }] : [])),
    });
  }

  removeUpload(id: number): void {
    this.set({ uploads: this.state.uploads.filter((upload) => upload.id !== id) });
  }

  private serial(draw: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const next = this.queue.then(draw, draw);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private drawSaved(record: SavedKit, style: MinikitStyle): () => Promise<Uint8Array> {
    const painter = this.renderer();
    const context = { ...catalogueKitContext(this.catalogue, 'fm', this.user), game: 'fm' as const };
    // Every kit that enters goes through restoreKit, with the player's own entitlements.
    return () => this.serial(() => painter.minikit(restoreKit(record, context).kit, style));
  }

  private drawUpload(file: File, style: MinikitStyle): () => Promise<Uint8Array> {
    const painter = this.renderer();
    return () =>
      this.serial(async () => {
        const image = await decodeFmTexture(file);
        try {
          return await painter.minikitOfTexture(image, style);
        } finally {
          image.close();
        }
      });
  }

  /**
   * The 2D kit a chosen saved kit (or an upload) will become, as an image address, so the page
   * shows what the ZIP will hold before it is made. Drawn once per kit and style.
   */
  preview(item: { kit: SavedKit } | { upload: Upload }, style: MinikitStyle): Promise<string> {
    const key = 'kit' in item ? `kit:${item.kit.id}:${style}` : `upload:${item.upload.id}:${style}`;
    let url = this.previews.get(key);
    if (!url) {
      const draw = 'kit' in item ? this.drawSaved(item.kit, style) : this.drawUpload(item.upload.file, style);
      url = draw().then((png) => URL.createObjectURL(new Blob([png.slice()], { type: 'image/png' })));
      url.catch(() => this.previews.delete(key));
      this.previews.set(key, url);
    }
    return url;
  }

  /** One ZIP of every chosen saved kit's and upload's 2D kit; nothing is saved unless all are drawn. */
  async generate(saved: readonly SavedKit[], style: MinikitStyle): Promise<void> {
    if (this.abort) return;
    const run = new AbortController();
    this.abort = run;
    const inputs: MinikitInput[] = [
      ...saved.map((record) => ({ name: record.name, draw: this.drawSaved(record, style) })),
      ...this.state.uploads.map(({ file }) => ({ name: file.name, draw: this.drawUpload(file, style) })),
    ];
    try {
      const bytes = await buildMinikitZip(
        inputs,
        (done, total) => this.set({ run: { status: 'running', done, total } }),
        run.signal,
      );
      saveFile(MINIKIT_ZIP_NAME, bytes, 'application/zip');
      this.set({ run: { status: 'done', name: MINIKIT_ZIP_NAME, count: inputs.length } });
    } catch (error) {
      if (run.signal.aborted) this.set({ run: { status: 'cancelled' } });
      else
        this.set({
          run: { status: 'failed', error: error instanceof Error ? error.message : String(error) },
        });
    } finally {
      this.abort = null;
    }
  }

  cancel(): void {
    this.abort?.abort();
  }
}
