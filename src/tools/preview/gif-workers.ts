/**
 * Drives the turntable GIF's workers (gif.worker.ts, gifenc): first one shared palette from a few
 * sampled frames, then each frame handed over (transferred) the moment it is captured, with the
 * frame before it for differencing; frames go round the workers so they encode while the next
 * frames render. The frames' bytes are joined in order with the trailer. Cancel terminates every
 * worker at once.
 */
import type { Palette } from 'gifenc';
import { GIF_TRAILER, paletteColours } from './gif-frames.ts';
import type { GifWorkerReply, GifWorkerRequest } from './gif.worker.ts';

export interface GifOptions {
  width: number;
  height: number;
  frames: number;
  /** Milliseconds per frame. */
  delay: number;
  /** The dialog's quality, 0-100 (the palette's size). */
  quality: number;
  /** The background-off key colour (see-through pixels), or null for an opaque GIF. */
  key?: readonly number[] | null;
  workers?: number;
}

interface Task {
  index: number;
  data: Uint8Array<ArrayBuffer>;
  previous: Uint8Array<ArrayBuffer> | null;
}

export class GifEncoder {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: Task[] = [];
  private readonly parts: (Uint8Array | null)[];
  private palette: Palette | null = null;
  private paletteWaiter: ((palette: Palette) => void) | null = null;
  private last: Uint8Array<ArrayBuffer> | null = null;
  private done = 0;
  private finished: { resolve: (blob: Blob) => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;
  private result: Promise<Blob>;
  private readonly waiters: (() => void)[] = [];

  constructor(
    private readonly options: GifOptions,
    private readonly onProgress: (encoded: number, total: number) => void = () => {},
  ) {
    this.parts = new Array<Uint8Array | null>(options.frames).fill(null);
    this.result = new Promise<Blob>((resolve, reject) => (this.finished = { resolve, reject }));
    // A cancelled or failed encode rejects; callers that already stopped waiting must not see it unhandled.
    this.result.catch(() => undefined);
    const count = Math.min(options.workers ?? 2, options.frames);
    for (let i = 0; i < count; i++) {
      const worker = new Worker(new URL('./gif.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<GifWorkerReply>) => this.reply(worker, event.data);
      worker.onerror = (event) => this.fail(new Error(event.message || 'GIF worker failed'));
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  /** Builds the shared palette from sampled frames (RGBA); frames may be added once it resolves. */
  async sample(frames: Uint8Array<ArrayBuffer>[]): Promise<void> {
    if (this.failure) throw this.failure;
    const worker = this.idle[0]!;
    const palette = new Promise<Palette>((resolve) => (this.paletteWaiter = resolve));
    const request: GifWorkerRequest = {
      type: 'palette',
      samples: frames,
      colours: paletteColours(this.options.quality),
      key: this.options.key ?? null,
    };
    worker.postMessage(
      request,
      frames.map((f) => f.buffer),
    );
    this.palette = await Promise.race([palette, this.result.then(() => null as never)]);
  }

  /** Hands a frame (RGBA rows top to bottom, frames in order) to the next free worker. */
  add(index: number, data: Uint8Array<ArrayBuffer>): void {
    if (this.failure) throw this.failure;
    if (!this.palette) throw new Error('GIF frame added before the palette');
    // A transparent GIF writes whole frames (see gif-frames.ts); an opaque one sends the frame
    // before, so any worker can difference against it.
    const keyed = Boolean(this.options.key);
    this.queue.push({ index, data, previous: keyed ? null : this.last });
    this.last = keyed ? null : data.slice();
    this.dispatch();
  }

  /**
   * Resolves when fewer than `max` frames wait for a worker: capture waits here, so a long GIF
   * never holds more than a few frames in memory ahead of the encoder.
   */
  room(max = 3): Promise<void> {
    if (this.failure || this.queue.length < max) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Resolves with the GIF once every frame is encoded. */
  blob(): Promise<Blob> {
    return this.result;
  }

  /** Stops at once: every worker terminated, the result rejected. */
  cancel(): void {
    this.fail(new DOMException('GIF cancelled', 'AbortError') as unknown as Error);
  }

  private dispatch(): void {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.shift()!;
      const task = this.queue.shift()!;
      const { width, height, delay } = this.options;
      const request: GifWorkerRequest = {
        type: 'frame',
        index: task.index,
        width,
        height,
        delay,
        palette: this.palette!,
        data: task.data,
        previous: task.previous,
        key: this.options.key ?? null,
      };
      const transfer = task.previous ? [task.data.buffer, task.previous.buffer] : [task.data.buffer];
      worker.postMessage(request, transfer);
    }
    this.release();
  }

  private release(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  private reply(worker: Worker, reply: GifWorkerReply): void {
    if (this.failure) return;
    if (reply.type === 'error') return this.fail(new Error(reply.message));
    if (reply.type === 'palette') {
      this.paletteWaiter?.(reply.palette);
      return;
    }
    this.parts[reply.index] = reply.bytes;
    this.done++;
    this.onProgress(this.done, this.options.frames);
    this.idle.push(worker);
    if (this.done === this.options.frames) {
      this.terminate();
      const parts = [...(this.parts as Uint8Array[]), new Uint8Array([GIF_TRAILER])];
      this.finished?.resolve(new Blob(parts as BlobPart[], { type: 'image/gif' }));
    } else this.dispatch();
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.queue.length = 0;
    this.release();
    this.terminate();
    this.finished?.reject(error);
  }

  private terminate(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers.length = 0;
    this.idle.length = 0;
  }
}
