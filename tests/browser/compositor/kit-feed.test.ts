/**
 * What the kit document adds to its stacks, seen in the whole-kit compositor's pixels:
 * kit-level basketball printing, text on the captain's armband, kit logos at custom positions,
 * and sleeve cuffs at the hem of the sleeves the kit shows.
 */
import { describe, expect, it } from 'vitest';
import { defaultKitLogo, newKit } from '../../../src/kit/index.ts';
import type { Kit, KitLogo } from '../../../src/kit/model/index.ts';
import type { CompositorKit } from '../../../src/compositor/kit-compositor.ts';
import '../../../src/games/all.ts';
import {
  areaToRegionPoint,
  gameLayout,
  uprightRect,
  type AreaId,
  type RegionName,
} from '../../../src/games/index.ts';
import type { Readback } from '../pages/compositor.ts';
import { openCompositorPage, pixel, renderKit as renderOnPage } from './setup';
import { saveArtifact } from './kind-session';

const t = openCompositorPage();

async function renderKit(kit: CompositorKit, area: AreaId, game = 'eafc', scale = 0.25): Promise<Readback> {
  const r = await renderOnPage(t.page, kit, { game, scale, area });
  expect(r.glError).toBe(0);
  return r;
}

/** A region's rectangle in the readback's texels (scale applied). */
function regionBox(r: Readback, game: string, area: AreaId, name: RegionName) {
  const layout = gameLayout(game).areas[area]!;
  const rect = layout.regions.find((g) => g.name === name)!.rect;
  const k = r.width / layout.width;
  return { x0: rect.x * k, y0: rect.y * k, x1: (rect.x + rect.w) * k, y1: (rect.y + rect.h) * k, k };
}

/** Texels inside a box whose colour is within `tol` of `rgb` and opaque enough. */
function texelsOf(
  r: Readback,
  box: { x0: number; y0: number; x1: number; y1: number },
  rgb: readonly number[],
  tol = 24,
) {
  const out: [number, number][] = [];
  for (let y = Math.ceil(box.y0); y < box.y1; y++)
    for (let x = Math.ceil(box.x0); x < box.x1; x++) {
      const p = pixel(r, x, y);
      if (p[3] > 200 && rgb.every((v, c) => Math.abs(p[c]! - v) <= tol)) out.push([x, y]);
    }
  return out;
}

const centroid = (texels: readonly [number, number][]) => [
  texels.reduce((s, p) => s + p[0], 0) / texels.length,
  texels.reduce((s, p) => s + p[1], 0) / texels.length,
];

/** Texels that differ between two readbacks of the same size, inside a box. */
function changed(a: Readback, b: Readback, box: { x0: number; y0: number; x1: number; y1: number }) {
  let n = 0;
  for (let y = Math.ceil(box.y0); y < box.y1; y++)
    for (let x = Math.ceil(box.x0); x < box.x1; x++)
      if (pixel(a, x, y).some((v, c) => Math.abs(v - pixel(b, x, y)[c]!) > 16)) n++;
  return n;
}

const base = (color: string) => ({ n: 'base', uuid: `base-${color}`, type: 'base', c: [color] });

describe('kit-level basketball printing', () => {
  const printingKit = (
    printing: Partial<Kit['playerPrinting']>,
    shorts: Partial<Kit['playerPrintingShorts']> = {},
  ) => {
    const kit = newKit('basketball');
    kit.playerPrinting = { ...kit.playerPrinting, name: 'JOHNSON', number: 23, c: ['#ffffff'], ...printing };
    kit.playerPrintingShorts = { ...kit.playerPrintingShorts, ...shorts };
    kit.layers.shirt = [base('#000000'), { n: 'printing', uuid: 'printing', c: [] }] as never;
    kit.layers.shorts = [base('#000000'), { n: 'printing_shorts', uuid: 'shorts-number', c: [] }] as never;
    return kit;
  };

  it("draws the kit's number and colour where the back number is, and follows their changes", async () => {
    const r23 = await renderKit(printingKit({}), 'shirt', 'basketball');
    const back = regionBox(r23, 'basketball', 'shirt', 'back');
    expect(texelsOf(r23, back, [255, 255, 255]).length).toBeGreaterThan(200);
    const r88 = await renderKit(printingKit({ number: 88 }), 'shirt', 'basketball');
    expect(changed(r23, r88, back)).toBeGreaterThan(100);
    const red = await renderKit(printingKit({ c: ['#ff0000'] }), 'shirt', 'basketball');
    const white = texelsOf(r23, back, [255, 255, 255]).length;
    expect(Math.abs(texelsOf(red, back, [255, 0, 0]).length - white)).toBeLessThan(white * 0.02);
    const bigger = await renderKit(printingKit({ numberSize: 150 }), 'shirt', 'basketball');
    expect(texelsOf(bigger, back, [255, 255, 255]).length).toBeGreaterThan(
      texelsOf(r23, back, [255, 255, 255]).length * 1.3,
    );
    const off = await renderKit(printingKit({ disabled: true }), 'shirt', 'basketball');
    expect(texelsOf(off, back, [255, 255, 255]).length).toBe(0);
  });

  it("draws the shorts number only when the kit's shorts printing is enabled", async () => {
    const kit = (enabled: boolean) => printingKit({}, { enabled, c: ['#ffff00'] });
    const off = await renderKit(kit(false), 'shorts', 'basketball', 0.5);
    const on = await renderKit(kit(true), 'shorts', 'basketball', 0.5);
    await saveArtifact('kit-feed-shorts-number.png', on);
    const front = regionBox(on, 'basketball', 'shorts', 'shorts_front');
    expect(texelsOf(off, front, [255, 255, 0]).length).toBe(0);
    expect(texelsOf(on, front, [255, 255, 0]).length).toBeGreaterThan(20);
  });

  it("prints the kit's player name on an nba_text name layer left empty", async () => {
    const kit = printingKit({});
    const nameLayer = { n: 'nba_text', uuid: 'name', type: 'name', text: '', f: 'oswald', c: ['#00ff00'] };
    kit.layers.shirt = [base('#000000'), nameLayer] as never;
    const named = await renderKit(kit, 'shirt', 'basketball');
    const back = regionBox(named, 'basketball', 'shirt', 'back');
    expect(texelsOf(named, back, [0, 255, 0]).length).toBeGreaterThan(50);
    kit.playerPrinting = { ...kit.playerPrinting, name: '' };
    expect(texelsOf(await renderKit(kit, 'shirt', 'basketball'), back, [0, 255, 0]).length).toBe(0);
  });

  it('moves the hotspot preview with the kit hotspot boxes', async () => {
    const kit = newKit('eafc');
    kit.layers.shirt = [{ n: 'print_preview', uuid: 'preview', c: ['#00ffff'] }] as never;
    const before = await renderKit(kit, 'shirt');
    kit.hotspots = { ...kit.hotspots, yNum: kit.hotspots.yNum - 0.1 };
    const after = await renderKit(kit, 'shirt');
    const back = regionBox(before, 'eafc', 'shirt', 'back');
    const c0 = centroid(texelsOf(before, back, [0, 255, 255]));
    const c1 = centroid(texelsOf(after, back, [0, 255, 255]));
    expect(c0[1]! - c1[1]!).toBeGreaterThan(0.05 * before.height * 0.5);
  });

  it('an empty hotspot box draws nothing there and leaves the other boxes drawn', async () => {
    const kit = newKit('eafc');
    kit.layers.shirt = [{ n: 'print_preview', uuid: 'preview', c: ['#00ffff'] }] as never;
    const full = await renderKit(kit, 'shirt');
    kit.hotspots = { ...kit.hotspots, wName: 0 };
    const noName = await renderKit(kit, 'shirt');
    const back = regionBox(full, 'eafc', 'shirt', 'back');
    const cyan = (r: Readback) => texelsOf(r, back, [0, 255, 255]).length;
    expect(cyan(noName)).toBeGreaterThan(50);
    expect(cyan(noName)).toBeLessThan(cyan(full));
  });
});

describe("captain's armband", () => {
  it('draws text placed on the armband over the armband texture (512x128)', async () => {
    const kit = newKit('eafc');
    const captain = {
      n: 'text',
      uuid: 'captain',
      text: 'C',
      placement: 'captains_armband',
      size: 100,
      c: ['#ff00ff'],
    };
    // Only what the armband shows: the garments' own layers would cost 2048 px passes at scale 1.
    const band = {
      n: 'armband',
      uuid: 'band',
      preset: { n: 'Captain Classic', t: 'preset' },
      c: ['#0000ff'],
    };
    kit.layers = { shirt: [], shorts: [], socks: [], extra: [band] } as never;
    const bare = await renderKit(kit, 'armband', 'eafc', 1);
    expect([bare.width, bare.height]).toEqual([512, 128]);
    const all = { x0: 0, y0: 0, x1: 512, y1: 128 };
    expect(texelsOf(bare, all, [255, 0, 255]).length).toBe(0);
    kit.layers.shirt = [captain] as never;
    const withText = await renderKit(kit, 'armband', 'eafc', 1);
    const letter = texelsOf(withText, all, [255, 0, 255]);
    expect(letter.length).toBeGreaterThan(200);
    const [cx, cy] = centroid(letter);
    expect(Math.abs(cx! - 256)).toBeLessThan(30);
    expect(Math.abs(cy! - 64)).toBeLessThan(30);
    // The band is still there around the letter, and the shirt does not get the text.
    expect(changed(bare, withText, all)).toBeLessThan(512 * 128 * 0.2);
    const shirt = await renderKit({ ...kit, layers: { shirt: [captain] } }, 'shirt');
    expect(texelsOf(shirt, { x0: 0, y0: 0, x1: shirt.width, y1: shirt.height }, [255, 0, 255]).length).toBe(
      0,
    );
  });
});

describe('kit logos', () => {
  /** The team logo recoloured red everywhere (recolor and internal), shown on the shirt only. */
  const team = (pos: Partial<KitLogo['pos']['shirt']> = {}): KitLogo => {
    const logo = defaultKitLogo('team', 'eafc', 'team-logo');
    return {
      ...logo,
      l: 'Harbour Shield',
      recolor: true,
      recolorInternal: true,
      c: { shirt: ['#ff0000', '#ff0000', '#ff0000'], shorts: [], socks: [] },
      pos: {
        shirt: { ...logo.pos.shirt, ...pos },
        shorts: { ...logo.pos.shorts, display: false },
        socks: { ...logo.pos.socks, display: false },
      },
    };
  };

  it('draws a logo at its custom position when the area has custom positioning', async () => {
    const logo = team({ x: -50, y: -40 });
    const slot = await renderKit({ layers: {}, logos: [logo], customPos: [] }, 'shirt');
    const custom = await renderKit({ layers: {}, logos: [logo], customPos: ['shirt'] }, 'shirt');
    const front = regionBox(slot, 'eafc', 'shirt', 'front');
    const centre = [(front.x0 + front.x1) / 2, (front.y0 + front.y1) / 2];
    const half = [(front.x1 - front.x0) / 2, (front.y1 - front.y0) / 2];
    // The team slot: anchor (0.42, 0.52) of the half size, +y up.
    const [sx, sy] = centroid(texelsOf(slot, front, [255, 0, 0]));
    expect(Math.abs(sx! - (centre[0]! + 0.42 * half[0]!))).toBeLessThan(5);
    expect(Math.abs(sy! - (centre[1]! - 0.52 * half[1]!))).toBeLessThan(5);
    // Custom x -50, y -40 replace the slot's anchor: half way to the left edge, 40 % of the way
    // down; the artwork (and so its centroid) moves by exactly the difference of the anchors.
    const [cx, cy] = centroid(texelsOf(custom, front, [255, 0, 0]));
    expect(Math.abs(cx! - sx! - (-0.5 - 0.42) * half[0]!)).toBeLessThan(1);
    expect(Math.abs(cy! - sy! - (0.4 + 0.52) * half[1]!)).toBeLessThan(1);
  });
});

describe('sleeve cuffs', () => {
  const RED = [255, 0, 0];
  /**
   * Red texels of the left sleeve whose region y (+y up, region pixels at scale 1) lies in
   * [y0, y1]. Each texel goes through the layout's helper: EA's sleeves lie across the texture,
   * so a hem is a column there, not a row.
   */
  function redInBand(r: Readback, game: string, y0: number, y1: number) {
    const layout = gameLayout(game).areas.shirt!;
    const sleeve = layout.regions.find((g) => g.name === 'sleeve_left')!;
    const k = r.width / layout.width;
    const { x, y, w, h } = sleeve.rect;
    let n = 0;
    for (let ty = Math.ceil(y * k); ty < (y + h) * k; ty++)
      for (let tx = Math.ceil(x * k); tx < (x + w) * k; tx++) {
        const [, qy] = areaToRegionPoint(sleeve, (tx + 0.5) / k, (ty + 0.5) / k);
        if (qy < y0 || qy > y1) continue;
        const p = pixel(r, tx, ty);
        if (p[3] > 200 && RED.every((v, c) => Math.abs(p[c]! - v) <= 24)) n++;
      }
    return { n, k, across: uprightRect(sleeve).w * k, sleeve };
  }

  it.each(['eafc', 'pes', 'fm'])(
    '%s: cuffs sit at the short hem, or the long hem with long sleeves',
    async (game) => {
      const width = 40;
      const cuffs = { n: 'sleeve_cuffs', uuid: 'cuffs', width, c: ['#ff0000'] };
      const short = await renderKit({ ls: false, layers: { shirt: [cuffs] } }, 'shirt', game);
      const long = await renderKit({ ls: true, layers: { shirt: [cuffs] } }, 'shirt', game);
      const sleeve = gameLayout(game).areas.shirt!.regions.find((g) => g.name === 'sleeve_left')!;
      const shortHem = sleeve.shortSleeveY!;
      const longHem = -uprightRect(sleeve).h / 2;
      // The band's inner rows (one texel in from each edge, clear of antialiasing): a cuff is
      // `width` region pixels above its hem.
      const texel = (1 / short.width) * gameLayout(game).areas.shirt!.width;
      const inner = (hem: number) => [hem + texel, hem + width - texel] as const;
      const band = (r: Readback, hem: number) => redInBand(r, game, ...inner(hem));
      const full = (b: { n: number; k: number; across: number }) => b.across * (width * b.k - 2) * 0.75;
      const shortAtShort = band(short, shortHem);
      expect(shortAtShort.n).toBeGreaterThan(full(shortAtShort));
      expect(band(short, longHem).n).toBe(0);
      const longAtLong = band(long, longHem);
      expect(longAtLong.n).toBeGreaterThan(full(longAtLong));
      expect(band(long, shortHem).n).toBe(0);
    },
  );
});
