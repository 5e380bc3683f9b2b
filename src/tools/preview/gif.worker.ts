/**
 * The turntable GIF's worker (gifenc): builds the shared palette from sampled frames, then
 * encodes one frame per task (palette indices, difference against the previous frame, LZW).
 * All of it runs here so the page keeps drawing while a GIF encodes.
 */
import type { Palette } from 'gifenc';
import { buildPalette, encodeFrame, PaletteMap, type FrameTask } from './gif-frames.ts';

export type GifWorkerRequest =
  | { type: 'palette'; samples: Uint8Array[]; colours: number; key: readonly number[] | null }
  | ({ type: 'frame' } & FrameTask);

export type GifWorkerReply =
  | { type: 'palette'; palette: Palette }
  | { type: 'frame'; index: number; bytes: Uint8Array }
  | { type: 'error'; message: string };

/** A worker serves one GIF (the encoder terminates it after), so one palette map: its cache grows warm. */
let map: PaletteMap | null = null;

self.onmessage = (event: MessageEvent<GifWorkerRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'palette') {
      const palette = buildPalette(request.samples, request.colours, request.key);
      self.postMessage({ type: 'palette', palette } satisfies GifWorkerReply);
    } else {
      map ??= new PaletteMap(request.palette);
      const bytes = encodeFrame(request, map);
      self.postMessage({ type: 'frame', index: request.index, bytes } satisfies GifWorkerReply, {
        transfer: [bytes.buffer],
      });
    }
  } catch (error) {
    self.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    } satisfies GifWorkerReply);
  }
};
