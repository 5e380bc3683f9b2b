import { describe, expect, it } from 'vitest';
import { channelPalette } from './palette.ts';
import { MAX_RASTER_PX, MIN_RASTER_PX, rasterSize } from './rasterise.ts';

describe('channel palette', () => {
  it('takes each channel from the first list that has a valid colour for it', () => {
    expect(channelPalette(['#ff0000'], ['#000000', '#00ff00', '#0000ff'])).toEqual([
      1, 0, 0, 0, 1, 0, 0, 0, 1,
    ]);
    expect(channelPalette([undefined, 'nonsense'], ['#102030', '#ffffff'])).toEqual([
      0x10 / 255,
      0x20 / 255,
      0x30 / 255,
      1,
      1,
      1,
      1,
      1,
      1,
    ]);
  });
});

describe('raster size of a drawn image', () => {
  it('is the next power of two, within the caps', () => {
    expect(rasterSize(600)).toBe(1024);
    expect(rasterSize(1024)).toBe(1024);
    expect(rasterSize(1025)).toBe(2048);
    expect(rasterSize(10_000)).toBe(MAX_RASTER_PX);
    expect(rasterSize(3)).toBe(MIN_RASTER_PX);
    expect(rasterSize(Number.NaN)).toBe(MIN_RASTER_PX);
  });
});
