/**
 * BC1 against BC7 (mode 6) on one 2048² colour map with its full mip chain, on the CPU as the DDS
 * worker runs them: time of each, their ratio, and the mean error per channel of the top level
 * (BC1 decoded with decode-dxt; BC7 read per the BPTC specification's mode 6 layout). The map is
 * what a kit's colour map holds: two stripe colours with hard edges, a vertical shading and grain.
 *
 *   npx tsx bench/downloads/block-encoders.ts
 */
import decodeDxt from 'decode-dxt';
import { loadavg } from 'node:os';
import { encodeDds } from '../../src/tools/dds/dds-encode.ts';
import { mergeResults } from '../results.ts';

const SIZE = 2048;
const WEIGHTS = [0, 4, 9, 13, 17, 21, 26, 30, 34, 38, 43, 47, 51, 55, 60, 64];

function kitMap(size: number): Uint8Array {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const o = (y * size + x) * 4;
      const light = 0.6 + (0.4 * y) / (size - 1) + (((x * 7 + y * 13) % 5) - 2) / 255;
      const colour = Math.floor(x / 160) % 2 ? [200, 30, 40] : [240, 230, 210];
      for (let c = 0; c < 3; c++) data[o + c] = Math.round(colour[c]! * light);
      data[o + 3] = 255;
    }
  return data;
}

function decodeMode6Top(dds: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const blocks = size / 4;
  for (let b = 0; b < blocks * blocks; b++) {
    let bits = 0n;
    for (let i = 15; i >= 0; i--) bits = (bits << 8n) | BigInt(dds[148 + b * 16 + i]!);
    let at = 7;
    const take = (n: number) => {
      const v = Number((bits >> BigInt(at)) & ((1n << BigInt(n)) - 1n));
      at += n;
      return v;
    };
    const raw = Array.from({ length: 8 }, () => take(7));
    const p = [take(1), take(1)];
    for (let i = 0; i < 16; i++) {
      const w = WEIGHTS[take(i === 0 ? 3 : 4)]!;
      const o = (((Math.floor(b / blocks) * 4 + (i >> 2)) * size + (b % blocks) * 4 + (i & 3)) * 4) | 0;
      for (let c = 0; c < 4; c++) {
        const a = (raw[c * 2]! << 1) | p[0]!;
        const e = (raw[c * 2 + 1]! << 1) | p[1]!;
        out[o + c] = ((64 - w) * a + w * e + 32) >> 6;
      }
    }
  }
  return out;
}

function meanError(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 4) for (let c = 0; c < 3; c++) sum += Math.abs(a[i + c]! - b[i + c]!);
  return sum / ((a.length / 4) * 3);
}

const image = kitMap(SIZE);
const time = (format: 'bc1' | 'bc7') => {
  const start = performance.now();
  const bytes = encodeDds(image, SIZE, SIZE, { format });
  return { ms: performance.now() - start, bytes };
};
time('bc1'); // warm-up
const bc1 = time('bc1');
const bc7 = time('bc7');
const figures = {
  size: SIZE,
  load_average: loadavg()[0],
  bc1_ms: Math.round(bc1.ms),
  bc7_ms: Math.round(bc7.ms),
  bc7_over_bc1: Number((bc7.ms / bc1.ms).toFixed(2)),
  bc1_mean_error: Number(
    meanError(decodeDxt(new DataView(bc1.bytes.buffer, 128), SIZE, SIZE, 'dxt1'), image).toFixed(3),
  ),
  bc7_mean_error: Number(meanError(decodeMode6Top(bc7.bytes, SIZE), image).toFixed(3)),
};
console.log(figures);
mergeResults('block_encoders', figures);
