/**
 * BC7 block compression in mode 6 only: one subset, RGBA endpoints of 7 bits plus a p-bit each,
 * 4-bit indices (16 steps between the endpoints). Mode 6 is the one BC7 mode that covers any
 * smooth block with a single line of colours; it alone already beats BC1 on gradients (16 steps
 * instead of 4, 8 bits per channel instead of 5:6:5), which is what a kit's map is made of. The
 * multi-subset modes (sharp two-colour edges) are left out: they would double the encoder for
 * the few blocks on a stripe's edge, and a 2K texture is sampled from mip levels anyway.
 *
 * Endpoints: the block's principal axis (power iteration on its RGBA covariance), the extreme
 * projections on it; each endpoint's p-bit picked for the smaller error (an opaque endpoint
 * always p = 1); indices the nearest of the 16 palette colours; one least-squares refit to those
 * indices, kept when it lowers the error. The anchor rule (pixel 0's index below 8) is met by
 * swapping the endpoints. Measured (bench/downloads/block-encoders.ts, a 2048 kit-like map with
 * its mip chain, loaded machine): 3-7x the time of the BC1 encoder (bc1.ts), a quarter of its
 * mean error (0.25 against 1.12 per channel).
 * No DOM: runs in the DDS worker and in unit tests.
 */

import { encodeBlocks } from './blocks.ts';

/** The format's interpolation weights for 4-bit indices, out of 64 (the BPTC specification). */
const WEIGHTS = [0, 4, 9, 13, 17, 21, 26, 30, 34, 38, 43, 47, 51, 55, 60, 64];

/** Scratch for one block: 16 pixels x RGBA as floats, reused (no allocation per block). */
const px = new Float32Array(64);
const palette = new Float32Array(64);
const indices = new Uint8Array(16);
const best = new Uint8Array(16);
/** Quantised endpoints: 7-bit RGBA for endpoint 0 then 1, and their p-bits. */
const q = new Uint8Array(8);
const qBest = new Uint8Array(8);
const p = new Uint8Array(2);
const pBest = new Uint8Array(2);

const scratch = [0, 0, 0, 0];

/** Quantises one endpoint (4 floats at `e`) into q[slot*4..] and p[slot], best p-bit first. */
function quantise(e: ArrayLike<number>, slot: 0 | 1): void {
  let bestError = Infinity;
  const values = scratch;
  // An opaque endpoint needs p = 1 (alpha 127 * 2 + 1 = 255): p = 0 would leave every texel 254.
  for (let bit = e[3]! > 254.5 ? 1 : 0; bit < 2; bit++) {
    let error = 0;
    for (let c = 0; c < 4; c++) {
      const v = Math.min(127, Math.max(0, Math.round((e[c]! - bit) / 2)));
      values[c] = v;
      const d = v * 2 + bit - e[c]!;
      error += d * d;
    }
    if (error < bestError) {
      bestError = error;
      for (let c = 0; c < 4; c++) q[slot * 4 + c] = values[c]!;
      p[slot] = bit;
    }
  }
}

/** The 16 palette colours of the quantised endpoints in q and p, as the decoder computes them. */
function fillPalette(): void {
  for (let c = 0; c < 4; c++) {
    const a = q[c]! * 2 + p[0]!;
    const b = q[4 + c]! * 2 + p[1]!;
    for (let i = 0; i < 16; i++) palette[i * 4 + c] = ((64 - WEIGHTS[i]!) * a + WEIGHTS[i]! * b + 32) >> 6;
  }
}

/**
 * Picks each pixel's nearest palette entry into `out`; returns the summed squared error. The
 * palette lies on a line: a pixel's projection on it names the likely entry, and only it and its
 * two neighbours are measured (a full search of 16 was 6x slower for the same indices but for
 * rounding ties).
 */
function pickIndices(out: Uint8Array): number {
  const dr = palette[60]! - palette[0]!;
  const dg = palette[61]! - palette[1]!;
  const db = palette[62]! - palette[2]!;
  const da = palette[63]! - palette[3]!;
  const length2 = dr * dr + dg * dg + db * db + da * da;
  let total = 0;
  for (let i = 0; i < 16; i++) {
    let guess = 0;
    if (length2 > 0) {
      const t =
        ((px[i * 4]! - palette[0]!) * dr +
          (px[i * 4 + 1]! - palette[1]!) * dg +
          (px[i * 4 + 2]! - palette[2]!) * db +
          (px[i * 4 + 3]! - palette[3]!) * da) /
        length2;
      guess = Math.min(15, Math.max(0, Math.round(t * 15)));
    }
    let bestD = Infinity;
    let bestI = 0;
    for (let k = Math.max(0, guess - 1); k <= Math.min(15, guess + 1); k++) {
      const er = px[i * 4]! - palette[k * 4]!;
      const eg = px[i * 4 + 1]! - palette[k * 4 + 1]!;
      const eb = px[i * 4 + 2]! - palette[k * 4 + 2]!;
      const ea = px[i * 4 + 3]! - palette[k * 4 + 3]!;
      const d = er * er + eg * eg + eb * eb + ea * ea;
      if (d < bestD) {
        bestD = d;
        bestI = k;
      }
    }
    out[i] = bestI;
    total += bestD;
  }
  return total;
}

/** Least-squares endpoints for the indices in `source`; null when they all share one weight. */
function refit(source: Uint8Array): [number[], number[]] | null {
  let aa = 0, bb = 0, ab = 0; // prettier-ignore
  const ax = [0, 0, 0, 0];
  const bx = [0, 0, 0, 0];
  for (let i = 0; i < 16; i++) {
    const b = WEIGHTS[source[i]!]! / 64;
    const a = 1 - b;
    aa += a * a;
    bb += b * b;
    ab += a * b;
    for (let c = 0; c < 4; c++) {
      ax[c]! += a * px[i * 4 + c]!;
      bx[c]! += b * px[i * 4 + c]!;
    }
  }
  const det = aa * bb - ab * ab;
  if (Math.abs(det) < 1e-6) return null;
  const clamp = (v: number) => Math.min(255, Math.max(0, v));
  return [
    ax.map((_, c) => clamp((ax[c]! * bb - bx[c]! * ab) / det)),
    ax.map((_, c) => clamp((bx[c]! * aa - ax[c]! * ab) / det)),
  ];
}

const cov = new Float64Array(16);
const mean = new Float64Array(4);
const axis = new Float64Array(4);
const next = new Float64Array(4);
const end0 = new Float64Array(4);
const end1 = new Float64Array(4);

/** The two endpoints (into end0, end1) at the extreme projections of the block on its principal axis. */
function axisEndpoints(): void {
  mean.fill(0);
  for (let i = 0; i < 16; i++) for (let c = 0; c < 4; c++) mean[c]! += px[i * 4 + c]! / 16;
  cov.fill(0);
  for (let i = 0; i < 16; i++)
    for (let r = 0; r < 4; r++) {
      const dr = px[i * 4 + r]! - mean[r]!;
      for (let c = r; c < 4; c++) cov[r * 4 + c]! += dr * (px[i * 4 + c]! - mean[c]!);
    }
  for (let r = 0; r < 4; r++) for (let c = 0; c < r; c++) cov[r * 4 + c] = cov[c * 4 + r]!;
  // Power iteration, started on the channel with the widest spread.
  let widest = 0;
  for (let c = 1; c < 4; c++) if (cov[c * 5]! > cov[widest * 5]!) widest = c;
  axis.fill(0);
  axis[widest] = 1;
  for (let k = 0; k < 8; k++) {
    for (let r = 0; r < 4; r++)
      next[r] = cov[r * 4]! * axis[0]! + cov[r * 4 + 1]! * axis[1]! + cov[r * 4 + 2]! * axis[2]! + cov[r * 4 + 3]! * axis[3]!; // prettier-ignore
    const length = Math.hypot(next[0]!, next[1]!, next[2]!, next[3]!);
    if (length < 1e-6) break;
    for (let c = 0; c < 4; c++) axis[c] = next[c]! / length;
  }
  let lo = Infinity, hi = -Infinity; // prettier-ignore
  for (let i = 0; i < 16; i++) {
    let t = 0;
    for (let c = 0; c < 4; c++) t += (px[i * 4 + c]! - mean[c]!) * axis[c]!;
    lo = Math.min(lo, t);
    hi = Math.max(hi, t);
  }
  for (let c = 0; c < 4; c++) {
    end0[c] = Math.min(255, Math.max(0, mean[c]! + lo * axis[c]!));
    end1[c] = Math.min(255, Math.max(0, mean[c]! + hi * axis[c]!));
  }
}

/** Sets `count` bits of `value` at bit `at` of the block's four little-endian words. */
function put(words: Uint32Array, at: number, count: number, value: number): void {
  for (let bit = 0; bit < count; bit++) {
    const position = at + bit;
    if ((value >> bit) & 1) words[position >> 5]! |= 1 << (position & 31);
  }
}

const words = new Uint32Array(4);

/** Writes 16 bytes for the block whose pixels are in `px`. */
function encodeBlock(out: DataView, offset: number): void {
  axisEndpoints();
  quantise(end0, 0);
  quantise(end1, 1);
  fillPalette();
  let error = pickIndices(best);
  qBest.set(q);
  pBest.set(p);
  // One least-squares refit to the chosen indices (three rounds lowered the mean error from 0.247
  // to 0.242 on bench/downloads/block-encoders.ts's map: not worth their time).
  for (let round = 0; round < 1 && error > 0; round++) {
    const fit = refit(best);
    if (!fit) break;
    quantise(fit[0], 0);
    quantise(fit[1], 1);
    fillPalette();
    const e = pickIndices(indices);
    if (e >= error) break;
    error = e;
    best.set(indices);
    qBest.set(q);
    pBest.set(p);
  }
  // Pixel 0's index is stored in 3 bits: its top bit must be 0, so swap the ends if it is not.
  const swap = best[0]! >= 8;
  words.fill(0);
  put(words, 0, 7, 1 << 6); // mode 6: six 0 bits, then a 1
  for (let c = 0; c < 4; c++) {
    const a = qBest[c]!;
    const b = qBest[4 + c]!;
    put(words, 7 + c * 14, 7, swap ? b : a);
    put(words, 7 + c * 14 + 7, 7, swap ? a : b);
  }
  put(words, 63, 1, swap ? pBest[1]! : pBest[0]!);
  put(words, 64, 1, swap ? pBest[0]! : pBest[1]!);
  let at = 65;
  for (let i = 0; i < 16; i++) {
    const index = swap ? 15 - best[i]! : best[i]!;
    const bits = i === 0 ? 3 : 4;
    put(words, at, bits, index);
    at += bits;
  }
  for (let w = 0; w < 4; w++) out.setUint32(offset + w * 4, words[w]!, true);
}

/** BC7 (mode 6) blocks of one image (RGBA rows, top first); `onRows` hears block rows done. */
export function encodeBc7(
  rgba: Uint8Array,
  width: number,
  height: number,
  onRows?: (done: number) => void,
): Uint8Array {
  return encodeBlocks(
    rgba,
    width,
    height,
    16,
    (texels, out, offset) => {
      for (let i = 0; i < 16; i++) px.set(rgba.subarray(texels[i]!, texels[i]! + 4), i * 4);
      encodeBlock(out, offset);
    },
    onRows,
  );
}
