import { describe, expect, it } from 'vitest';
import { gifSizeEstimate, megabytes } from './gif-size.ts';
import { DEFAULT_SETTINGS } from './settings.ts';

describe('GIF size estimate', () => {
  it('puts the default GIF under 5 MB, at the calibration encode (1.58 MB) within 10 %', () => {
    const bytes = gifSizeEstimate(DEFAULT_SETTINGS);
    expect(bytes).toBeLessThan(5e6);
    expect(Math.abs(bytes - 1_578_338) / 1_578_338).toBeLessThan(0.1);
    expect(megabytes(bytes)).toBe(1.6);
  });

  it('grows with the frames and the area; a see-through GIF (whole frames) with its frames', () => {
    const base = { gifResolution: 512 as const, gifSteps: 5, background: true };
    expect(gifSizeEstimate({ ...base, gifSteps: 6 })).toBeGreaterThan(gifSizeEstimate(base));
    expect(gifSizeEstimate({ ...base, gifResolution: 1024 })).toBeGreaterThan(3.9 * gifSizeEstimate(base));
    const clear = { ...base, background: false };
    expect(gifSizeEstimate({ ...clear, gifSteps: 6 }) / gifSizeEstimate(clear)).toBeCloseTo(2, 2);
    expect(megabytes(1000)).toBe(0.1);
  });
});
