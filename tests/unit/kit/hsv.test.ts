import { describe, expect, it } from 'vitest';
import { hexToHsv, hsvToHex } from '../../../src/kit/hsv.ts';

describe('hue, saturation and value', () => {
  it('reads the primaries, greys and a mixed colour', () => {
    expect(hexToHsv('#ff0000')).toEqual({ h: 0, s: 100, v: 100 });
    expect(hexToHsv('#00ff00')).toEqual({ h: 120, s: 100, v: 100 });
    expect(hexToHsv('#0000ff')).toEqual({ h: 240, s: 100, v: 100 });
    expect(hexToHsv('#808080')).toMatchObject({ h: 0, s: 0 });
    expect(hexToHsv('#000000')).toEqual({ h: 0, s: 0, v: 0 });
    const mixed = hexToHsv('#336699');
    expect(mixed.h).toBeCloseTo(210, 5);
    expect(mixed.s).toBeCloseTo(66.67, 1);
    expect(mixed.v).toBeCloseTo(60, 5);
  });

  it('gives every colour back from its HSV', () => {
    for (let i = 0; i < 4096; i++) {
      const hex = `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`;
      expect(hsvToHex(hexToHsv(hex))).toBe(hex);
    }
    expect(hsvToHex({ h: 360, s: 100, v: 100 })).toBe('#ff0000');
    expect(hsvToHex({ h: 60, s: 50, v: 100 })).toBe('#ffff80');
  });
});
