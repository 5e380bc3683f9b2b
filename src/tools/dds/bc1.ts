/**
 * BC1 (DXT1) block compression of opaque RGBA images: for each 4x4 block, the endpoints lie on
 * the block's principal colour axis (power iteration on its covariance), the indices pick the
 * nearest of the four palette colours, and one least-squares pass refits the endpoints to those
 * indices (kept only when it lowers the error). Always the 4-colour mode (colour0 > colour1):
 * every map 2K gets from us is opaque. No DOM: runs in the DDS worker and in unit tests.
 */
import { encodeBlocks } from './blocks.ts';

const expand5 = (v: number) => (v << 3) | (v >> 2);
const expand6 = (v: number) => (v << 2) | (v >> 4);

function to565(r: number, g: number, b: number): number {
  const q = (v: number, max: number) => Math.min(max, Math.max(0, Math.round((v * max) / 255)));
  return (q(r, 31) << 11) | (q(g, 63) << 5) | q(b, 31);
}

/** Scratch for one block: 16 pixels x RGB as floats, reused (no allocation per block). */
const px = new Float32Array(48);
const palette = new Float32Array(12);
const indices = new Uint8Array(16);
const best = new Uint8Array(16);

function fillPalette(c0: number, c1: number): void {
  const r0 = expand5(c0 >> 11), g0 = expand6((c0 >> 5) & 63), b0 = expand5(c0 & 31); // prettier-ignore
  const r1 = expand5(c1 >> 11), g1 = expand6((c1 >> 5) & 63), b1 = expand5(c1 & 31); // prettier-ignore
  palette.set([r0, g0, b0, r1, g1, b1]);
  palette[6] = (2 * r0 + r1) / 3;
  palette[7] = (2 * g0 + g1) / 3;
  palette[8] = (2 * b0 + b1) / 3;
  palette[9] = (r0 + 2 * r1) / 3;
  palette[10] = (g0 + 2 * g1) / 3;
  palette[11] = (b0 + 2 * b1) / 3;
}

/** Picks each pixel's nearest palette entry into `out`; returns the summed squared error. */
function pickIndices(out: Uint8Array): number {
  let total = 0;
  for (let i = 0; i < 16; i++) {
    let bestD = Infinity;
    let bestI = 0;
    for (let p = 0; p < 4; p++) {
      const dr = px[i * 3]! - palette[p * 3]!;
      const dg = px[i * 3 + 1]! - palette[p * 3 + 1]!;
      const db = px[i * 3 + 2]! - palette[p * 3 + 2]!;
      const d = dr * dr + dg * dg + db * db;
      if (d < bestD) {
        bestD = d;
        bestI = p;
      }
    }
    out[i] = bestI;
    total += bestD;
  }
  return total;
}

/** Endpoints in 4-colour order (c0 > c1); equal endpoints give a flat block. */
function ordered(a: number, b: number): [number, number] {
  return a >= b ? [a, b] : [b, a];
}

/** Least-squares endpoints for the current indices (weights 1, 0, 2/3, 1/3 of colour 0). */
function refit(source: Uint8Array): [number, number] | null {
  const w = [1, 0, 2 / 3, 1 / 3];
  let aa = 0, bb = 0, ab = 0; // prettier-ignore
  const ax = [0, 0, 0];
  const bx = [0, 0, 0];
  for (let i = 0; i < 16; i++) {
    const a = w[source[i]!]!;
    const b = 1 - a;
    aa += a * a;
    bb += b * b;
    ab += a * b;
    for (let c = 0; c < 3; c++) {
      ax[c]! += a * px[i * 3 + c]!;
      bx[c]! += b * px[i * 3 + c]!;
    }
  }
  const det = aa * bb - ab * ab;
  if (Math.abs(det) < 1e-6) return null;
  const e0 = [0, 0, 0].map((_, c) => (ax[c]! * bb - bx[c]! * ab) / det);
  const e1 = [0, 0, 0].map((_, c) => (bx[c]! * aa - ax[c]! * ab) / det);
  return [to565(e0[0]!, e0[1]!, e0[2]!), to565(e1[0]!, e1[1]!, e1[2]!)];
}

/** Writes 8 bytes for the block whose pixels are in `px`. */
function encodeBlock(out: DataView, offset: number): void {
  // Mean and covariance of the block's colours.
  let mr = 0, mg = 0, mb = 0; // prettier-ignore
  for (let i = 0; i < 16; i++) {
    mr += px[i * 3]!;
    mg += px[i * 3 + 1]!;
    mb += px[i * 3 + 2]!;
  }
  mr /= 16;
  mg /= 16;
  mb /= 16;
  let crr = 0, cgg = 0, cbb = 0, crg = 0, crb = 0, cgb = 0; // prettier-ignore
  for (let i = 0; i < 16; i++) {
    const r = px[i * 3]! - mr, g = px[i * 3 + 1]! - mg, b = px[i * 3 + 2]! - mb; // prettier-ignore
    crr += r * r;
    cgg += g * g;
    cbb += b * b;
    crg += r * g;
    crb += r * b;
    cgb += g * b;
  }
  // Principal axis by power iteration, started on the channel with the widest spread.
  let vr = crr >= cgg && crr >= cbb ? 1 : 0;
  let vg = !vr && cgg >= cbb ? 1 : 0;
  let vb = !vr && !vg ? 1 : 0;
  for (let k = 0; k < 6; k++) {
    const nr = crr * vr + crg * vg + crb * vb;
    const ng = crg * vr + cgg * vg + cgb * vb;
    const nb = crb * vr + cgb * vg + cbb * vb;
    const len = Math.hypot(nr, ng, nb);
    if (len < 1e-6) break;
    vr = nr / len;
    vg = ng / len;
    vb = nb / len;
  }
  let lo = Infinity, hi = -Infinity, loI = 0, hiI = 0; // prettier-ignore
  for (let i = 0; i < 16; i++) {
    const t = px[i * 3]! * vr + px[i * 3 + 1]! * vg + px[i * 3 + 2]! * vb;
    if (t < lo) {
      lo = t;
      loI = i;
    }
    if (t > hi) {
      hi = t;
      hiI = i;
    }
  }
  let [c0, c1] = ordered(
    to565(px[hiI * 3]!, px[hiI * 3 + 1]!, px[hiI * 3 + 2]!),
    to565(px[loI * 3]!, px[loI * 3 + 1]!, px[loI * 3 + 2]!),
  );
  fillPalette(c0, c1);
  const error = pickIndices(best);
  const fit = c0 !== c1 ? refit(best) : null;
  if (fit) {
    const [r0, r1] = ordered(fit[0], fit[1]);
    if (r0 !== r1) {
      fillPalette(r0, r1);
      const e = pickIndices(indices);
      if (e < error) {
        c0 = r0;
        c1 = r1;
        best.set(indices);
      }
    }
  }
  if (c0 === c1) best.fill(0); // equal endpoints: 3-colour mode, index 0 is colour 0
  let bits = 0;
  for (let i = 15; i >= 0; i--) bits = (bits << 2) | best[i]!;
  out.setUint16(offset, c0, true);
  out.setUint16(offset + 2, c1, true);
  out.setUint32(offset + 4, bits >>> 0, true);
}

/** BC1 blocks of one image (RGBA rows, top first); `onRows` hears how many block rows are done. */
export function encodeBc1(
  rgba: Uint8Array,
  width: number,
  height: number,
  onRows?: (done: number) => void,
): Uint8Array {
  return encodeBlocks(
    rgba,
    width,
    height,
    8,
    (texels, out, offset) => {
      for (let i = 0; i < 16; i++) {
        const s = texels[i]!;
        px[i * 3] = rgba[s]!;
        px[i * 3 + 1] = rgba[s + 1]!;
        px[i * 3 + 2] = rgba[s + 2]!;
      }
      encodeBlock(out, offset);
    },
    onRows,
  );
}

/** The next mip level: each texel the mean of a 2x2 box (edges repeat on odd sizes). */
export function halve(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const w = Math.max(1, width >> 1);
  const h = Math.max(1, height >> 1);
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const y0 = Math.min(y * 2, height - 1) * width;
    const y1 = Math.min(y * 2 + 1, height - 1) * width;
    for (let x = 0; x < w; x++) {
      const x0 = Math.min(x * 2, width - 1);
      const x1 = Math.min(x * 2 + 1, width - 1);
      const a = (y0 + x0) * 4, b = (y0 + x1) * 4, c = (y1 + x0) * 4, d = (y1 + x1) * 4; // prettier-ignore
      const o = (y * w + x) * 4;
      for (let k = 0; k < 4; k++)
        out[o + k] = (rgba[a + k]! + rgba[b + k]! + rgba[c + k]! + rgba[d + k]! + 2) >> 2;
    }
  }
  return out;
}
