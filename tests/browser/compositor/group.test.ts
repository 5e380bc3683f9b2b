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

/** Texels covered (alpha 255) by a layer drawn alone. */
async function coverage(layer: object): Promise<Set<number>> {
  const r = await stack([layer]);
  const out = new Set<number>();
  for (let i = 0; i < r.width * r.height; i++) if (r.pixels[i * 4 + 3] === 255) out.add(i);
  return out;
}

const at = (r: Readback, i: number) => pixel(r, i % r.width, Math.floor(i / r.width));

describe('group layer', () => {
  it('applies its opacity to the composite: the overlap is not darker than the top child', async () => {
    const inRed = await coverage(red);
    const inBlue = await coverage(blue);
    const both = [...inRed].filter((i) => inBlue.has(i));
    const redOnly = [...inRed].filter((i) => !inBlue.has(i));
    const blueOnly = [...inBlue].filter((i) => !inRed.has(i));
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
