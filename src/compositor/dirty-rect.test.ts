import { describe, expect, it } from 'vitest';
import { gameLayout, REGION_IDS, type AreaLayout } from '../games/index.ts';
import { footprintCells, growPixels, layerFootprint, pixelRect, unionRect } from './dirty-rect.ts';

/**
 * An upright layout (Kitsmith's earlier eafc unwrap: front and back side by side, sleeves below):
 * the footprint arithmetic on plain rectangles. eafc's own layout, with its back upside down and
 * its sleeves lying across, is checked at the end.
 */
const shirt: AreaLayout = {
  area: 'shirt',
  width: 2048,
  height: 2048,
  regions: [
    { name: 'front', rect: { x: 0, y: 0, w: 1024, h: 1344 } },
    { name: 'back', rect: { x: 1024, y: 0, w: 1024, h: 1344 } },
    { name: 'sleeve_left', rect: { x: 0, y: 1344, w: 960, h: 576 }, shortSleeveY: 48 },
    { name: 'sleeve_right', rect: { x: 1024, y: 1344, w: 960, h: 576 }, shortSleeveY: 48 },
    { name: 'collar', rect: { x: 0, y: 1920, w: 1536, h: 128 } },
  ],
};
const FULL = [0, 0, 1, 1] as const;

describe('layer footprints', () => {
  it('is the rectangle of the regions the display flags select, in uv with v up', () => {
    // eafc front panel: x 0..1024, y 0..1344 of 2048 (rows from the top).
    const front = layerFootprint(
      { n: 'design', display: { front: true, back: false, sleeves: false } },
      shirt,
    );
    expect(front).toEqual({ u0: 0, u1: 0.5, v0: 1 - 1344 / 2048, v1: 1 });
    const sleeves = layerFootprint(
      { n: 'design', display: { front: false, back: false, sleeves: true } },
      shirt,
    );
    expect(sleeves).toEqual({ u0: 0, u1: 1984 / 2048, v0: 1 - 1920 / 2048, v1: 1 - 1344 / 2048 });
  });

  it('is null for a layer shown on no region, and a group draws only where a child does', () => {
    const none = { n: 'design', display: { front: false, back: false, sleeves: false } };
    expect(layerFootprint(none, shirt)).toBeNull();
    const group = {
      n: 'group',
      layers: [{ n: 'design', display: { front: false, back: true, sleeves: false } }],
    };
    expect(layerFootprint(group, shirt)).toEqual({ u0: 0.5, u1: 1, v0: 1 - 1344 / 2048, v1: 1 });
  });
});

describe('pixel rectangles', () => {
  it('covers the touched pixels of a target plus a margin, clipped to the target', () => {
    const front = layerFootprint(
      { n: 'design', display: { front: true, back: false, sleeves: false } },
      shirt,
    )!;
    expect(pixelRect(front, FULL, 2048, 2048)).toEqual({ x: 0, y: 703, width: 1025, height: 1345 });
    // At half scale, with a wider margin.
    expect(pixelRect(front, FULL, 1024, 1024, 4)).toEqual({ x: 0, y: 348, width: 516, height: 676 });
  });

  it('maps through a viewport uvRect and is null when the rectangle misses it', () => {
    const back = { u0: 0.5, u1: 1, v0: 0.3, v1: 1 };
    // A target showing only the left half of the area.
    expect(pixelRect(back, [0, 0, 0.5, 1], 100, 100, 0)).toBeNull();
    expect(pixelRect(back, [0.25, 0, 0.5, 1], 100, 100, 0)).toEqual({ x: 50, y: 30, width: 50, height: 70 });
  });

  it('unions and grows', () => {
    expect(unionRect(null, null)).toBeNull();
    expect(unionRect({ u0: 0, v0: 0, u1: 0.2, v1: 0.2 }, { u0: 0.5, v0: 0.1, u1: 0.6, v1: 0.9 })).toEqual({
      u0: 0,
      v0: 0,
      u1: 0.6,
      v1: 0.9,
    });
    expect(growPixels({ x: 2, y: 10, width: 4, height: 4 }, 3, 1, 8, 100)).toEqual({
      x: 0,
      y: 9,
      width: 8,
      height: 6,
    });
  });
});

describe('footprint cells (the host skips a kind outside them)', () => {
  const back = { n: 'text', display: { front: false, back: true, sleeves: false } };

  it('are the shown regions in panel map cells (rows from the bottom), widened to 16-cell blocks', () => {
    // eafc back panel: x 1024..2048, rows 0..1344 from the top = 704..2048 from the bottom.
    expect(footprintCells(back, shirt)).toEqual([1008, 688, 2064, 2064]);
    expect(
      footprintCells({ ...back, display: { front: false, back: false, sleeves: false } }, shirt),
    ).toEqual([0, 0, 0, 0]);
  });

  it("narrow to a kind's boxes, both ways round the region's centre line, clipped to the shown regions", () => {
    // A box 100..200 right of the back's centre (x 1536), 50 px either side of its anchor (0, 0.5):
    // centre y 672 from the top, anchor 336 px up -> rows 286..386 from the top.
    const box = { region: REGION_IDS.back, anchor: [0, 0.5] as const, box: [100, -50, 200, 50] as const };
    expect(footprintCells(back, shirt, [box])).toEqual([1328, 1648, 1744, 1776]);
    // A box on a region the layer is not shown on draws nothing.
    expect(footprintCells(back, shirt, [{ ...box, region: REGION_IDS.front }])).toEqual([0, 0, 0, 0]);
    // No boxes at all (a text still loading its font): nothing.
    expect(footprintCells(back, shirt, [])).toEqual([0, 0, 0, 0]);
  });
});

describe('regions stored turned (eafc: back upside down, sleeves lying across)', () => {
  const eafc = gameLayout('eafc').areas.shirt!;
  const back = { n: 'text', display: { front: false, back: true, sleeves: false } };
  const sleeves = { n: 'text', display: { front: false, back: false, sleeves: true } };

  it('turns a box on the upside-down back about its centre', () => {
    // Back rectangle x 646..1400, y 136..1020: centre (1023, 578). A box 100..200 right of the
    // centre line (both ways: 200 either side) and 50..150 up: upside down, up is down the texture.
    const box = { region: REGION_IDS.back, box: [100, 50, 200, 150] as const };
    // Rows from the top 578+50..578+150 = 628..728, i.e. 1320..1420 from the bottom; x 823..1223.
    expect(footprintCells(back, eafc, [box])).toEqual([816, 1312, 1232, 1424]);
  });

  it('turns a box on a sleeve lying across: region up is toward the body', () => {
    // The wearer's left sleeve: x 1460..2048, y 704..1348, up points left (turn 3). Region
    // y 100..200 up from its centre (1754, 1026) is x 1554..1654; region x -50..50 is rows
    // 976..1076 from the top (972..1072 from the bottom).
    const box = { region: REGION_IDS.sleeve_left, box: [-50, 100, 50, 200] as const };
    expect(footprintCells(sleeves, eafc, [box])).toEqual([1552, 960, 1664, 1088]);
  });
});
