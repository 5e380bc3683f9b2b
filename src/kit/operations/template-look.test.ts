import { describe, expect, it } from 'vitest';
import { newKit } from '../defaults/kit.ts';
import { dressFromTemplate, templateLook } from './template-look.ts';
import { kitColors } from './kit-colors.ts';

const ACADEMY = {
  colors: ['#c1121f', '#ffffff', '#003049', '#fdf0d5'],
  designs: { shirt: ['checkers'], shorts: ['rectangle'], socks: ['stripes'] },
};

describe('a template look', () => {
  it("dresses a new kit as its tile: primary base, the template's designs, secondary and accent", () => {
    const kit = dressFromTemplate(newKit('eafc', 'orbis_academy'), ACADEMY);
    const shirt = kit.layers.shirt;
    expect(shirt.filter((l) => l.n === 'base').map((l) => l.c)).toEqual([['#c1121f'], ['#c1121f']]);
    const design = shirt.findIndex((l) => l.n === 'design');
    const art = shirt.findIndex((l) => l.n === 'template');
    // The design goes just below the template layer, like a new custom layer.
    expect(design).toBe(art - 1);
    expect(shirt[design]).toMatchObject({ type: 'checkers', c: ['#ffffff'] });
    expect(shirt[art]!.c).toEqual(['#ffffff', '#003049']);
    expect(kit.layers.shorts.find((l) => l.n === 'design')).toMatchObject({ type: 'rectangle' });
    expect(kit.layers.socks.find((l) => l.n === 'design')).toMatchObject({ type: 'stripes' });
  });

  it('gives a three-colour design the colours after primary, and skips names it does not know', () => {
    const look = templateLook({
      colors: ['#ffffff', '#1d3557', '#e63946', '#a8dadc'],
      designs: { shirt: ['three_color_stripe'], shorts: ['no_such_design'] },
    });
    expect(look.designs.shirt!.c).toEqual(['#1d3557', '#e63946', '#a8dadc']);
    expect(look.designs.shorts).toBeUndefined();
    expect(look.ground).toBe('#ffffff');
  });

  it("names the kit's first four colours by role for Recolor", () => {
    const kit = dressFromTemplate(newKit('eafc', 'veloce_origin'), {
      colors: ['#ffffff', '#1d3557', '#e63946', '#a8dadc'],
      designs: { shirt: ['three_color_stripe'] },
    });
    const roles = kitColors(kit).filter((c) => c.role !== null);
    expect(roles).toEqual([
      { color: '#ffffff', role: 'primary' },
      { color: '#1d3557', role: 'secondary' },
      { color: '#e63946', role: 'accent' },
      { color: '#a8dadc', role: 'trim' },
    ]);
  });
});
