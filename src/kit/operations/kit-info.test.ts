import { describe, expect, it } from 'vitest';
import { newKit } from '../defaults/kit.ts';
import { kitInfo } from './kit-info.ts';
import { dressFromTemplate } from './template-look.ts';

describe('the kit-info layer (document 2 §9)', () => {
  it("holds the collar value, the shirt's colour roles and the shorts' colours", () => {
    const kit = dressFromTemplate(newKit('eafc', 'orbis_academy'), {
      colors: ['#c1121f', '#ffffff', '#003049', '#fdf0d5'],
      designs: { shirt: ['checkers'], shorts: ['rectangle'] },
    });
    const info = kitInfo({ ...kit, collar: 2 });
    expect(info.collar).toBe(2);
    expect(info.shirt[0]).toBe('#c1121f');
    expect(info.shirt.length).toBeLessThanOrEqual(4);
    const shortsColours = new Set(kit.layers.shorts.filter((l) => !l.disabled).flatMap((l) => l.c));
    expect(info.shorts.length).toBeGreaterThan(0);
    expect(info.shorts.every((c) => shortsColours.has(c))).toBe(true);
    expect(new Set(info.shorts).size).toBe(info.shorts.length);
  });
});
