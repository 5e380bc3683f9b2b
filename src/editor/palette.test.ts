import { describe, expect, it } from 'vitest';
import { addToCustomPalette, CUSTOM_PALETTE_MAX, DEFAULT_PALETTE, rememberColor } from './palette.ts';

describe('colour palettes', () => {
  it('has 7 rows of 9 distinct colours', () => {
    expect(DEFAULT_PALETTE).toHaveLength(7);
    for (const row of DEFAULT_PALETTE) expect(row).toHaveLength(9);
    expect(new Set(DEFAULT_PALETTE.flat()).size).toBe(63);
    for (const color of DEFAULT_PALETTE.flat()) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('puts new colours first, skips known ones and keeps at most 18', () => {
    let palette: string[] = [];
    palette = addToCustomPalette(palette, '#123456');
    palette = addToCustomPalette(palette, '#ABCDEF');
    expect(palette).toEqual(['#abcdef', '#123456']);
    expect(addToCustomPalette(palette, '#123456')).toEqual(palette);
    expect(addToCustomPalette(palette, DEFAULT_PALETTE[0]![0]!)).toEqual(palette);
    for (let i = 0; i < 30; i++) palette = addToCustomPalette(palette, `#0000${(i + 16).toString(16)}`);
    expect(palette).toHaveLength(CUSTOM_PALETTE_MAX);
    expect(palette[0]).toBe('#00002d');
  });

  it('remembers an applied or sampled colour in the stored palette, once', () => {
    const prefs = { customPalette: ['#123456'] };
    rememberColor(prefs, '#CC1111');
    expect(prefs.customPalette).toEqual(['#cc1111', '#123456']);
    const before = prefs.customPalette;
    rememberColor(prefs, '#cc1111');
    rememberColor(prefs, DEFAULT_PALETTE[3]![4]!);
    // Nothing new: the stored list is not even rewritten (no needless local-storage write).
    expect(prefs.customPalette).toBe(before);
  });
});
