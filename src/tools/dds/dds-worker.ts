/**
 * DDS encoding off the main thread: RGBA rows in, a whole DDS file out, with progress messages
 * while the blocks are encoded (a 2048 square with its mips is about 350,000 blocks).
 */
import { encodeDds, type WritableFormat } from './dds-encode.ts';

interface EncodeRequest {
  id: number;
  width: number;
  height: number;
  pixels: ArrayBuffer;
  mipCount?: number;
  format: WritableFormat;
}

self.onmessage = (event: MessageEvent<EncodeRequest>) => {
  const { id, width, height, pixels, mipCount, format } = event.data;
  try {
    let sent = 0;
    const bytes = encodeDds(new Uint8Array(pixels), width, height, {
      ...(mipCount ? { mipCount } : {}),
      format,
      onProgress: (fraction) => {
        // A message per percent at most: posting per block row would flood the page.
        if (fraction - sent < 0.01 && fraction < 1) return;
        sent = fraction;
        self.postMessage({ id, progress: fraction });
      },
    });
    self.postMessage({ id, bytes: bytes.buffer }, { transfer: [bytes.buffer] });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
