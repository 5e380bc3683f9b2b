/**
 * Reads a downloaded GIF with gifuct-js (an independent decoder) and plays it as a browser does:
 * each frame's patch drawn over the screen, its transparent pixels leaving what was there
 * (disposal 1) or clearing to nothing (disposal 2). Frame-differenced GIFs only make sense
 * played: a later frame's own patch is mostly transparent.
 */
import { decompressFrames, parseGIF, type ParsedFrame } from 'gifuct-js';

export interface PlayedGif {
  width: number;
  height: number;
  frames: ParsedFrame[];
  /** The screen after each frame, RGBA. */
  screens: Uint8Array[];
}

export function playGif(bytes: Uint8Array): PlayedGif {
  const parsed = parseGIF(bytes.slice().buffer);
  const frames = decompressFrames(parsed, true);
  const { width, height } = parsed.lsd;
  const screen = new Uint8Array(width * height * 4);
  const screens = frames.map((frame) => {
    const { left, top, width: w, height: h } = frame.dims;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const p = (y * w + x) * 4;
        if (frame.patch[p + 3])
          screen.set(frame.patch.subarray(p, p + 4), ((top + y) * width + left + x) * 4);
      }
    const shown = screen.slice();
    if (frame.disposalType === 2) screen.fill(0);
    return shown;
  });
  return { width, height, frames, screens };
}

export const luminance = (rgba: Uint8Array, p: number) =>
  0.2126 * rgba[p]! + 0.7152 * rgba[p + 1]! + 0.0722 * rgba[p + 2]!;

/** The white default kit against the dark default background, leaving out the watermark's corner. */
function kitBox(screen: Uint8Array, width: number, height: number) {
  let [x0, x1, y0, y1] = [width, -1, height, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (x > width * 0.7 && y > height * 0.85) continue;
      if (luminance(screen, (y * width + x) * 4) <= 150) continue;
      [x0, x1, y0, y1] = [Math.min(x0, x), Math.max(x1, x), Math.min(y0, y), Math.max(y1, y)];
    }
  return { x0, y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

function meanLuminance(
  screen: Uint8Array,
  width: number,
  box: ReturnType<typeof kitBox>,
  fx: number[],
  fy: number[],
) {
  let sum = 0;
  let n = 0;
  for (let y = Math.round(box.y0 + fy[0]! * box.h); y <= Math.round(box.y0 + fy[1]! * box.h); y++)
    for (let x = Math.round(box.x0 + fx[0]! * box.w); x <= Math.round(box.x0 + fx[1]! * box.w); x++) {
      sum += luminance(screen, (y * width + x) * 4);
      n++;
    }
  return sum / n;
}

/**
 * How bright the inside of the sleeve looks side-on, against the shirt's outside below it: the
 * side-on frame is the one where the kit is narrowest; the sleeve's opening and the shirt's side
 * are placed as shares of the kit's box (read off side-on screenshots of the default EA FC kit:
 * the opening spans 42-62 % across and 22.2-23.8 % down; mirrored when the other sleeve faces
 * the camera, so the darker of the two is taken). A lit inside reads about 1 (measured 1.02-1.06), the lining 0.61-0.68.
 */
export function sideOnInsideRatio(gif: PlayedGif, frames: number[]): { frame: number; ratio: number } {
  const { width, height, screens } = gif;
  let side = frames[0]!;
  let narrowest = Infinity;
  for (const i of frames) {
    const w = kitBox(screens[i]!, width, height).w;
    if (w < narrowest) [narrowest, side] = [w, i];
  }
  const screen = screens[side]!;
  const box = kitBox(screen, width, height);
  const body = meanLuminance(screen, width, box, [0.3, 0.7], [0.35, 0.45]);
  const inside = Math.min(
    meanLuminance(screen, width, box, [0.42, 0.62], [0.222, 0.238]),
    meanLuminance(screen, width, box, [0.38, 0.58], [0.222, 0.238]),
  );
  return { frame: side, ratio: inside / body };
}
