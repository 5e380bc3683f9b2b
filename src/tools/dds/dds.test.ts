import decodeDxt from 'decode-dxt';
import { describe, expect, it } from 'vitest';
import {
  DDPF_FOURCC,
  DDS_MAGIC,
  ddsHeader,
  DXGI,
  fullMipCount,
  levelBytes,
  readDdsInfo,
} from './dds-header.ts';
import { encodeDds } from './dds-encode.ts';

const u32 = (bytes: Uint8Array, offset: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).getUint32(offset, true);
const text4 = (bytes: Uint8Array, offset: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + 4));

/** A smooth gradient with a hard edge: what a kit map looks like to a block encoder. */
function sample(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      data[o] = Math.round((x / (width - 1)) * 255);
      data[o + 1] = x > width / 2 ? 200 : 30;
      data[o + 2] = Math.round((y / (height - 1)) * 255);
      data[o + 3] = 255;
    }
  return data;
}

describe('DDS headers', () => {
  it('writes BC1 as the public tool does: DXT1 fourCC, linear size, full mip chain', () => {
    const h = ddsHeader(2048, 2048, 12, 'bc1');
    expect(h.byteLength).toBe(128);
    expect(text4(h, 0)).toBe('DDS ');
    expect(u32(h, 0)).toBe(DDS_MAGIC);
    expect(u32(h, 4)).toBe(124); // dwSize
    expect(u32(h, 8)).toBe(0x1 | 0x2 | 0x4 | 0x1000 | 0x20000 | 0x80000); // caps, h, w, pf, mips, linear
    expect(u32(h, 12)).toBe(2048); // height
    expect(u32(h, 16)).toBe(2048); // width
    expect(u32(h, 20)).toBe(512 * 512 * 8); // top level bytes
    expect(u32(h, 24)).toBe(0); // depth
    expect(u32(h, 28)).toBe(12); // mip count: 2048 .. 1
    for (let o = 32; o < 76; o += 4) expect(u32(h, o)).toBe(0); // reserved
    expect(u32(h, 76)).toBe(32); // pixel format size
    expect(u32(h, 80)).toBe(DDPF_FOURCC);
    expect(text4(h, 84)).toBe('DXT1');
    for (let o = 88; o < 108; o += 4) expect(u32(h, o)).toBe(0); // no RGB masks
    expect(u32(h, 108)).toBe(0x1000 | 0x8 | 0x400000); // texture, complex, mipmap
    for (let o = 112; o < 128; o += 4) expect(u32(h, o)).toBe(0);
  });

  it('writes BC7 and sRGB BC1 with a DX10 header and their DXGI formats', () => {
    for (const [format, dxgi] of [
      ['bc7', DXGI.BC7],
      ['bc7-srgb', DXGI.BC7_SRGB],
      ['bc1-srgb', DXGI.BC1_SRGB],
    ] as const) {
      const h = ddsHeader(1024, 1024, 11, format);
      expect(h.byteLength).toBe(148);
      expect(text4(h, 84)).toBe('DX10');
      expect(u32(h, 20)).toBe(256 * 256 * (format === 'bc1-srgb' ? 8 : 16));
      expect(u32(h, 28)).toBe(11);
      expect(u32(h, 128)).toBe(dxgi);
      expect(u32(h, 132)).toBe(3); // TEXTURE2D
      expect(u32(h, 140)).toBe(1); // array size
      expect(readDdsInfo(h)).toMatchObject({ width: 1024, height: 1024, mipCount: 11, format });
    }
  });

  it('a single level has no mip flags', () => {
    const h = ddsHeader(64, 32, 1, 'bc1');
    expect(u32(h, 8) & 0x20000).toBe(0);
    expect(u32(h, 108)).toBe(0x1000);
  });

  it('reads nothing from bytes that are not a DDS', () => {
    expect(readDdsInfo(new Uint8Array(0))).toBeNull();
    expect(readDdsInfo(new Uint8Array(200).fill(7))).toBeNull();
  });
});

describe('BC1 DDS encoding', () => {
  it('holds every level of the chain, each decoding close to the image (independent decoder)', () => {
    const width = 64;
    const height = 32;
    const image = sample(width, height);
    const progress: number[] = [];
    const dds = encodeDds(image, width, height, { onProgress: (f) => progress.push(f) });
    const info = readDdsInfo(dds)!;
    expect(info).toMatchObject({ width, height, mipCount: fullMipCount(width, height), format: 'bc1' });
    expect(info.mipCount).toBe(7); // 64x32 .. 1x1
    let total = 128;
    for (let l = 0; l < info.mipCount; l++)
      total += levelBytes(Math.max(1, width >> l), Math.max(1, height >> l), 'bc1');
    expect(dds.byteLength).toBe(total);
    expect(progress.at(-1)).toBe(1);
    const top = decodeDxt(
      new DataView(dds.buffer, 128, levelBytes(width, height, 'bc1')),
      width,
      height,
      'dxt1',
    );
    let worst = 0;
    let sum = 0;
    for (let i = 0; i < image.length; i += 4)
      for (let c = 0; c < 3; c++) {
        const d = Math.abs(top[i + c]! - image[i + c]!);
        worst = Math.max(worst, d);
        sum += d;
      }
    expect(sum / ((image.length / 4) * 3)).toBeLessThan(3);
    // A block across the hard edge holds 3 colours on a 4-entry line: its worst texel errs most.
    expect(worst).toBeLessThanOrEqual(24);
    for (let i = 3; i < top.length; i += 4) expect(top[i]).toBe(255);
  });

  it('keeps a flat colour exact to 5:6:5', () => {
    const image = new Uint8Array(8 * 8 * 4);
    for (let i = 0; i < image.length; i += 4) image.set([203, 0, 102, 255], i);
    const dds = encodeDds(image, 8, 8, { mipCount: 1 });
    const decoded = decodeDxt(new DataView(dds.buffer, 128), 8, 8, 'dxt1');
    for (let i = 0; i < decoded.length; i += 4) {
      expect(Math.abs(decoded[i]! - 203)).toBeLessThanOrEqual(4);
      expect(decoded[i + 1]).toBe(0);
      expect(Math.abs(decoded[i + 2]! - 102)).toBeLessThanOrEqual(4);
    }
  });
});
