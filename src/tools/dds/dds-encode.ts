/**
 * One whole DDS file from one RGBA image: header, then every mip level's BC1 or BC7 blocks,
 * largest first. Pure: the worker (dds-worker.ts) runs it off the main thread and unit tests call it.
 */
import { encodeBc1, halve } from './bc1.ts';
import { encodeBc7 } from './bc7.ts';
import { ddsHeader, fullMipCount, levelBytes, mipSize, type DdsFormat } from './dds-header.ts';

/** Formats we can encode: BC1 as the public tool writes, BC7 where the texture replaced is BC7. */
export type WritableFormat = Extract<DdsFormat, 'bc1' | 'bc1-srgb' | 'bc7' | 'bc7-srgb'>;

export interface DdsEncodeOptions {
  /** 1 for the top level only; default: the full chain down to 1x1. */
  mipCount?: number;
  /**
   * 'bc1' (fourCC DXT1, as the public tool writes), 'bc1-srgb' (DX10 header, DXGI 72), 'bc7' or
   * 'bc7-srgb' (DX10, DXGI 98 or 99; mode 6 blocks, bc7.ts).
   */
  format?: WritableFormat;
  /** Progress 0..1 as block rows finish. */
  onProgress?: (fraction: number) => void;
}

export function encodeDds(
  rgba: Uint8Array,
  width: number,
  height: number,
  options: DdsEncodeOptions = {},
): Uint8Array {
  const format = options.format ?? 'bc1';
  const mipCount = Math.min(options.mipCount ?? fullMipCount(width, height), fullMipCount(width, height));
  const header = ddsHeader(width, height, mipCount, format);
  const sizes = Array.from({ length: mipCount }, (_, level) =>
    levelBytes(mipSize(width, level), mipSize(height, level), format),
  );
  const totalRows = Array.from({ length: mipCount }, (_, l) =>
    Math.max(1, Math.ceil(mipSize(height, l) / 4)),
  ).reduce((a, b) => a + b, 0);
  const out = new Uint8Array(header.byteLength + sizes.reduce((a, b) => a + b, 0));
  out.set(header, 0);
  let offset = header.byteLength;
  let rowsDone = 0;
  const encodeBlocks = format === 'bc7' || format === 'bc7-srgb' ? encodeBc7 : encodeBc1;
  let level = rgba;
  for (let l = 0; l < mipCount; l++) {
    const w = mipSize(width, l);
    const h = mipSize(height, l);
    if (l > 0) level = halve(level, mipSize(width, l - 1), mipSize(height, l - 1));
    const base = rowsDone;
    out.set(
      encodeBlocks(level, w, h, (rows) => options.onProgress?.((base + rows) / totalRows)),
      offset,
    );
    rowsDone += Math.max(1, Math.ceil(h / 4));
    offset += sizes[l]!;
  }
  return out;
}
