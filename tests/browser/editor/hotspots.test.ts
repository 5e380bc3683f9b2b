/**
 * The hotspots editor used like a user would: only fifa and eafc have the tab; opening it hides
 * the player printing and draws the hotspot preview, a box moved by its slider moves in the
 * texture, 'Reset hotspots' asks first and puts the boxes back, and leaving restores the kit's
 * look exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorServer } from './editor-server.ts';
import type { EditorUser } from './editor-user.ts';
import { PRINT_PREVIEW_RANGES } from '../../../src/kit/model/field-ranges.ts';

/** The back-number box's default height, as the hotspots editor shows it. */
const DEFAULT_HEIGHT = String(PRINT_PREVIEW_RANGES.hNum.default);

const EAFC = '/?game=eafc&scale=0.25&effects=0';

let server: EditorServer;
let world: EditorPage;
let page: Page;
let user: EditorUser;
let errors: string[];

interface SavedLayer {
  n: string;
  disabled?: boolean;
}
async function savedKit() {
  return JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as {
    shirt: SavedLayer[];
    hotspots?: Record<string, number | boolean>;
  };
}
const layer = async (n: string) => (await savedKit()).shirt.find((l) => l.n === n);

interface ShirtReading {
  /** SHA-256 of the shirt texture PNG. */
  print: string;
  /** Opaque near-white texels: the printing and the preview are drawn in white on the black kit. */
  white: number;
}

function readShirt(area: 'shirt' | 'shorts' = 'shirt'): Promise<ShirtReading> {
  return page.evaluate(async (area) => {
    const blob = await window.kitsmith!.exportTexture(area, 'albedo');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let white = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i + 3]! > 250 && data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200) white++;
    return { print: [...digest].map((b) => b.toString(16).padStart(2, '0')).join(''), white };
  }, area);
}

/**
 * The shirt texture once it shows what `ready` waits for and has settled (two equal readings):
 * fonts arrive asynchronously, and on a shared CPU that can take seconds.
 */
async function shirtWhen(ready: (reading: ShirtReading) => boolean): Promise<ShirtReading> {
  const deadline = Date.now() + 40_000;
  let last = await readShirt();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = await readShirt();
    if (next.print === last.print && ready(next)) return next;
    last = next;
  }
  return last;
}

const setNumber = (name: string, value: string) => user.typeInto('spinbutton', name, `${value}\n`);

const valueOf = async (name: string) =>
  (await user.get('spinbutton', name)).evaluate((el) => (el as HTMLInputElement).value);

beforeAll(async () => {
  world = await openEditorPage();
  ({ server, page, user, errors } = world);
});

afterAll(async () => {
  await world?.close();
});

describe('the hotspots editor', () => {
  it('is offered for fifa and eafc only', async () => {
    await user.open(`${server.url}/?game=basketball&scale=0.25&effects=0`);
    await user.get('tab', 'Name & number');
    expect(await user.find('tab', 'Hotspots')).toBeNull();
    await user.open(`${server.url}/?game=fifa&scale=0.25&effects=0`);
    await user.get('tab', 'Hotspots');
  });

  it(
    'swaps the printing for the preview, moves and resets boxes, and swaps back',
    { timeout: 180_000 },
    async () => {
      await user.open(server.url + EAFC);
      // The test counts white texels: every shirt layer black, as the first kit was before it
      // wore its template's design and colours (a white stripe would outweigh the printing).
      await page.evaluate(() => {
        const kit = JSON.parse(window.kitsmith!.getKit()) as { shirt: { c?: string[] }[] };
        kit.shirt = kit.shirt.map((l) => (Array.isArray(l.c) ? { ...l, c: l.c.map(() => '#000000') } : l));
        return window.kitsmith!.loadKit(JSON.stringify(kit));
      });
      await user.clickTab('Name & number');
      await setNumber('Number', '7');
      const printed = await shirtWhen((r) => r.white > 0);
      expect(printed.white).toBeGreaterThan(0);
      expect((await layer('printing'))?.disabled).toBeFalsy();

      await user.clickTab('Hotspots');
      await page.waitForFunction(async () => {
        const kit = JSON.parse(window.kitsmith!.getKit()) as { shirt: { n: string }[] };
        return kit.shirt.some((l) => l.n === 'print_preview');
      });
      expect((await layer('printing'))?.disabled).toBe(true);
      expect((await layer('print_preview'))?.disabled).toBeFalsy();
      // PLAYER, the back number and the front number: far more white than the single 7.
      const preview = await shirtWhen((r) => r.white > printed.white * 2);
      expect(preview.white).toBeGreaterThan(printed.white * 2);
      // The shorts-number box is on the shorts: the preview draws its number there too.
      expect((await readShirt('shorts')).white).toBeGreaterThan(0);

      expect(await valueOf('Back number: Height')).toBe(DEFAULT_HEIGHT);
      await setNumber('Back number: Height', '0.06');
      const moved = await shirtWhen((r) => r.print !== preview.print);
      expect(moved.print).not.toBe(preview.print);
      // A box 0.06 instead of 0.13 of the texture tall: the back number shrinks to under a quarter.
      expect(moved.white).toBeLessThan(preview.white * 0.8);
      expect((await savedKit()).hotspots?.hNum).toBe(0.06);

      await user.clickButton('Reset hotspots');
      await page.waitForFunction(() =>
        document.body.textContent?.includes('Are you sure you want to reset the hotspots?'),
      );
      await user.clickButton('Continue');
      await page.waitForFunction(
        (height) =>
          [...document.querySelectorAll<HTMLInputElement>('.hotspot-box input[type="number"]')].some(
            (input) => input.getAttribute('aria-label') === 'Back number: Height' && input.value === height,
          ),
        {},
        DEFAULT_HEIGHT,
      );
      expect((await savedKit()).hotspots).toBeUndefined(); // all defaults again
      // Back where it was (within antialiasing noise: the texture is re-composed, not restored).
      const near = (a: number, b: number) => Math.abs(a - b) <= b * 0.02;
      const reset = await shirtWhen((r) => near(r.white, preview.white));
      expect(near(reset.white, preview.white)).toBe(true);

      await user.clickTab('Name & number');
      expect((await layer('printing'))?.disabled).toBeFalsy();
      expect((await layer('print_preview'))?.disabled).toBe(true);
      const back = await shirtWhen((r) => near(r.white, printed.white));
      expect(near(back.white, printed.white)).toBe(true);
      expect(errors).toEqual([]);
    },
  );
});

describe("a kit saved before EA's layout", () => {
  it(
    'opens with its back-number box moved to the same place on the back of EA layout',
    { timeout: 180_000 },
    async () => {
      // Saved (format version 1) when the canvas was Kitsmith's earlier unwrap: back at x 1024-2048,
      // y 0-1344. The box's centre 3/4 across and 30 % down that back: x 0.875, y 0.197 of the
      // texture, off the back of EA's layout (x 646-1400, y 136-1020, stored upside down).
      await user.open(server.url + EAFC);
      await user.register('oldkits', 'oldkits@example.com');
      const data = {
        version: 1,
        game: 'eafc',
        template: '',
        shirt: [{ n: 'base', type: 'base', c: ['#000000'] }],
        shorts: [],
        socks: [],
        logos: [],
        hotspots: { xNum: 0.875, yNum: 0.1969, hNum: 0.2 },
      };
      const saved = await server.saveKitAs('oldkits', JSON.stringify(data), 'Before the layout');
      await user.open(`${server.url}/?kit=${saved.id}&key=${saved.key}&scale=0.25&effects=0`);
      await user.clickTab('Hotspots');
      const x = Number(await valueOf('Back number: X')) * 2048;
      const y = Number(await valueOf('Back number: Y')) * 2048;
      // 3/4 across the wearer's back is 1/4 across the upside-down rectangle; 30 % down from the
      // collar is 30 % up from its foot.
      expect(x).toBeCloseTo(646 + 0.25 * 754, -1);
      expect(y).toBeCloseTo(136 + 0.7 * 884, -1);
      // And the preview draws the number there: white texels inside the moved box on the black kit.
      const inBox = await page.evaluate(
        async (cx, cy) => {
          const bitmap = await createImageBitmap(await window.kitsmith!.exportTexture('shirt', 'albedo'));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          const s = bitmap.width / 2048;
          const half = 100 * s;
          const { data } = context.getImageData(cx * s - half, cy * s - half, 2 * half, 2 * half);
          let white = 0;
          for (let i = 0; i < data.length; i += 4) if (data[i]! > 200 && data[i + 1]! > 200) white++;
          return white;
        },
        x,
        y,
      );
      expect(inBox).toBeGreaterThan(20);
      expect(errors).toEqual([]);
    },
  );
});
