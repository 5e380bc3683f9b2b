import { describe, expect, it } from 'vitest';
import { canDrag, dragPosition, kitPlaces, kitSquare, snapPx, wheelZoom } from './position.ts';
import { ZOOM_MAX } from './settings.ts';
import { watermarkAlpha, watermarkBox } from './watermark.ts';

const centre = { offset: 0, offsetY: 0, zoom: 1 };

describe('kit position', () => {
  it('snaps offsets to 0 within 20 px and lights the guide of each snapped axis', () => {
    expect(snapPx(20)).toBe(0);
    expect(snapPx(-19.5)).toBe(0);
    expect(snapPx(21)).toBe(21);
    const near = dragPosition(centre, 15, 60, 500);
    expect(near.position.offset).toBe(0);
    expect(near.position.offsetY).toBeCloseTo(60 / 500);
    expect(near.guides).toEqual({ vertical: true, horizontal: false });
    const back = dragPosition({ ...centre, offset: 0.1 }, -40, 0, 500); // 50 px - 40 px = 10 px
    expect(back.position.offset).toBe(0);
    expect(back.guides).toEqual({ vertical: true, horizontal: true });
  });

  it('never zooms below 1 nor above the maximum', () => {
    expect(wheelZoom(1, 500)).toBe(1);
    expect(wheelZoom(1.2, 10_000)).toBe(1);
    expect(wheelZoom(1, -100)).toBeGreaterThan(1);
    expect(wheelZoom(3.9, -10_000)).toBe(ZOOM_MAX);
  });

  it('drags only when the resolution is not 1920x1080 or the zoom is above 1', () => {
    expect(canDrag('2000x2000', 1)).toBe(true);
    expect(canDrag('1080x1920', 1)).toBe(true);
    expect(canDrag('1920x1080', 1)).toBe(false);
    expect(canDrag('1920x1080', 1.01)).toBe(true);
  });

  it('places the kit square on the short side, zoomed and offset', () => {
    expect(kitSquare(1080, 1920, centre)).toEqual({ x: 0, y: 420, size: 1080 });
    expect(kitSquare(2000, 2000, { offset: 0.1, offsetY: -0.05, zoom: 2 })).toEqual({
      x: -800,
      y: -1100,
      size: 4000,
    });
  });
});

describe('watermark geometry', () => {
  it('sits in each corner at 15 % of the short side with a 2 % margin', () => {
    expect(watermarkBox(2000, 2000, 'bottom-right', 0.5)).toEqual({
      x: 1660,
      y: 1810,
      width: 300,
      height: 150,
    });
    expect(watermarkBox(1920, 1080, 'top-left', 0.5)).toEqual({ x: 21.6, y: 21.6, width: 162, height: 81 });
    const tr = watermarkBox(1080, 1920, 'top-right', 1);
    expect(tr.x + tr.width).toBeCloseTo(1080 - 21.6);
    expect(tr.y).toBeCloseTo(21.6);
    const bl = watermarkBox(1080, 1920, 'bottom-left', 1);
    expect(bl.x).toBeCloseTo(21.6);
    expect(bl.y + bl.height).toBeCloseTo(1920 - 21.6);
  });

  it('uses Min/Med/Max opacity 25/50/100, clamped to 0-100', () => {
    expect(watermarkAlpha(25)).toBe(0.25);
    expect(watermarkAlpha(100)).toBe(1);
    expect(watermarkAlpha(180)).toBe(1);
    expect(watermarkAlpha(-3)).toBe(0);
  });
});

describe('kit places (issue 31)', () => {
  it('gives one kit its square, and front and back the two halves, moved and zoomed as one', () => {
    expect(kitPlaces(2000, 2000, { offset: 0, offsetY: 0, zoom: 1 }, 'single')).toEqual([
      { x: 0, y: 0, width: 2000, height: 2000 },
    ]);
    expect(kitPlaces(2000, 2000, { offset: 0.1, offsetY: 0, zoom: 2 }, 'front_back')).toEqual([
      { x: -800, y: -1000, width: 2000, height: 4000 },
      { x: 1200, y: -1000, width: 2000, height: 4000 },
    ]);
  });
});
