/**
 * The ORM and normal maps see the children of a group composed as one (area-detail.ts): a child's
 * shininess and 3D detail reach the maps through the group's display flags, mask, mirror rules and
 * opacity, exactly as the same child drawn on its own with those rules would.
 */
import { describe, expect, it } from 'vitest';
import type { Readback, RenderOptions } from '../pages/compositor.ts';
import { baseLayer, expectClose, maxDiff, openCompositorPage, pixel, rectLayer } from './setup';

const t = openCompositorPage();
const FRONT: RenderOptions = { region: 'front', width: 64, height: 84 };
const FLAT = [0x7f, 0x7f, 0xff];
const GREY = '#808080';

const detail = (strength: number) => ({ detail3D: { enabled: true, strength, blur: 25 } });
const red = (extra: object = {}) => rectLayer('child-red', '#ff0000', { offset: -60, width: 220, ...extra });
const blue = (extra: object = {}) => rectLayer('child-blue', '#0000ff', { offset: 60, width: 220, ...extra });
const group = (fields: object, layers: object[]) => ({
  n: 'group',
  uuid: 'the-group',
  c: [],
  layers,
  ...fields,
});
/** A disabled rectangle over the right part of the panel: it masks without being drawn. */
const mask = rectLayer('the-mask', '#ffffff', { offset: 200, width: 500, height: 1300, disabled: true });

function render(layers: object[], map: 'orm' | 'normal', opts: RenderOptions = FRONT): Promise<Readback> {
  const kit = { shininess: 0, metalness: 0, hideTemplateDetails: true };
  return t.page
    .evaluate((l, o) => window.compositorTest.renderStack(l as never, o), layers, { ...opts, map, kit })
    .then((r) => {
      expect(r.glError).toBe(0);
      return r;
    });
}

/** Texels whose normal is not the flat #7f7fff. */
function tilted(r: Readback): number[] {
  const out: number[] = [];
  for (let i = 0; i < r.width * r.height; i++)
    if (FLAT.some((v, c) => r.pixels[i * 4 + c] !== v)) out.push(i);
  return out;
}

const at = (r: Readback, i: number) => pixel(r, i % r.width, Math.floor(i / r.width));

describe('3D detail of a child inside a group composed as one', () => {
  it('shows the child relief, scaled by the group opacity, and nothing where the child is not', async () => {
    const grouped = await render(
      [baseLayer(GREY), group({ opacity: 50 }, [red(detail(60)), blue()])],
      'normal',
    );
    // A 50 % group halves the relief: the same child on its own at half the strength.
    const alone = await render([baseLayer(GREY), red(detail(30)), blue()], 'normal');
    const bent = tilted(grouped);
    expect(bent.length).toBeGreaterThan(20);
    expect(maxDiff(grouped.pixels, alone.pixels)).toBeLessThanOrEqual(1);
    // The red rectangle spans about x 10..18 of the 32 texel map; its relief stays near it.
    const columns = bent.map((i) => i % grouped.width);
    expect(Math.min(...columns)).toBeGreaterThan(2);
    expect(Math.max(...columns)).toBeLessThan(28);
    expect(pixel(grouped, 1, 20).slice(0, 3)).toEqual(FLAT);
    // Full strength in place is steeper than the group's half.
    const full = await render([baseLayer(GREY), red(detail(60)), blue()], 'normal');
    const lean = (r: Readback) => Math.max(...bent.map((i) => Math.abs(at(r, i)[0] - 0x7f)));
    expect(lean(full)).toBeGreaterThan(lean(grouped) + 4);
  });

  it('a disabled group, or a disabled child, gives a flat map', async () => {
    const off = await render(
      [baseLayer(GREY), group({ opacity: 50, disabled: true }, [red(detail(60))])],
      'normal',
    );
    expect(tilted(off)).toEqual([]);
    const child = red({ ...detail(60), disabled: true });
    const childOff = await render([baseLayer(GREY), group({ opacity: 50 }, [child, blue()])], 'normal');
    expect(tilted(childOff)).toEqual([]);
  });

  it("goes through the group's display flags, mask and mirror rules", async () => {
    const hidden = await render(
      [
        baseLayer(GREY),
        group({ opacity: 50, display: { front: false, back: true, sleeves: true } }, [red(detail(60))]),
      ],
      'normal',
    );
    expect(tilted(hidden)).toEqual([]);

    const masked = await render(
      [baseLayer(GREY), mask, group({ opacity: 50, mask: 'the-mask' }, [red(detail(60)), blue()])],
      'normal',
    );
    const maskedAlone = await render(
      [baseLayer(GREY), mask, red({ ...detail(30), mask: 'the-mask' })],
      'normal',
    );
    expect(maxDiff(masked.pixels, maskedAlone.pixels)).toBeLessThanOrEqual(1);
    expect(
      maxDiff(masked.pixels, (await render([baseLayer(GREY), red(detail(30))], 'normal')).pixels),
    ).toBeGreaterThan(8);

    const mirrored = await render(
      [baseLayer(GREY), group({ opacity: 50, mirror: true }, [red(detail(60))])],
      'normal',
    );
    const mirroredAlone = await render([baseLayer(GREY), red({ ...detail(30), mirror: true })], 'normal');
    expect(tilted(mirrored).length).toBeGreaterThan(20);
    expect(maxDiff(mirrored.pixels, mirroredAlone.pixels)).toBeLessThanOrEqual(1);
  });
});

describe('shininess and metalness of children inside a group composed as one', () => {
  const shiny = red({ hasCustomShininess: true, shininess: 100, metalness: 100 });
  const rough = blue({ hasCustomShininess: true, shininess: -100, metalness: 0 });

  /** ORM texels fully inside each child, and touched by it at all: each child drawn on its own. */
  async function inside() {
    const r = await render([baseLayer(GREY), shiny], 'orm');
    const b = await render([baseLayer(GREY), rough], 'orm');
    const sets = {
      red: new Set<number>(),
      blue: new Set<number>(),
      nearRed: new Set<number>(),
      nearBlue: new Set<number>(),
    };
    for (let i = 0; i < r.width * r.height; i++) {
      if (at(r, i)[2] === 255) sets.red.add(i);
      if (at(r, i)[2] !== 0) sets.nearRed.add(i);
      if (at(b, i)[1] === 255) sets.blue.add(i);
      if (at(b, i)[1] !== 204) sets.nearBlue.add(i);
    }
    return sets;
  }

  it('changes the ORM map under the children, composed first, then laid over at the group opacity', async () => {
    const sets = await inside();
    const both = [...sets.red].filter((i) => sets.blue.has(i));
    const redOnly = [...sets.red].filter((i) => !sets.nearBlue.has(i));
    expect(both.length).toBeGreaterThan(8);
    expect(redOnly.length).toBeGreaterThan(8);
    const r = await render([baseLayer(GREY), group({ opacity: 50 }, [shiny, rough])], 'orm');
    // Kit shininess 0 -> roughness 204, metalness 0. Red: roughness 0, metalness 255; blue: 255, 0.
    for (const i of redOnly) expectClose(at(r, i), [255, 102, 128, 255]);
    // The overlap is the top child at 50 %, not blue at 50 % over red at 50 % (roughness 179, metal 64).
    for (const i of both) expectClose(at(r, i), [255, 230, 0, 255]);
    expectClose(pixel(r, 1, 20), [255, 204, 0, 255], 0);

    const off = await render(
      [baseLayer(GREY), group({ opacity: 50, disabled: true }, [shiny, rough])],
      'orm',
    );
    for (let i = 0; i < off.width * off.height; i++) expectClose(at(off, i), [255, 204, 0, 255], 0);
  });

  it("goes through the group's mask, and under the children's own a group's shininess still acts", async () => {
    const sets = await inside();
    const masked = await render(
      [baseLayer(GREY), mask, group({ opacity: 50, mask: 'the-mask' }, [shiny])],
      'orm',
    );
    const maskedAlone = await render(
      [baseLayer(GREY), mask, { ...shiny, opacity: 50, mask: 'the-mask' }],
      'orm',
    );
    expect(maxDiff(masked.pixels, maskedAlone.pixels)).toBeLessThanOrEqual(1);
    expect([...sets.red].filter((i) => at(masked, i)[2] === 0).length).toBeGreaterThan(4);

    // The group's own metalness covers its composite (both children); the red child's own wins.
    const own = await render(
      [
        baseLayer(GREY),
        group({ opacity: 50, hasCustomShininess: true, shininess: 0, metalness: 100 }, [
          red({ hasCustomShininess: true, shininess: 100, metalness: 0 }),
          blue(),
        ]),
      ],
      'orm',
    );
    const blueOnly = [...sets.blue].filter((i) => !sets.nearRed.has(i));
    for (const i of blueOnly) expectClose(at(own, i), [255, 204, 128, 255]);
    const redOnly = [...sets.red].filter((i) => !sets.nearBlue.has(i));
    // Group: metal 128 at 50 %, then red at 50 %: roughness 204 -> 102, metalness 128 -> 64.
    for (const i of redOnly) expectClose(at(own, i), [255, 102, 64, 255]);
  });
});

describe('edits of a child inside a group, scissored', () => {
  const masked = { mask: 'm', invertMask: true };
  it.each([
    ['a mirror rule', { mirror_on_back: true }],
    ['an inverted mask', masked],
  ])('with %s: the same ORM and normal maps as an unscissored edit and a fresh render', async (_, rules) => {
    const AREA: RenderOptions = { width: 256, height: 256 };
    const stack = (offset: number) => [
      baseLayer(GREY),
      rectLayer('m', '#ffffff', { offset: 0, width: 300, height: 600, disabled: true }),
      rectLayer('left', '#ffffff', { offset: -300, ...detail(40) }),
      group({ uuid: 'g', opacity: 70, ...rules, display: { front: false, back: true, sleeves: false } }, [
        rectLayer('g1', '#ff2040', {
          offset,
          width: 200,
          ...detail(70),
          hasCustomShininess: true,
          shininess: 60,
          metalness: 80,
        }),
        rectLayer('g2', '#20ff40', { offset: 100, width: 300 }),
      ]),
    ];
    const r = await t.page.evaluate(
      async (before, after, opts) => {
        const api = window.compositorTest;
        const on = api.openArea(opts);
        const off = api.openArea({ ...opts, dirtyRects: false });
        for (const h of [on, off]) await api.updateArea(h, before as never);
        const old = api.readArea(on, 'normal');
        const stats = await api.updateArea(on, after as never);
        await api.updateArea(off, after as never);
        const out: Record<string, number> = {};
        for (const m of ['orm', 'normal'] as const) {
          const fresh = await api.renderStack(after as never, { ...opts, map: m });
          const a = api.readArea(on, m).pixels;
          const b = api.readArea(off, m).pixels;
          out[`${m}VsOff`] = a.reduce((d, v, i) => Math.max(d, Math.abs(v - b[i]!)), 0);
          out[`${m}VsFresh`] = a.reduce((d, v, i) => Math.max(d, Math.abs(v - fresh.pixels[i]!)), 0);
        }
        const now = api.readArea(on, 'normal').pixels;
        out.normalChanged = old.pixels.filter((v, i) => v !== now[i]).length;
        return { out, normalScissor: stats.normalScissor, ormScissor: stats.ormScissor };
      },
      stack(-200),
      stack(150),
      AREA,
    );
    expect(r.out).toMatchObject({ ormVsOff: 0, normalVsOff: 0, ormVsFresh: 0, normalVsFresh: 0 });
    expect(r.out.normalChanged).toBeGreaterThan(0);
    // Scissored indeed: the group shows on the back panel only.
    expect(r.ormScissor).not.toBeNull();
    expect(r.normalScissor).not.toBeNull();
  });
});
