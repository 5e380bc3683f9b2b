/**
 * The turntable GIF's encoder: gif.js's own worker script (NeuQuant palette + LZW, one frame per
 * task), served as a built asset, driven here instead of by gif.js's GIF class, because that class
 * copies every frame into the worker (its transfer is commented out) and its abort leaves idle
 * workers running. Here frames are handed over as transferables the moment they are captured,
 * two workers encode while the next frames render, and cancel terminates both.
 *
 * The message protocol is gif.js 0.2.0's (src/gif.worker.coffee): a task in, the frame's byte
 * pages out; frame 0 writes the header, the last one the trailer; the pages are joined in order.
 */
import workerUrl from 'gif.js/dist/gif.worker.js?url';

export interface GifOptions {
  width: number;
  height: number;
  frames: number;
  /** Milliseconds per frame. */
  delay: number;
  /** gif.js sample interval, 1 (best) to 30. */
  quality: number;
  /** The colour that stands for transparency (0xRRGGBB), or null for an opaque GIF. */
  transparent?: number | null;
  workers?: number;
}

interface EncodedFrame {
  index: number;
  data: Uint8Array[];
  cursor: number;
  pageSize: number;
}

interface Task {
  index: number;
  data: Uint8Array<ArrayBuffer>;
}

export class GifEncoder {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: Task[] = [];
  private readonly parts: (EncodedFrame | null)[];
  private done = 0;
  private finished: { resolve: (blob: Blob) => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;
  private result: Promise<Blob>;
  private readonly waiters: (() => void)[] = [];

  constructor(
    private readonly options: GifOptions,
    private readonly onProgress: (encoded: number, total: number) => void = () => {},
  ) {
    this.parts = new Array<EncodedFrame | null>(options.frames).fill(null);
    this.result = new Promise<Blob>((resolve, reject) => (this.finished = { resolve, reject }));
    // A cancelled or failed encode rejects; callers that already stopped waiting must not see it unhandled.
    this.result.catch(() => undefined);
    const count = Math.min(options.workers ?? 2, options.frames);
    for (let i = 0; i < count; i++) {
      const worker = new Worker(workerUrl);
      worker.onmessage = (event: MessageEvent<EncodedFrame>) => this.frameDone(worker, event.data);
      worker.onerror = (event) => this.fail(new Error(event.message || 'GIF worker failed'));
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  /** Hands a frame (RGBA rows top to bottom) to the next free worker; the buffer is transferred. */
  add(index: number, data: Uint8Array<ArrayBuffer>): void {
    if (this.failure) throw this.failure;
    this.queue.push({ index, data });
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

  /** Stops at once: both workers terminated, the result rejected. */
  cancel(): void {
    this.fail(new DOMException('GIF cancelled', 'AbortError') as unknown as Error);
  }

  private dispatch(): void {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.shift()!;
      const task = this.queue.shift()!;
      const { width, height, delay, quality, frames } = this.options;
      worker.postMessage(
        {
          index: task.index,
          last: task.index === frames - 1,
          delay,
          transparent: this.options.transparent ?? null,
          width,
          height,
          quality,
          dither: false,
          globalPalette: false,
          repeat: 0,
          canTransfer: true,
          data: task.data,
        },
        [task.data.buffer],
      );
    }
    this.release();
  }

  private release(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  private frameDone(worker: Worker, frame: EncodedFrame): void {
    if (this.failure) return;
    this.parts[frame.index] = frame;
    this.done++;
    this.onProgress(this.done, this.options.frames);
    this.idle.push(worker);
    if (this.done === this.options.frames) {
      this.terminate();
      this.finished?.resolve(this.join());
    } else this.dispatch();
  }

  private join(): Blob {
    const chunks: Uint8Array[] = [];
    for (const frame of this.parts as EncodedFrame[])
      frame.data.forEach((page, i) =>
        chunks.push(
          i === frame.data.length - 1 ? page.subarray(0, frame.cursor) : page.subarray(0, frame.pageSize),
        ),
      );
    return new Blob(chunks as BlobPart[], { type: 'image/gif' });
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
