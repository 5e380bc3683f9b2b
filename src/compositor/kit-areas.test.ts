import { describe, expect, it } from 'vitest';
import { defaultKitLogo, newKit } from '../kit/index.ts';
import type { KitLogo } from '../kit/model/index.ts';
import { areaLayers } from './kit-areas.ts';
import { canvasOf, gameLayout, garmentsOn, REGION_IDS } from '../games/index.ts';
import { regionMask, type CommonLayer } from './layer-common.ts';

const text = (uuid: string, placement: string) => ({ n: 'text', uuid, placement, text: 'C' });
const armband = { n: 'armband', uuid: 'band', preset: { n: 'Captain Classic', t: 'preset' } };

describe('the layers of each area', () => {
  it("routes the armband and captain's-armband text to the armband area, band first", () => {
    const kit = {
      layers: { shirt: [text('cap', 'captains_armband'), text('chest', 'front')], extra: [armband] },
    };
    expect(areaLayers(kit, 'armband').map((l) => (l as { uuid?: string }).uuid)).toEqual(['band', 'cap']);
    expect(areaLayers(kit, 'shirt').map((l) => (l as { uuid?: string }).uuid)).toEqual(['chest']);
  });

  it("draws the shirt's print preview on the shorts too, where its shorts-number box is", () => {
    const preview = { n: 'print_preview', uuid: 'pp' };
    const shorts = [{ n: 'base', uuid: 'sb' }];
    const ids = (layers: readonly object[]) => layers.map((l) => (l as { uuid?: string }).uuid);
    expect(ids(areaLayers({ layers: { shirt: [preview], shorts } }, 'shorts'))).toEqual(['sb', 'pp']);
    expect(ids(areaLayers({ layers: { shirt: [preview], shorts } }, 'socks'))).toEqual([]);
    const own = [...shorts, { n: 'print_preview', uuid: 'own' }];
    expect(ids(areaLayers({ layers: { shirt: [preview], shorts: own } }, 'shorts'))).toEqual(['sb', 'own']);
  });

  it('tells sleeve cuffs, also inside a group, when the kit shows long sleeves', () => {
    const cuffs = { n: 'sleeve_cuffs', uuid: 'cuffs' };
    const group = { n: 'group', uuid: 'g', layers: [cuffs] };
    const short = areaLayers({ ls: false, layers: { shirt: [cuffs] } }, 'shirt');
    expect(short[0]).toBe(cuffs);
    const long = areaLayers({ ls: true, layers: { shirt: [cuffs, group] } }, 'shirt');
    expect(long[0]).toMatchObject({ longSleeves: true });
    expect((long[1] as unknown as { layers: object[] }).layers[0]).toMatchObject({ longSleeves: true });
  });

  it("merges the kit's player printing into printing layers", () => {
    const kit = newKit('basketball');
    kit.playerPrinting = { ...kit.playerPrinting, name: 'DOE', number: 7 };
    const layers = areaLayers({ ...kit, layers: { shirt: [{ n: 'printing' }] } }, 'shirt');
    expect(layers[0]).toMatchObject({ name: 'DOE', number: 7 });
  });

  it("puts the kit's logos on top of the garment areas, at custom positions where enabled", () => {
    const logo: KitLogo = { ...defaultKitLogo('team', 'eafc', 'L'), l: 'Harbour Shield' };
    logo.pos = {
      ...logo.pos,
      shirt: { x: 50, y: -20, display: true },
      socks: { x: 0, y: 0, display: false },
    };
    const kit = { logos: [logo], customPos: ['shirt' as const], layers: { shirt: [armband] } };
    const shirt = areaLayers(kit, 'shirt');
    expect(shirt.map((l) => l.n)).toEqual(['logo']);
    expect(shirt[0]).toMatchObject({ customAnchor: [0.5, -0.2] });
    expect(areaLayers(kit, 'shorts')[0]).not.toHaveProperty('customAnchor');
    expect(areaLayers(kit, 'socks')).toEqual([]);
    expect(areaLayers(kit, 'armband').map((l) => l.n)).toEqual(['armband']);
  });

  it('on a single-canvas game, draws the shorts and socks stacks on the shirt canvas, in their regions only', () => {
    const preview = { n: 'print_preview', uuid: 'pp' };
    const group = { n: 'group', uuid: 'g', layers: [{ n: 'stripes', uuid: 'gs' }] };
    const kit = {
      layers: {
        shirt: [{ n: 'base', uuid: 'sh' }, preview],
        shorts: [{ n: 'base', uuid: 'sb' }, group],
        socks: [{ n: 'base', uuid: 'so' }],
      },
    };
    for (const game of ['fm', 'pes']) {
      const garments = garmentsOn(gameLayout(game), 'shirt');
      expect(garments, game).toEqual(['shirt', 'shorts', 'socks']);
      const layers = areaLayers(kit, 'shirt', garments) as CommonLayer[];
      expect(layers.map((l) => [l.uuid, l.garment])).toEqual([
        ['sh', undefined],
        ['pp', undefined],
        ['sb', 'shorts'],
        ['g', 'shorts'],
        ['so', 'socks'],
      ]);
      expect((layers[3] as unknown as { layers: CommonLayer[] }).layers[0]!.garment).toBe('shorts');
      const bits = (names: (keyof typeof REGION_IDS)[]) =>
        names.reduce((m, n) => m | (1 << REGION_IDS[n]), 0);
      expect(regionMask(layers[2]!, 'shirt')).toBe(bits(['shorts_front', 'shorts_back']));
      expect(regionMask(layers[4]!, 'shirt')).toBe(bits(['sock']));
      expect(regionMask(layers[0]!, 'shirt') & bits(['shorts_front', 'shorts_back', 'sock'])).toBe(0);
    }
    // Games with a texture per garment keep one stack per area.
    expect(garmentsOn(gameLayout('eafc'), 'shirt')).toEqual(['shirt']);
    expect(garmentsOn(gameLayout('basketball'), 'shirt')).toEqual(['shirt']);
    expect(canvasOf(gameLayout('fm'), 'shorts')).toBe(gameLayout('fm').areas.shirt);
  });
});
