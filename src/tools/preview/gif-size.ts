/**
 * The turntable GIF's size, estimated before export so a player can pick settings that fit a
 * chat app's limit. With frame differencing (gif-frames.ts) the file is one whole frame plus,
 * per later frame, the pixels the turn changed: both grow with the picture's area, and the
 * changed share hardly depends on the step (at 128 frames the kit still moves a pixel or more
 * nearly everywhere it shows). So: bytes = area x (FIRST + frames x PER_FRAME).
 *
 * Calibrated on real encodes of the default EA FC kit on the default background (llvmpipe, this
 * encoder): 8 frames at 512 px 128 kB, 128 frames at 512 px 1.58 MB. Checked against fresh
 * encodes through the dialog in tests/browser/preview/gif-default.test.ts (within 35 %): a busier
 * kit or a larger zoom writes more, a smaller palette (quality) less.
 */
import { gifFrameCount, type PreviewSettings } from './settings.ts';

/** Bytes per pixel of area for the first (whole) frame, and for each later (differenced) frame. */
const FIRST = 0.12;
const PER_FRAME = 0.046;
/**
 * A see-through GIF writes whole frames (no differencing), but the empty background is long LZW
 * runs: 8 frames at 512 px with the background off measured 68 kB (unchecked by a test).
 */
const WHOLE_FRAME = 0.033;
/** Header, palette and loop block. */
const FIXED = 800;

export function gifSizeEstimate(
  settings: Pick<PreviewSettings, 'gifResolution' | 'gifSteps' | 'background'>,
): number {
  const area = settings.gifResolution * settings.gifResolution;
  const frames = gifFrameCount(settings);
  const perPixel = settings.background ? FIRST + frames * PER_FRAME : frames * WHOLE_FRAME;
  return Math.round(FIXED + area * perPixel);
}

/** Megabytes with one decimal, never shown as 0. */
export function megabytes(bytes: number): number {
  return Math.max(0.1, Math.round(bytes / 1e5) / 10);
}
