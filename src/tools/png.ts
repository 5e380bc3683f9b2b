/**
 * PNG encoding for downloads, in a worker (png-worker.ts) so the page stays responsive. The
 * pixels' buffer is transferred, not copied: the caller must not use it afterwards.
 */
export interface RgbaImage {
  width: number;
  height: number;
  /** Straight-alpha RGBA, top row first (the order of a PNG). */
  data: Uint8Array;
}

interface EncodeReply {
  id: number;
  bytes?: ArrayBuffer;
  error?: string;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();

function pngWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./png-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<EncodeReply>) => {
    const job = pending.get(event.data.id);
    if (!job) return;
    pending.delete(event.data.id);
    if (event.data.bytes) job.resolve(new Uint8Array(event.data.bytes));
    else job.reject(new Error(event.data.error ?? 'PNG encoding failed'));
  };
  worker.onerror = (event) => {
    const error = new Error(event.message || 'PNG worker failed');
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** Encodes one image as PNG bytes. */
export function encodePng(image: RgbaImage): Promise<Uint8Array> {
  const id = nextId++;
  const { width, height } = image;
  // A view into a larger buffer would send the whole buffer; copy only then.
  const whole = image.data.byteOffset === 0 && image.data.byteLength === image.data.buffer.byteLength;
  const pixels = (whole ? image.data : image.data.slice()).buffer as ArrayBuffer;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    pngWorker().postMessage({ id, width, height, pixels }, [pixels]);
  });
}
