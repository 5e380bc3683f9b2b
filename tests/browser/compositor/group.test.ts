/**
 * Group layers blend their children's composite as a whole: opacity, blend mode and the other
 * common settings act on the group, so overlapping children never show a darker overlap.
 */
import { describe, expect, it } from 'vitest';
import type { Readback, RenderOptions } from '../pages/compositor.ts';
import { baseLayer, expectClose, maxDiff, openCompositorPage, pixel, rectLayer } from './setup';

const t = openCompositorPage();
const FRONT: RenderOptions = { region: 'front', width: 64, height: 84 };
const WHITE = '#ffffff';
const red = rectLayer('child-red', '#ff0000', { offset: -60, width: 220 });
const blue = rectLayer('child-blue', '#0000ff', { offset: 60, width: 220 });
const group = (fields: object = {}, layers: object[] = [red, blue]) => ({
  n: 'group',
  uuid: 'the-group',
  c: [],
  layers,
  ...fields,
});

async function stack(layers: object[], opts: RenderOptions = FRONT): Promise<Readback> {
  const r = await t.page.evaluate((l, o) => window.compositorTest.renderStack(l as never, o), layers, opts);
  expect(r.glError).toBe(0);
  return r;
}

/** Texels covered (alpha 255; with `partly`, alpha > 0) by a layer drawn alone. */
async function coverage(layer: object, partly = false): Promise<Set<number>> {
  const r = await stack([layer]);
  const out = new Set<number>();
  for (let i = 0; i < r.width * r.height; i++) {
    const a = r.pixels[i * 4 + 3]!;
    if (a === 255 || (partly && a > 0)) out.add(i);
  }
  return out;
}

const at = (r: Readback, i: number) => pixel(r, i % r.width, Math.floor(i / r.width));

describe('group layer', () => {
  it('applies its opacity to the composite: the overlap is not darker than the top child', async () => {
    const inRed = await coverage(red);
    const inBlue = await coverage(blue);
    // "Only" excludes texels the other child touches at all: an antialiased edge texel of one
    // child inside the other is neither fully both nor only one.
    const nearRed = await coverage(red, true);
    const nearBlue = await coverage(blue, true);
    const both = [...inRed].filter((i) => inBlue.has(i));
    const redOnly = [...inRed].filter((i) => !nearBlue.has(i));
    const blueOnly = [...inBlue].filter((i) => !nearRed.has(i));
    expect(both.length).toBeGreaterThan(20);
    expect(redOnly.length).toBeGreaterThan(20);
    expect(blueOnly.length).toBeGreaterThan(20);

    const r = await stack([baseLayer(WHITE), group({ opacity: 50 })]);
    for (const i of both) expectClose(at(r, i), [128, 128, 255, 255]);
    for (const i of blueOnly) expectClose(at(r, i), [128, 128, 255, 255]);
    for (const i of redOnly) expectClose(at(r, i), [255, 128, 128, 255]);
  });

  it('blends the composite with its blend mode as one layer', async () => {
    const grey = '#808080';
    const r = await stack([baseLayer(grey), group({ blendMode: 'Multiply' })]);
    const inBlue = await coverage(blue);
    // Multiply over grey: blue (0,0,255) x grey (128) -> (0,0,128), once, not per child.
    for (const i of inBlue) expectClose(at(r, i), [0, 0, 128, 255]);
  });

  it('a group with neutral settings draws exactly its children in place', async () => {
    const grouped = await stack([baseLayer(WHITE), group()]);
    const inPlace = await stack([baseLayer(WHITE), red, blue]);
    expect(maxDiff(grouped.pixels, inPlace.pixels)).toBe(0);
    const hidden = await stack([baseLayer(WHITE), group({ disabled: true, opacity: 50 })]);
    const plain = await stack([baseLayer(WHITE)]);
    expect(maxDiff(hidden.pixels, plain.pixels)).toBe(0);
  });

  it('follows edits of a child and of the group itself (incremental path)', async () => {
    const handle = await t.page.evaluate((o) => window.compositorTest.openArea(o), FRONT);
    const update = (layers: object[]) =>
      t.page.evaluate((h, l) => window.compositorTest.updateArea(h, l as never), handle, layers);
    const read = () => t.page.evaluate((h) => window.compositorTest.readArea(h), handle);
    const inBlue = await coverage(blue);
    const probe = [...inBlue][0]!;

    await update([baseLayer(WHITE), group({ opacity: 50 })]);
    expectClose(at(await read(), probe), [128, 128, 255, 255]);
    const green = { ...blue, c: ['#00ff00'] };
    await update([baseLayer(WHITE), group({ opacity: 50 }, [red, green])]);
    expectClose(at(await read(), probe), [128, 255, 128, 255]);
    await update([baseLayer(WHITE), group({ opacity: 20 }, [red, green])]);
    expectClose(at(await read(), probe), [204, 255, 204, 255]);
  });
});

describe('masks inside a group composed as one', () => {
  /**
   * A disabled rectangle: masks without being drawn. At offset 20 it covers the children's overlap
   * and part of blue alone (blue spans x -50..170 of the panel, red -170..50, the mask -80..120).
   */
  const mask = (offset = 20) =>
    rectLayer('the-mask', '#ffffff', { offset, width: 200, height: 1300, disabled: true });
  const maskedBlue = { ...blue, mask: 'the-mask' };

  /** Texels where blue, masked by `mask(offset)`, covers fully, and where it covers at all. */
  async function maskedCoverage(offset = 20): Promise<{ full: Set<number>; any: Set<number> }> {
    const r = await stack([mask(offset), maskedBlue]);
    const full = new Set<number>();
    const any = new Set<number>();
    for (let i = 0; i < r.width * r.height; i++) {
      if (r.pixels[i * 4 + 3] === 255) full.add(i);
      if (r.pixels[i * 4 + 3]! > 0) any.add(i);
    }
    return { full, any };
  }

  it('a masked child: the overlap shows the top child at 50 %, and the mask still cuts it', async () => {
    const inRed = await coverage(red);
    const inBlue = await coverage(blue);
    const { full: shown, any } = await maskedCoverage();
    const overlap = [...shown].filter((i) => inRed.has(i));
    const cut = [...inBlue].filter((i) => !any.has(i) && !inRed.has(i));
    expect(overlap.length).toBeGreaterThan(20);
    expect(shown.size).toBeGreaterThan(20);
    expect(cut.length).toBeGreaterThan(20);

    const r = await stack([baseLayer(WHITE), mask(), group({ opacity: 50 }, [red, maskedBlue])]);
    for (const i of shown) expectClose(at(r, i), [128, 128, 255, 255]);
    // Per child (blue at 50 % over red at 50 %) the overlap would be (128, 64, 191).
    for (const i of overlap) expectClose(at(r, i), [128, 128, 255, 255]);
    for (const i of cut) expectClose(at(r, i), [255, 255, 255, 255]);
  });

  it('a child masking another child inside the group', async () => {
    const blueByRed = { ...blue, mask: 'child-red' };
    const inRed = await coverage(red);
    const inBlue = await coverage(blue);
    const r = await stack([baseLayer(WHITE), group({ opacity: 50 }, [red, blueByRed])]);
    const both = [...inBlue].filter((i) => inRed.has(i));
    const nearRed = await coverage(red, true);
    const nearBlue = await coverage(blue, true);
    const redOnly = [...inRed].filter((i) => !nearBlue.has(i));
    const blueOnly = [...inBlue].filter((i) => !nearRed.has(i));
    expect(both.length).toBeGreaterThan(20);
    expect(blueOnly.length).toBeGreaterThan(20);
    for (const i of both) expectClose(at(r, i), [128, 128, 255, 255]);
    for (const i of redOnly) expectClose(at(r, i), [255, 128, 128, 255]);
    for (const i of blueOnly) expectClose(at(r, i), [255, 255, 255, 255]);
  });

  it('recomposes the group when the mask layer outside it changes (incremental path)', async () => {
    const handle = await t.page.evaluate((o) => window.compositorTest.openArea(o), FRONT);
    const update = (layers: object[]) =>
      t.page.evaluate((h, l) => window.compositorTest.updateArea(h, l as never), handle, layers);
    const read = () => t.page.evaluate((h) => window.compositorTest.readArea(h), handle);
    const layers = (offset: number) => [
      baseLayer(WHITE),
      mask(offset),
      group({ opacity: 50 }, [red, maskedBlue]),
    ];

    await update(layers(20));
    const before = await maskedCoverage(20);
    const after = await maskedCoverage(80);
    const left = [...before.full].filter((i) => !after.any.has(i));
    const entered = [...after.full].filter((i) => !before.any.has(i));
    expect(left.length).toBeGreaterThan(10);
    expect(entered.length).toBeGreaterThan(10);
    const old = await read();
    // Not blue yet: white, or red at 50 %.
    for (const i of entered) expect(at(old, i)[0]).toBeGreaterThan(250);

    await update(layers(80));
    const edited = await read();
    const fresh = await stack(layers(80));
    expect(maxDiff(edited.pixels, fresh.pixels)).toBeLessThanOrEqual(2);
    for (const i of entered) expectClose(at(edited, i), [128, 128, 255, 255]);
    for (const i of left) expect(at(edited, i)[2]).toBeLessThan(140);
  });

  it('a layer masked by a child of the group follows edits of that child', async () => {
    const handle = await t.page.evaluate((o) => window.compositorTest.openArea(o), FRONT);
    const update = (layers: object[]) =>
      t.page.evaluate((h, l) => window.compositorTest.updateArea(h, l as never), handle, layers);
    const read = () => t.page.evaluate((h) => window.compositorTest.readArea(h), handle);
    const green = baseLayer('#00ff00', { mask: 'child-red' });
    const layers = (offset: number) => [
      baseLayer(WHITE),
      group({ opacity: 50 }, [{ ...red, offset }, blue]),
      green,
      rectLayer('top', '#000000', { offset: 400, width: 60 }),
    ];
    await update(layers(-60));
    for (const offset of [-200, -120]) {
      await update(layers(offset));
      const fresh = await stack(layers(offset));
      expect(maxDiff((await read()).pixels, fresh.pixels)).toBeLessThanOrEqual(2);
      // Green shows exactly where the moved red child covers.
      const inRed = await coverage({ ...red, offset });
      for (const i of inRed) expectClose(at(fresh, i), [0, 255, 0, 255]);
    }
  });
});
