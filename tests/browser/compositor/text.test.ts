/**
 * Text layer pixels: glyph coverage where the layout puts it, and each slider's effect measured
 * in region space (the front panel is 1024 x 1344 region px, rendered at 8 region px per texel).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKindSession, regionSize, type KindImage, type KindSession } from './kind-session';

let s: KindSession;
beforeAll(async () => {
  s = await openKindSession();
});
afterAll(async () => {
  expect(s.errors).toEqual([]);
  await s?.close();
});

const FRONT = { region: 'front', width: 128, height: 168 } as const;
const text = (fields: object) => ({
  n: 'text',
  uuid: `t-${JSON.stringify(fields)}`,
  c: ['#ff0000', '#0000ff'],
  f: 'graduate',
  placement: 'front',
  text: 'I',
  size: 300,
  ...fields,
});
const area = (img: KindImage) => img.covered().length;
const render = async (fields: object, opts: Parameters<KindSession['render']>[1] = FRONT) => {
  const img = await s.render(text(fields), opts);
  expect(img.glError).toBe(0);
  return img;
};

describe('text layer', () => {
  it('draws an I as a vertical bar at the placement, in the first colour', async () => {
    const img = await render({});
    const b = img.bounds()!;
    expect(b).toBeDefined();
    // Centred on the region: the bar straddles x = 0 and y = 0.
    expect(b.x0).toBeLessThan(0);
    expect(b.x1).toBeGreaterThan(0);
    expect(b.y0).toBeLessThan(0);
    expect(b.y1).toBeGreaterThan(0);
    // About a capital's height of a 300 px em, and narrower than tall.
    expect(b.y1 - b.y0).toBeGreaterThan(150);
    expect(b.y1 - b.y0).toBeLessThan(300);
    expect(b.x1 - b.x0).toBeLessThan((b.y1 - b.y0) * 0.8);
    expect(img.atPoint(0, 0)).toEqual([255, 0, 0, 255]);
    expect(img.atPoint(300, 0)[3]).toBe(0);
  });

  it('a 1 is drawn too, and x/y move the text by a fraction of the half region', async () => {
    const img = await render({ text: '1', x: 50, y: -50 });
    const [cx, cy] = img.centroid()!;
    // Half of the half region each way: a quarter of the front's size from its centre.
    const [w, h] = regionSize('shirt', 'front');
    expect(Math.abs(cx - w / 4)).toBeLessThan(60);
    expect(Math.abs(cy + h / 4)).toBeLessThan(60);
  });

  it('size scales the glyph, size_x and size_y stretch it', async () => {
    const base = (await render({ text: 'H' })).bounds()!;
    const small = (await render({ text: 'H', size: 150 })).bounds()!;
    const wide = (await render({ text: 'H', size_x: 200 })).bounds()!;
    const tall = (await render({ text: 'H', size_y: 150 })).bounds()!;
    const w = (b: typeof base) => b.x1 - b.x0;
    const h = (b: typeof base) => b.y1 - b.y0;
    expect(h(small) / h(base)).toBeCloseTo(0.5, 1);
    expect(w(wide) / w(base)).toBeCloseTo(2, 1);
    expect(h(wide) / h(base)).toBeCloseTo(1, 1);
    expect(h(tall) / h(base)).toBeCloseTo(1.5, 1);
  });

  it('a border widens the coverage and takes the last colour', async () => {
    const plain = await render({ text: 'I' });
    const bordered = await render({ text: 'I', border: true, borderWidth: 8 });
    expect(area(bordered)).toBeGreaterThan(area(plain) * 1.3);
    const pb = plain.bounds()!;
    const bb = bordered.bounds()!;
    // Border 8 = a fifth of the 300 px em = 60 px on every side (texels are 8 px).
    expect(pb.x0 - bb.x0).toBeGreaterThan(45);
    expect(pb.x0 - bb.x0).toBeLessThan(75);
    expect(bordered.atPoint(0, 0)).toEqual([255, 0, 0, 255]);
    const ring = bordered.atPoint(pb.x0 - 30, 0);
    expect(ring).toEqual([0, 0, 255, 255]);
    // Wider border, wider ring.
    const thin = await render({ text: 'I', border: true, borderWidth: 2 });
    expect(area(thin)).toBeLessThan(area(bordered));
    expect(area(thin)).toBeGreaterThan(area(plain));
  });

  it('arch bends the baseline: the middle glyph sits higher than the ends, or lower when negative', async () => {
    const run = { text: 'IIIIIII', size: 120 };
    const middleY = (img: KindImage) => img.centroid((x) => Math.abs(x) < 16)![1];
    const endsY = (img: KindImage) => {
      const b = img.bounds()!;
      return img.centroid((x) => x < b.x0 + 60 || x > b.x1 - 60)![1];
    };
    const flat = await render(run);
    expect(Math.abs(middleY(flat) - endsY(flat))).toBeLessThan(8);
    const up = await render({ ...run, arch: 150 });
    expect(middleY(up) - endsY(up)).toBeGreaterThan(30);
    const down = await render({ ...run, arch: -150 });
    expect(endsY(down) - middleY(down)).toBeGreaterThan(30);
  });

  it('spacing widens the run and negative spacing tightens it', async () => {
    const run = { text: 'III', size: 120 };
    const width = async (spacing: number) => {
      const b = (await render({ ...run, spacing })).bounds()!;
      return b.x1 - b.x0;
    };
    const base = await width(0);
    const wide = await width(100);
    // Two gaps of one em (120 px) each.
    expect(wide - base).toBeGreaterThan(240 - 24);
    expect(wide - base).toBeLessThan(240 + 24);
    expect(await width(-30)).toBeLessThan(base - 40);
  });

  it('italic shears the glyph: the top leans right of the bottom', async () => {
    const lean = (img: KindImage) => {
      const b = img.bounds()!;
      const top = img.centroid((_, y) => y > b.y1 - 40)![0];
      const bottom = img.centroid((_, y) => y < b.y0 + 40)![0];
      return top - bottom;
    };
    expect(Math.abs(lean(await render({})))).toBeLessThan(8);
    // tan(12 deg) over about 170 px between the bands.
    expect(lean(await render({ italic: true }))).toBeGreaterThan(20);
  });

  it('rotation turns the text clockwise', async () => {
    const b = (await render({ rotation: 90 })).bounds()!;
    expect(b.x1 - b.x0).toBeGreaterThan(150);
    expect(b.y1 - b.y0).toBeLessThan(120);
  });

  it('unknown fonts fall back to the default font, and an empty text draws nothing', async () => {
    expect(area(await render({ f: 'no_such_font' }))).toBeGreaterThan(20);
    expect(area(await render({ text: '' }))).toBe(0);
  });
});
