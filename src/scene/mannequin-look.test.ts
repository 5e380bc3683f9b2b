import { describe, expect, it } from 'vitest';
import { mannequinColour, shininessToRoughness, SKIN_TONES, DEFAULT_DISPLAY } from './mannequin-look.ts';
import { cameraDistance, thumbnailCamera } from './cameras.ts';
import { LIGHTING_PRESETS } from './lighting.ts';

describe('mannequin look and cameras (spec §9)', () => {
  it('maps shininess to roughness: 0.8 at 0, down to 0 at 100, up to 1.0 at -100', () => {
    expect(shininessToRoughness(0)).toBeCloseTo(0.8);
    expect(shininessToRoughness(100)).toBeCloseTo(0);
    expect(shininessToRoughness(-100)).toBeCloseTo(1);
    expect(shininessToRoughness(50)).toBeCloseTo(0.4);
    expect(shininessToRoughness(500)).toBeCloseTo(0);
  });

  it('offers eleven skin tones and falls back to the mannequin colour when skin is off', () => {
    expect(SKIN_TONES).toHaveLength(11);
    expect(mannequinColour({ ...DEFAULT_DISPLAY, mannequinSkinColor: 99 })).toBe(SKIN_TONES[10]);
    expect(
      mannequinColour({ ...DEFAULT_DISPLAY, mannequinSkinColorToggle: false, mannequinColor: '#123456' }),
    ).toBe('#123456');
  });

  it('keeps the spec distances', () => {
    expect(cameraDistance('shirt')).toBe(4.5);
    expect(cameraDistance('full')).toBe(9.3);
    expect(thumbnailCamera().position[2]).toBe(4.8);
  });

  it('has the ten lighting presets by their spec names', () => {
    expect(LIGHTING_PRESETS).toEqual([
      'Default',
      'Default 2',
      'Default 3',
      'Night',
      'Day',
      'Day (r)',
      'Day (l)',
      'Day 2',
      'Dark (r)',
      'Dark (l)',
    ]);
  });
});
