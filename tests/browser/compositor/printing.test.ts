/**
 * Printing pixels: the back number, the arched name above (or below) it and the front number at
 * the game's real-kit places (games/player-print.ts, drawn here on EA FC's shirt); sizes, switches
 * and border; basketball text layers at §9's positions; the shorts number; the hotspot print
 * preview. Positions are region pixels (+y up): §9's y values are 3 px units growing downwards
 * (src/compositor/text/basketball.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_PREVIEW_RANGES } from '../../../src/kit/model/field-ranges.ts';
import '../../../src/games/all.ts';
import { areaToRegionPoint, gameLayout } from '../../../src/games/index.ts';
import { playerPrintPlaces } from '../../../src/games/player-print.ts';
import { openKindSession, type KindImage, type KindSession, type RenderOpts } from './kind-session';

let s: KindSession;
beforeAll(async () => {
  s = await openKindSession();
});
afterAll(async () => {
  expect(s.errors).toEqual([]);
  await s?.close();
});

const BACK: RenderOpts = { region: 'back', width: 128, height: 168 };
const FRONT: RenderOpts = { region: 'front', width: 128, height: 168 };
/** Region y of §9 positions (nba_text layers): back number y -5, name y -62, front number y 19. */
const NBA_NUMBER_Y = 15;
const NBA_NAME_Y = 186;
const NBA_FRONT_Y = -57;
/** Where the printing layer puts them on EA FC's shirt (the kind session's game). */
const PLACES = playerPrintPlaces('eafc');
const NUMBER_Y = PLACES.backNumber.y;
const NAME_Y = PLACES.name.y;
const FRONT_Y = PLACES.frontNumber.y;
/** The back number's top and foot (region y), and the name's band above it. */
const NUMBER_TOP = NUMBER_Y + PLACES.backNumber.ink / 2;
const NUMBER_FOOT = NUMBER_Y - PLACES.backNumber.ink / 2;
const NAME_LOW = NUMBER_TOP + 8;

const printing = (fields: object = {}) => ({
  n: 'printing',
  uuid: `pr-${JSON.stringify(fields)}`,
  name: 'JOHNSON',
  number: 23,
  font: 'graduate',
  c: ['#ffffff', '#c8102e'],
  frontNumber: true,
  ...fields,
});
async function render(layer: object, opts: RenderOpts): Promise<KindImage> {
  const img = await s.render(layer, opts);
  expect(img.glError).toBe(0);
  return img;
}
/** Coverage centroid within a horizontal band of region y. */
const band = (img: KindImage, y0: number, y1: number) => img.centroid((_, y) => y >= y0 && y <= y1);

describe('printing layer', () => {
  it('draws the back number, the name above it and the front number at the §9 defaults', async () => {
    const back = await render(printing(), BACK);
    const number = band(back, NUMBER_FOOT - 10, NUMBER_TOP + 5)!;
    expect(Math.abs(number[0])).toBeLessThan(12);
    expect(Math.abs(number[1] - NUMBER_Y)).toBeLessThan(15);
    const name = band(back, NAME_LOW, 1000)!;
    expect(Math.abs(name[0])).toBeLessThan(12);
    expect(Math.abs(name[1] - NAME_Y)).toBeLessThan(20);
    const front = await render(printing(), FRONT);
    const [fx, fy] = front.centroid()!;
    expect(Math.abs(fx)).toBeLessThan(12);
    expect(Math.abs(fy - FRONT_Y)).toBeLessThan(15);
  });

  it('arches the name by default (50): its middle is higher than its ends', async () => {
    const back = await render(printing(), BACK);
    const b = back.bounds()!;
    const mid = back.centroid((x, y) => y > NAME_LOW && Math.abs(x) < 30)!;
    const ends = back.centroid((x, y) => y > NAME_LOW && (x < b.x0 + 40 || x > b.x1 - 40))!;
    expect(mid[1] - ends[1]).toBeGreaterThan(5);
    const flat = await render(printing({ nameArch: 0 }), BACK);
    const fb = flat.bounds()!;
    const fmid = flat.centroid((x, y) => y > NAME_LOW && Math.abs(x) < 30)!;
    const fends = flat.centroid((x, y) => y > NAME_LOW && (x < fb.x0 + 40 || x > fb.x1 - 40))!;
    // Letter shapes alone (the J's descender) move the centroids by a sixth of the capitals.
    expect(Math.abs(fmid[1] - fends[1])).toBeLessThan(PLACES.name.ink / 6);
  });

  it('belowNumber puts the name under the number', async () => {
    const back = await render(printing({ belowNumber: true }), BACK);
    expect(band(back, NAME_LOW, 1000)).toBeUndefined();
    const name = band(back, -1000, NUMBER_FOOT - 8)!;
    expect(name[1]).toBeLessThan(NUMBER_FOOT);
  });

  it('numberSize scales the back number; offset moves the back printing down', async () => {
    const height = (img: KindImage) => {
      const c = img.covered();
      return Math.max(...c.map((p) => p.y)) - Math.min(...c.map((p) => p.y));
    };
    const base = height(await render(printing({ name: '' }), BACK));
    const big = height(await render(printing({ name: '', numberSize: 150 }), BACK));
    expect(big / base).toBeGreaterThan(1.35);
    expect(big / base).toBeLessThan(1.65);
    const moved = (await render(printing({ name: '', offset: 100 }), BACK)).centroid()!;
    expect(Math.abs(moved[1] - (NUMBER_Y - 100))).toBeLessThan(15);
  });

  it('front number: switch, size and position', async () => {
    expect((await render(printing({ frontNumber: false }), FRONT)).covered().length).toBe(0);
    const moved = (
      await render(printing({ frontNumberPosX: 200, frontNumberPosY: -100 }), FRONT)
    ).centroid()!;
    expect(Math.abs(moved[0] - 200)).toBeLessThan(15);
    expect(Math.abs(moved[1] - (FRONT_Y + 100))).toBeLessThan(15);
    const small = (await render(printing(), FRONT)).covered().length;
    const large = (await render(printing({ frontNumberSize: 200 }), FRONT)).covered().length;
    expect(large / small).toBeGreaterThan(3);
  });

  it('a border outlines name and number in the last colour; disabled printing draws nothing', async () => {
    const plain = await render(printing(), BACK);
    const bordered = await render(printing({ border: true, borderWidth: 4 }), BACK);
    expect(bordered.covered().length).toBeGreaterThan(plain.covered().length * 1.2);
    const edge = bordered.covered().filter((p) => p.a === 255 && plain.atPoint(p.x, p.y)[3] === 0);
    expect(edge.length).toBeGreaterThan(20);
    const [r, g, b] = bordered.atPoint(edge[0]!.x, edge[0]!.y);
    expect([r, g, b]).toEqual([0xc8, 0x10, 0x2e]);
    expect((await render(printing({ disabled: true }), BACK)).covered().length).toBe(0);
  });
});

describe('nba_text layer', () => {
  const nba = (type: string, fields: object = {}) => ({
    n: 'nba_text',
    uuid: `nba-${type}-${JSON.stringify(fields)}`,
    type,
    f: 'oswald',
    c: ['#ffffff'],
    text: type === 'name' ? 'JOHNSON' : '23',
    ...fields,
  });

  it('places each type at its §9 default: back number, name above it, front number', async () => {
    const num = (await render(nba('back_num'), BACK)).centroid()!;
    expect(Math.abs(num[1] - NBA_NUMBER_Y)).toBeLessThan(15);
    const name = (await render(nba('name'), BACK)).centroid()!;
    expect(Math.abs(name[1] - NBA_NAME_Y)).toBeLessThan(20);
    expect((await render(nba('front_num'), BACK)).covered().length).toBe(0);
    const front = (await render(nba('front_num'), FRONT)).centroid()!;
    expect(Math.abs(front[1] - NBA_FRONT_Y)).toBeLessThan(15);
  });

  it('a numbers font (font_type 1) draws only the digits', async () => {
    const digits = (await render(nba('back_num', { text: '23' }), BACK)).covered().length;
    const mixed = (await render(nba('back_num', { text: 'A2B3', font_type: 1 }), BACK)).covered().length;
    expect(mixed).toBe(digits);
  });
});

describe('printing_shorts layer', () => {
  const SHORTS: RenderOpts = { area: 'shorts', region: 'shorts_front', width: 64, height: 64 };
  const shorts = (fields: object = {}) => ({
    n: 'printing_shorts',
    uuid: `ps-${JSON.stringify(fields)}`,
    enabled: true,
    number: 23,
    font: 'graduate',
    c: ['#ffffff'],
    ...fields,
  });

  it('draws the number on the chosen leg and moves it with posX/posY', async () => {
    const left = (await render(shorts({ side: 'left' }), SHORTS)).centroid()!;
    const right = (await render(shorts({ side: 'right' }), SHORTS)).centroid()!;
    expect(left[0]).toBeGreaterThan(80);
    expect(right[0]).toBeLessThan(-80);
    const moved = (await render(shorts({ side: 'left', posX: -40, posY: -50 }), SHORTS)).centroid()!;
    expect(Math.abs(moved[0] - (left[0] - 40))).toBeLessThan(10);
    expect(Math.abs(moved[1] - (left[1] + 50))).toBeLessThan(10);
    expect((await render(shorts({ enabled: false }), SHORTS)).covered().length).toBe(0);
  });
});

describe('print_preview layer', () => {
  it('fits the preview number into the hotspot boxes (normalised texture coordinates)', async () => {
    const preview = {
      n: 'print_preview',
      uuid: 'pp',
      c: ['#00ff00'],
      previewNumber: 7,
      hNum: 0.1,
      wNum: 0.1,
    };
    const back = await render(preview, BACK);
    // The default back-number box's centre, from the layout: EA's back is stored upside down, so
    // its region point comes through the layout's helper, not from the texture's halves.
    const layout = gameLayout('eafc').areas.shirt!;
    const region = layout.regions.find((r) => r.name === 'back')!;
    const { xNum, yNum, yName } = PRINT_PREVIEW_RANGES;
    const [, numberY] = areaToRegionPoint(region, xNum.default * 2048, yNum.default * 2048);
    const [, nameY] = areaToRegionPoint(region, xNum.default * 2048, yName.default * 2048);
    expect(nameY).toBeGreaterThan(numberY + 102.4);
    const digit = back.covered().filter((p) => p.y < (numberY + 102.4 + nameY) / 2);
    const ys = digit.map((p) => p.y);
    const xs = digit.map((p) => p.x);
    // Box middles (a 7 is top-heavy, so not its centroid); the box is 0.1 * 2048 px tall.
    expect(Math.abs((Math.max(...xs) + Math.min(...xs)) / 2)).toBeLessThan(20);
    expect(Math.abs((Math.max(...ys) + Math.min(...ys)) / 2 - numberY)).toBeLessThan(20);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(204.8 * 0.85);
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(204.8 * 1.15);
    // The name box above it carries the sample name.
    expect(back.centroid((_, y) => Math.abs(y - nameY) < 40)).toBeDefined();
  });
});
