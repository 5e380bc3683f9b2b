import { decompressFrames, parseGIF } from 'gifuct-js';
import { describe, expect, it } from 'vitest';
import {
  buildPalette,
  DISPOSE_KEEP,
  encodeFrame,
  GIF_TRAILER,
  TRANSPARENT_INDEX,
  type FrameTask,
} from './gif-frames.ts';

const W = 32;
const H = 24;

/** A frame with a background gradient and a square "kit" at `x` (it moves between frames). */
function frame(x: number): Uint8Array<ArrayBuffer> {
  const rgba = new Uint8Array(W * H * 4);
  for (let y = 0; y < H; y++)
    for (let i = 0; i < W; i++) {
      const p = (y * W + i) * 4;
      const kit = i >= x && i < x + 8 && y >= 6 && y < 18;
      rgba.set(kit ? [200, 30 + 8 * (y - 6), 40, 255] : [20, 40 + 4 * y, 90, 255], p);
    }
  return rgba;
}

/** Encodes the frames as the workers do (frame 0 full, each later one against its predecessor). */
function encode(frames: Uint8Array[]): Uint8Array {
  const palette = buildPalette(frames, 255);
  const parts = frames.map((data, index) =>
    encodeFrame({
      index,
      width: W,
      height: H,
      delay: 40,
      palette,
      data,
      previous: index ? frames[index - 1]! : null,
      key: null,
    } satisfies FrameTask),
  );
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 1));
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
  }
  bytes[at] = GIF_TRAILER;
  return bytes;
}

/** Plays the GIF as a browser does (each patch drawn over the last, transparent pixels skipped). */
function play(bytes: Uint8Array) {
  const frames = decompressFrames(parseGIF(bytes.buffer as ArrayBuffer), true);
  const screen = new Uint8Array(W * H * 4);
  return frames.map((f) => {
    for (let p = 0; p < f.patch.length; p += 4) if (f.patch[p + 3]) screen.set(f.patch.subarray(p, p + 4), p);
    return { frame: f, screen: screen.slice() };
  });
}

describe('GIF frame differencing', () => {
  it('writes a frame identical to the one before as fully transparent, left in place', () => {
    const a = frame(4);
    const played = play(encode([a, a.slice()]));
    const second = played[1]!.frame;
    expect(second.disposalType).toBe(DISPOSE_KEEP);
    expect(second.transparentIndex).toBe(TRANSPARENT_INDEX);
    expect([...second.pixels].every((i) => i === TRANSPARENT_INDEX)).toBe(true);
    expect(played[0]!.frame.pixels.includes(TRANSPARENT_INDEX)).toBe(false);
  });

  it('plays back every frame as its original, within the palette tolerance', () => {
    const frames = [frame(2), frame(6), frame(10), frame(10), frame(20)];
    const played = play(encode(frames));
    expect(played).toHaveLength(frames.length);
    played.forEach(({ screen }, i) => {
      let worst = 0;
      for (let p = 0; p < screen.length; p += 4)
        for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(screen[p + c]! - frames[i]![p + c]!));
      // These frames hold under 255 colours, so the palette keeps each within rgb565 rounding.
      expect(worst, `frame ${i}`).toBeLessThanOrEqual(8);
    });
    // The moved square is the only change: most of frame 1 is transparent.
    const changed = played[1]!.frame.pixels.filter((i) => i !== TRANSPARENT_INDEX).length;
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(W * H * 0.3);
  });

  it('writes whole frames cleared to the background for a see-through GIF', () => {
    const key = [255, 0, 255];
    const a = frame(4);
    for (let p = 0; p < 4 * W * 4; p += 4) a.set([255, 0, 255, 255], p); // top rows see-through
    const palette = buildPalette([a], 255, key);
    const bytes = encodeFrame({
      index: 0,
      width: W,
      height: H,
      delay: 40,
      palette,
      data: a,
      previous: null,
      key,
    });
    const gif = new Uint8Array([...bytes, GIF_TRAILER]);
    const [f] = decompressFrames(parseGIF(gif.buffer), true);
    expect(f!.disposalType).toBe(2);
    expect(f!.patch[3]).toBe(0);
    expect(f!.patch[(5 * W + 1) * 4 + 3]).toBe(255);
  });
});
