/**
 * DDS encoding for downloads, in a worker (dds-worker.ts) so the editor keeps drawing. The
 * pixels' buffer is transferred, not copied: the caller must not use it afterwards.
 */
import type { RgbaImage } from '../png.ts';
import type { WritableFormat } from './dds-encode.ts';

interface EncodeReply {
  id: number;
  progress?: number;
  bytes?: ArrayBuffer;
  error?: string;
}

interface Pending {
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
  onProgress?: ((fraction: number) => void) | undefined;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function ddsWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./dds-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<EncodeReply>) => {
    const job = pending.get(event.data.id);
    if (!job) return;
    if (event.data.progress !== undefined) {
      job.onProgress?.(event.data.progress);
      return;
    }
    pending.delete(event.data.id);
    if (event.data.bytes) job.resolve(new Uint8Array(event.data.bytes));
    else job.reject(new Error(event.data.error ?? 'DDS encoding failed'));
  };
  worker.onerror = (event) => {
    const error = new Error(event.message || 'DDS worker failed');
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

export interface DdsJob {
  /** Default: the full chain down to 1x1. */
  mipCount?: number;
  format?: WritableFormat;
  onProgress?: (fraction: number) => void;
}

/** One image as a BC1 or BC7 DDS file (header, then every level's blocks). */
export function encodeDdsFile(image: RgbaImage, job: DdsJob = {}): Promise<Uint8Array> {
  const id = nextId++;
  const { width, height } = image;
  const whole = image.data.byteOffset === 0 && image.data.byteLength === image.data.buffer.byteLength;
  const pixels = (whole ? image.data : image.data.slice()).buffer as ArrayBuffer;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, onProgress: job.onProgress });
    ddsWorker().postMessage(
      { id, width, height, pixels, mipCount: job.mipCount, format: job.format ?? 'bc1' },
      [pixels],
    );
  });
}
