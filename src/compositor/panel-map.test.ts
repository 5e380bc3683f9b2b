import { describe, expect, it } from 'vitest';
import { buildPanelMap } from './panel-map.ts';
import { gameLayout, REGION_IDS } from '../games/index.ts';

const shirt = gameLayout('eafc').areas.shirt!;

/** Region id at a layout pixel (x right, y down from the top of the texture). */
function idAt(map: ReturnType<typeof buildPanelMap>, x: number, y: number): number {
  const data = map.texture.image.data as Uint8Array;
  return data[(shirt.height - 1 - y) * shirt.width + x]!;
}

describe('panel map', () => {
  const map = buildPanelMap(shirt);

  it('marks every region at its centre', () => {
    for (const region of shirt.regions) {
      const { x, y, w, h } = region.rect;
      expect(idAt(map, Math.floor(x + w / 2), Math.floor(y + h / 2))).toBe(REGION_IDS[region.name]);
    }
  });

  it('leaves the neckline and armholes cut out of the body panels as no region', () => {
    // eafc (EA's layout): front x 588..1456 from y 1020 down, back upside down above it.
    expect(idAt(map, 1022, 1060)).toBe(0); // inside the front neckline dip
    expect(idAt(map, 592, 1030)).toBe(0); // above the front's shoulder line
    expect(idAt(map, 1022, 1200)).toBe(REGION_IDS.front);
    expect(idAt(map, 1023, 990)).toBe(0); // inside the back's neckline dip (upside down)
    expect(idAt(map, 1023, 900)).toBe(REGION_IDS.back);
    expect(idAt(map, 1023, 140)).toBe(REGION_IDS.back); // the back's hem, at the top
    expect(idAt(map, 2040, 2040)).toBe(0); // nothing in the bottom right corner
  });

  it('gives the host each region centre and size, and sleeves their short-sleeve line', () => {
    const front = REGION_IDS.front * 4;
    expect(Array.from(map.rects.slice(front, front + 4))).toEqual([1022, 1462, 868, 884]);
    expect(map.extras[REGION_IDS.sleeve_left * 4 + 1]).toBe(49);
    // Quarter turns: the back upside down, the sleeves lying across with up toward the body.
    expect(map.extras[REGION_IDS.front * 4 + 2]).toBe(0);
    expect(map.extras[REGION_IDS.back * 4 + 2]).toBe(2);
    expect(map.extras[REGION_IDS.sleeve_left * 4 + 2]).toBe(3);
    expect(map.extras[REGION_IDS.sleeve_right * 4 + 2]).toBe(1);
  });
});
