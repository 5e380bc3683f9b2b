import { describe, expect, it } from 'vitest';
import type { KitLogo } from '../../kit/model/index.ts';
import { kitLogoLayers } from './kit-logos.ts';

const pos = (x = 0, y = 0, display = true) => ({ x, y, display });
const logo = (fields: Partial<KitLogo> = {}): KitLogo => ({
  uuid: 'L1',
  t: 'team',
  l: 'Harbour Shield',
  c: { shirt: ['#ff0000'], shorts: ['#00ff00'], socks: [] },
  pos: { shirt: pos(), shorts: pos(30, -40), socks: pos(0, 0, false) },
  recolor: true,
  recolorInternal: false,
  size: 120,
  position: 10,
  position_x: -5,
  rotation: 0,
  saturation: 0,
  shininess: 0,
  metalness: 0,
  disabled: false,
  ...fields,
});

describe('kit logos as logo layers', () => {
  it("gives each area the logo with that area's colours, in its slot", () => {
    const [shirt] = kitLogoLayers({ logos: [logo()], customPos: [] }, 'shirt');
    expect(shirt).toMatchObject({
      n: 'logo',
      l: 'Harbour Shield',
      placement: 'team',
      c: ['#ff0000'],
      size: 120,
    });
    expect(shirt!.customAnchor).toBeUndefined();
    expect(kitLogoLayers({ logos: [logo()], customPos: [] }, 'shorts')[0]!.c).toEqual(['#00ff00']);
  });

  it('skips empty slots and areas where the logo is not displayed', () => {
    expect(kitLogoLayers({ logos: [logo({ l: '' })], customPos: [] }, 'shirt')).toEqual([]);
    expect(kitLogoLayers({ logos: [logo()], customPos: [] }, 'socks')).toEqual([]);
  });

  it('uses the custom position as the anchor when the area has custom positioning', () => {
    const [shorts] = kitLogoLayers({ logos: [logo()], customPos: ['shorts'] }, 'shorts');
    expect(shorts!.customAnchor).toEqual([0.3, -0.4]);
  });
});
