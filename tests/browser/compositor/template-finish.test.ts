/**
 * The template's finish overlay (its seams, stitching, light and shade) on the albedo, and the kit
 * setting that hides it (document 1 §3 hideTemplateDetails); and the kit-level template values
 * (template, collar, hideTemplateDetails) reaching the template layer through KitCompositor.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import sharp from 'sharp';
import type { CompositorKit } from '../../../src/compositor/kit-compositor.ts';
import type { Readback, RenderOptions } from '../pages/compositor.ts';
import { ROOT } from '../harness';
import { baseLayer, expectClose, hex, openCompositorPage, pixel, renderKit } from './setup';
import '../../../src/games/all.ts';
import { gameLayout, regionPointToArea, uprightRect, type RegionName } from '../../../src/games/index.ts';

/** The eafc shirt's texel (at texture scale 0.25) at fractions (u across, v down) of a region. */
function shirtTexel(name: RegionName, u: number, v: number): [number, number] {
  const region = gameLayout('eafc').areas.shirt!.regions.find((r) => r.name === name)!;
  const { w, h } = uprightRect(region);
  const [x, y] = regionPointToArea(region, (u - 0.5) * w, (0.5 - v) * h);
  return [Math.floor(x / 4), Math.floor(y / 4)];
}

const t = openCompositorPage();
const render = (layers: unknown[], opts: RenderOptions): Promise<Readback> =>
  t.page.evaluate((l, o) => window.compositorTest.renderStack(l as never, o), layers, opts);
const renderWholeKit = (kit: CompositorKit, area: 'shirt' | 'shorts' = 'shirt'): Promise<Readback> =>
  renderKit(t.page, kit, { game: kit.game, scale: 0.25, area });

const FRONT: RenderOptions = { region: 'front', width: 64, height: 84 };
/** Mid grey: the finish's neutral, so the albedo reads back as the finish's own grey. */
const GREY = '#808080';

const template = (extra: Record<string, unknown>) => ({
  n: 'template',
  uuid: `template-${JSON.stringify(extra)}`,
  c: ['#e0c020', '#c02060'],
  kitTemplate: 'veloce_origin',
  ...extra,
});

async function finishImage(file: string) {
  const { data, info } = await sharp(path.join(ROOT, 'public', file))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) =>
    data[Math.min(info.height - 1, Math.max(0, y)) * info.width + Math.min(info.width - 1, Math.max(0, x))]!;
  return { width: info.width, height: info.height, at };
}

describe('template finish overlay', () => {
  it('darkens and lightens the colours below as its art does', async () => {
    const finish = await finishImage('templates/veloce_origin/finish.png');
    const r = await render([baseLayer(GREY), template({ hideTemplateDetails: false })], FRONT);
    expect(r.glError).toBe(0);
    let compared = 0;
    let changed = 0;
    for (let y = 14; y < 84; y++)
      for (let x = 0; x < 64; x++) {
        const fx = Math.floor(((x + 0.5) / 64) * finish.width);
        const fy = Math.floor(((y + 0.5) / 84) * finish.height);
        // Compare where the art is smooth: on a seam one texel spans several finish pixels.
        const around = [-3, 0, 3].flatMap((dy) => [-3, 0, 3].map((dx) => finish.at(fx + dx, fy + dy)));
        if (Math.max(...around) - Math.min(...around) > 3) continue;
        const [red, , , alpha] = pixel(r, x, y);
        if (alpha !== 255) continue;
        compared++;
        expect(Math.abs(red - finish.at(fx, fy)), `at ${x},${y}`).toBeLessThanOrEqual(3);
        if (Math.abs(finish.at(fx, fy) - 128) > 4) changed++;
      }
    expect(compared).toBeGreaterThan(1500);
    expect(changed).toBeGreaterThan(300);
  });

  it('the seams of a raglan finish are darker than the cloth beside them', async () => {
    // veloce_pro_match's finish has its raglan seam from (30 %, 0) to (0, 30 %) of the panel.
    const r = await render(
      [
        baseLayer(GREY),
        template({ kitTemplate: 'veloce_pro_match', hideTemplateDetails: false, c: [GREY, GREY] }),
      ],
      { region: 'front', width: 100, height: 100 },
    );
    const onSeam = pixel(r, 14, 15)[0];
    const beside = pixel(r, 22, 22)[0];
    expect(beside - onSeam).toBeGreaterThan(20);
  });

  it('hideTemplateDetails removes it', async () => {
    const r = await render([baseLayer(GREY), template({ hideTemplateDetails: true })], FRONT);
    for (let y = 14; y < 84; y += 2)
      for (let x = 0; x < 64; x += 2)
        if (pixel(r, x, y)[3] === 255) expectClose(pixel(r, x, y), [128, 128, 128, 255], 1);
  });

  it('finish_shorts shades the shorts', async () => {
    // 4 region px a texel (texture scale 0.25): the fly's seam down the middle is a texel or two
    // wide. Much smaller, the finish's mip levels rightly average thin seams into the cloth.
    const shown = await render([baseLayer(GREY), template({ hideTemplateDetails: false })], {
      area: 'shorts',
      region: 'shorts_front',
      width: 128,
      height: 128,
    });
    const reds = Array.from({ length: 128 }, (_, y) => pixel(shown, 64, y)[0]);
    expect(Math.max(...reds) - Math.min(...reds)).toBeGreaterThan(20);
  });
});

describe('the kit template through KitCompositor', () => {
  const kit = (extra: Partial<CompositorKit>): CompositorKit => ({
    game: 'eafc',
    template: 'veloce_vortex',
    collar: 0,
    hideTemplateDetails: true,
    layers: {
      shirt: [
        { n: 'base', uuid: 'b', type: 'base', c: ['#204080'] } as never,
        { n: 'template', uuid: 't', c: ['#e0c020', '#c02060'] } as never,
      ],
    },
    ...extra,
  });

  it("draws the kit's template, its collar and its details setting", async () => {
    // Shirt 2048 at 0.25; points as fractions across and down each region, through the layout.
    const side = shirtTexel('front', 0.03, 0.74);
    const middle = shirtTexel('front', 0.5, 0.74);
    const plain = await renderWholeKit(kit({}));
    expectClose(pixel(plain, ...side).slice(0, 3), hex('#e0c020'), 2); // side panel
    expectClose(pixel(plain, ...middle).slice(0, 3), hex('#204080'), 1);
    const wrap = await renderWholeKit(kit({ collar: 1 }));
    // veloce_vortex's collars: 0 crew, 1 wrap (the band and a point below, at 39..45 % across).
    const point = shirtTexel('collar', 0.42, 0.84);
    expectClose(pixel(plain, ...point).slice(0, 3), hex('#204080'), 1);
    expectClose(pixel(wrap, ...point).slice(0, 3), hex('#c02060'), 2);
    const detailed = await renderWholeKit(kit({ hideTemplateDetails: false }));
    expect(pixel(detailed, ...middle).slice(0, 3)).not.toEqual(pixel(plain, ...middle).slice(0, 3));
    const other = await renderWholeKit(kit({ template: 'veloce_origin' }));
    expectClose(pixel(other, ...side).slice(0, 3), hex('#204080'), 1);
  });

  it('an unknown template falls back to the first one offered for the game (as loading a kit does)', async () => {
    const unknown = await renderWholeKit(kit({ template: 'no_such_template', hideTemplateDetails: false }));
    const first = await renderWholeKit(kit({ template: 'veloce_origin', hideTemplateDetails: false }));
    expect(unknown.pixels).toEqual(first.pixels);
    const basketball = (template: string) =>
      renderWholeKit(kit({ game: 'basketball', template, hideTemplateDetails: false }));
    const court = await basketball('kinetik_court');
    expect((await basketball('no_such_template')).pixels).toEqual(court.pixels);
    // A side-panel basketball template paints its panels on the tank top too.
    const hardwood = await renderWholeKit(kit({ game: 'basketball', template: 'kinetik_hardwood' }));
    expectClose(pixel(hardwood, 8, 280).slice(0, 3), hex('#e0c020'), 2);
    expectClose(pixel(hardwood, 128, 280).slice(0, 3), hex('#204080'), 1);
  });
});
