/**
 * The turntable GIF's frame rules, as plain functions the encoder's workers run (and unit tests
 * check without a browser):
 * - One global palette for the whole turn, quantized from a few frames spread round it: a palette
 *   per frame makes flat colours flicker as the kit turns, and costs 768 bytes a frame.
 * - Frame differencing: a pixel whose palette index did not change since the previous frame is
 *   written as the transparent index, and every frame is left in place (disposal 1), so the
 *   still background, watermark and the kit's flat areas cost almost nothing after frame 0.
 *   Every frame covers the whole picture, so after frame i the screen holds exactly frame i's
 *   indices; a frame therefore needs only the previous *frame*, never the running composite,
 *   and frames can be encoded by several workers at once.
 * - A transparent GIF (background off) cannot difference: "unchanged" and "see-through" would
 *   share the one transparent index, and disposal 1 could never clear a pixel the kit left. It
 *   writes whole frames with disposal 2 (restore to background), as before.
 */
import { applyPalette, GIFEncoder, quantize, type Palette } from 'gifenc';

/** The palette slot kept for transparency (unchanged pixels, or see-through ones). */
export const TRANSPARENT_INDEX = 255;

/** GIF disposal methods (GIF89a §23): leave the frame in place, or restore to the background. */
export const DISPOSE_KEEP = 1;
export const DISPOSE_CLEAR = 2;

/**
 * Colours in the palette for the dialog's quality (0-100): 32 at 0 up to 255 at 100. Fewer
 * colours give a smaller file (flat runs for LZW) at the price of banding on shaded folds.
 */
export function paletteColours(quality: number): number {
  const q = Math.min(100, Math.max(0, quality));
  return Math.round(32 + (q / 100) * (TRANSPARENT_INDEX - 32));
}

/** Which frames the palette is sampled from: `count` spread evenly round the turn. */
export function paletteSampleFrames(frames: number, count = 4): number[] {
  const n = Math.min(count, frames);
  return Array.from({ length: n }, (_, i) => Math.floor((i * frames) / n));
}

const isKey = (rgba: Uint8Array, p: number, key: readonly number[]) =>
  rgba[p] === key[0] && rgba[p + 1] === key[1] && rgba[p + 2] === key[2];

/**
 * One palette for every frame, quantized from `samples` (RGBA frames) to `colours` entries and
 * padded to 256 so the transparent slot exists. Key-coloured pixels (background off) are left
 * out: they become the transparent index, not a colour.
 */
export function buildPalette(
  samples: readonly Uint8Array[],
  colours: number,
  key?: readonly number[] | null,
): Palette {
  let length = 0;
  for (const s of samples) length += s.length;
  const joined = new Uint8Array(length);
  let at = 0;
  for (const s of samples) {
    if (key) {
      for (let p = 0; p < s.length; p += 4)
        if (!isKey(s, p, key)) {
          joined.set(s.subarray(p, p + 4), at);
          at += 4;
        }
    } else {
      joined.set(s, at);
      at += s.length;
    }
  }
  const palette = quantize(joined.subarray(0, Math.max(at, 4)).slice(), Math.min(colours, TRANSPARENT_INDEX));
  while (palette.length < 256) palette.push([0, 0, 0]);
  return palette.slice(0, 256);
}

/** A frame's palette indices; key-coloured pixels take the transparent index. */
export function indexFrame(rgba: Uint8Array, palette: Palette, key?: readonly number[] | null): Uint8Array {
  // Only the real colours are matched: the padding and the transparent slot are never chosen.
  const used = palette.slice(0, TRANSPARENT_INDEX);
  const indices = applyPalette(rgba.byteOffset ? rgba.slice() : rgba, used, 'rgb565');
  if (key)
    for (let i = 0, p = 0; i < indices.length; i++, p += 4)
      if (isKey(rgba, p, key)) indices[i] = TRANSPARENT_INDEX;
  return indices;
}

/** `current` with every pixel equal to `previous` made transparent (in place; returned). */
export function differenceFrame(previous: Uint8Array, current: Uint8Array): Uint8Array {
  for (let i = 0; i < current.length; i++) if (current[i] === previous[i]) current[i] = TRANSPARENT_INDEX;
  return current;
}

export interface FrameTask {
  index: number;
  width: number;
  height: number;
  /** Milliseconds per frame. */
  delay: number;
  palette: Palette;
  data: Uint8Array;
  /** The frame before this one (RGBA), to difference against; null for frame 0 or a keyed GIF. */
  previous: Uint8Array | null;
  /** The background-off key colour, or null for an opaque GIF. */
  key: readonly number[] | null;
}

/**
 * One frame's bytes: frame 0 also writes the header, the global palette and the loop block; the
 * caller joins the frames in order and adds the trailer (GIF_TRAILER).
 */
export function encodeFrame(task: FrameTask): Uint8Array {
  const indices = indexFrame(task.data, task.palette, task.key);
  if (task.previous && !task.key) differenceFrame(indexFrame(task.previous, task.palette, null), indices);
  const first = task.index === 0;
  const gif = GIFEncoder({ auto: false, initialCapacity: task.width * task.height });
  if (first) gif.writeHeader();
  gif.writeFrame(indices, task.width, task.height, {
    first,
    palette: first ? task.palette : null,
    delay: task.delay,
    repeat: 0,
    // Frame 0 of an opaque GIF has no transparent pixel, but marking the slot costs nothing and
    // keeps every frame's control block alike.
    transparent: true,
    transparentIndex: TRANSPARENT_INDEX,
    dispose: task.key ? DISPOSE_CLEAR : DISPOSE_KEEP,
  });
  return gif.bytes();
}

export const GIF_TRAILER = 0x3b;
