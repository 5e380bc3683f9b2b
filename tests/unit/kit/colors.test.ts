import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustFlatGrey,
  contrast,
  GREY_RANGE,
  isDark,
  liftRandomColor,
  luminance,
  normaliseName,
  parseHexColor,
  textColorOn,
} from '../../../src/kit/index.ts';

describe('parseHexColor', () => {
  it.each([
    ['#abcdef', '#abcdef'],
    ['ABCDEF', '#abcdef'],
    ['#FFF', '#ffffff'],
    ['f0a', '#ff00aa'],
    ['###123456', '#123456'],
    ['  #0a0B0c ', '#0a0b0c'],
  ])('reads %j as %j', (input, color) => {
    expect(parseHexColor(input)).toEqual({ ok: true, color });
  });

  it.each(['', '#', '#12', '#1234', '#12345', '#1234567', 'red', '#ggg', '12#345'])('rejects %j', (input) => {
    expect(parseHexColor(input)).toEqual({ ok: false, error: 'Invalid hex color format' });
  });

  it('always returns lowercase #rrggbb for accepted input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const parsed = parseHexColor(input);
        if (parsed.ok) expect(parsed.color).toMatch(/^#[0-9a-f]{6}$/);
      }),
    );
  });
});

describe('luminance rules', () => {
  it('counts below 125 as dark', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(255);
    expect(isDark('#7c7c7c')).toBe(true);
    expect(isDark('#7d7d7d')).toBe(false);
  });

  it('puts black text on backgrounds from luminance 155, else white', () => {
    expect(textColorOn('#9b9b9b')).toBe('#000000');
    expect(textColorOn('#9a9a9a')).toBe('#ffffff');
  });

  it('replaces random colours darker than 15 by #1a1a1a', () => {
    expect(liftRandomColor('#0e0e0e')).toBe('#1a1a1a');
    expect(liftRandomColor('#0f0f0f')).toBe('#0f0f0f');
  });

  it('scores contrast as (ratio - 1) / 20', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(1);
    expect(contrast('#336699', '#336699')).toBe(0);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo((4.478 - 1) / 20, 2);
  });
});

describe('adjustFlatGrey', () => {
  it('maps greys into the grey range and leaves saturated colours alone', () => {
    expect(adjustFlatGrey('#000000')).toBe(`#${GREY_RANGE.min.toString(16).repeat(3)}`);
    expect(adjustFlatGrey('#ffffff')).toBe(`#${GREY_RANGE.max.toString(16).repeat(3)}`);
    expect(adjustFlatGrey('#ff0000')).toBe('#ff0000');
    const mid = Number.parseInt(adjustFlatGrey('#808080').slice(1, 3), 16);
    expect(mid).toBeGreaterThan(GREY_RANGE.min);
    expect(mid).toBeLessThan(GREY_RANGE.max);
  });
});

describe('normaliseName', () => {
  it('lowercases and turns space, # and / into underscores', () => {
    expect(normaliseName('Nike Home #3/2024')).toBe('nike_home__3_2024');
    expect(normaliseName('already_fine')).toBe('already_fine');
  });
});
