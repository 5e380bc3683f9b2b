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
import { GIFEncoder, quantize, type Palette } from 'gifenc';

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

/**
 * Colour to palette index, one answer per RGB565 bin (the nearest entry to the bin's centre),
 * cached for the whole GIF: most of a turntable's colours recur frame after frame, so after the
 * first frames nearly every pixel is a table look-up. The answer depends on the colour alone
 * (not on which pixel met the bin first, as gifenc's applyPalette does), so a worker can index
 * any pixel of the previous frame and get what the worker that encoded it wrote.
 */
export class PaletteMap {
  private readonly cache = new Int16Array(65536).fill(-1);
  private readonly colours: number;

  constructor(private readonly palette: Palette) {
    // Only the real colours are matched: the padding and the transparent slot are never chosen.
    this.colours = Math.min(palette.length, TRANSPARENT_INDEX);
  }

  index(r: number, g: number, b: number): number {
    const bin = ((r & 0xf8) << 8) | ((g & 0xfc) << 3) | (b >> 3);
    const known = this.cache[bin]!;
    if (known >= 0) return known;
    const [cr, cg, cb] = [(r & 0xf8) | 4, (g & 0xfc) | 2, (b & 0xf8) | 4];
    let best = 0;
    let bestDistance = Infinity;
    for (let i = 0; i < this.colours; i++) {
      const [pr, pg, pb] = this.palette[i]!;
      const d = (pr! - cr) ** 2 + (pg! - cg) ** 2 + (pb! - cb) ** 2;
      if (d < bestDistance) [best, bestDistance] = [i, d];
    }
    this.cache[bin] = best;
    return best;
  }
}

const rgbAt = (rgba: Uint8Array, p: number) => (rgba[p]! << 16) | (rgba[p + 1]! << 8) | rgba[p + 2]!;

/**
 * A frame's palette indices. Key-coloured pixels (background off) take the transparent index;
 * with `previous` (the frame before, RGBA), a pixel that indexes as it did there is made
 * transparent too (unchanged; the still background is caught by the cheap RGB test first).
 */
export function indexFrame(
  rgba: Uint8Array,
  map: PaletteMap,
  key?: readonly number[] | null,
  previous?: Uint8Array | null,
): Uint8Array {
  const indices = new Uint8Array(rgba.length / 4);
  const keyRgb = key ? (key[0]! << 16) | (key[1]! << 8) | key[2]! : -1;
  for (let i = 0, p = 0; i < indices.length; i++, p += 4) {
    const rgb = rgbAt(rgba, p);
    if (rgb === keyRgb || (previous && rgbAt(previous, p) === rgb)) {
      indices[i] = TRANSPARENT_INDEX;
      continue;
    }
    const index = map.index(rgba[p]!, rgba[p + 1]!, rgba[p + 2]!);
    const before = previous ? map.index(previous[p]!, previous[p + 1]!, previous[p + 2]!) : -1;
    indices[i] = before === index ? TRANSPARENT_INDEX : index;
  }
  return indices;
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
export function encodeFrame(task: FrameTask, map = new PaletteMap(task.palette)): Uint8Array {
  const indices = indexFrame(task.data, map, task.key, task.key ? null : task.previous);
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
