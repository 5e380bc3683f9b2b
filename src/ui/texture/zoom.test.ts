import { describe, expect, it } from 'vitest';
import type { AreaViewport } from '../../editor/textures.ts';
import { clampZoom, FIT, panBy, zoomAt, zoomedViewports, ZOOM_MAX } from './zoom.ts';

const W = 800;
const H = 500;
const shirt: AreaViewport = { area: 'shirt', x: 0, y: 0, width: 400, height: 400 };
const shorts: AreaViewport = { area: 'shorts', x: 420, y: 0, width: 380, height: 190 };

describe('texture view zoom', () => {
  it('at fit shows every whole texture in its box', () => {
    expect(zoomedViewports([shirt, shorts], FIT, W, H)).toEqual([
      { ...shirt, uvRect: [0, 0, 1, 1] },
      { ...shorts, uvRect: [0, 0, 1, 1] },
    ]);
  });

  it('zooming at a point keeps that texture point under it', () => {
    const zoom = zoomAt(FIT, 4, 100, 100, W, H);
    expect(zoom.scale).toBe(4);
    const [view] = zoomedViewports([shirt], zoom, W, H);
    // Screen point (100, 100) is texture (0.25, 0.75) at fit (v up); it still is.
    const u = view!.uvRect![0] + ((100 - view!.x) / view!.width) * view!.uvRect![2];
    const vTop = view!.uvRect![1] + view!.uvRect![3];
    const v = vTop - ((100 - view!.y) / view!.height) * view!.uvRect![3];
    expect(u).toBeCloseTo(0.25, 5);
    expect(v).toBeCloseTo(0.75, 5);
  });

  it('shows a smaller part of the texture the more it zooms, and drops areas off the view', () => {
    const zoom = zoomAt(FIT, 8, 0, 0, W, H);
    const views = zoomedViewports([shirt, shorts], zoom, W, H);
    expect(views.map((v) => v.area)).toEqual(['shirt']);
    expect(views[0]!.uvRect![2]).toBeCloseTo(W / (400 * 8), 5);
  });

  it('clamps scale to 1..ZOOM_MAX and the pan so the layout covers the view', () => {
    expect(zoomAt(FIT, 0.5, 10, 10, W, H)).toEqual(FIT);
    expect(zoomAt(FIT, 1000, 10, 10, W, H).scale).toBe(ZOOM_MAX);
    expect(panBy(FIT, 50, 50, W, H)).toEqual(FIT);
    const zoom = { scale: 2, x: 0, y: 0 };
    expect(panBy(zoom, -10_000, -10_000, W, H)).toEqual({ scale: 2, x: -W, y: -H });
    expect(panBy(zoom, -30, -20, W, H)).toEqual({ scale: 2, x: -30, y: -20 });
    expect(clampZoom({ scale: Number.NaN, x: Number.NaN, y: 3 }, W, H)).toEqual(FIT);
  });

  it('pans the shown texture part with the drag', () => {
    const zoom = { scale: 2, x: -100, y: -100 };
    const [before] = zoomedViewports([shirt], zoom, W, H);
    const [after] = zoomedViewports([shirt], panBy(zoom, -40, 0, W, H), W, H);
    // Dragging left by 40 px shows texture 40 / (400 * 2) further right.
    expect(after!.uvRect![0] - before!.uvRect![0]).toBeCloseTo(40 / 800, 5);
  });
});
