/**
 * The "Name & number" step (issue 31) used like a player would: the name and number typed once in
 * the tab of that name land on the back of the shirt at a real kit's size, read from the texture
 * (window.kitsmith.exportTexture): the number's ink about a third of the back's height, the name
 * above it. One football game (EA FC, whose back is stored upside down) and basketball.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorServer } from './editor-server.ts';
import type { EditorUser } from './editor-user.ts';
import '../../../src/games/all.ts';
import { gameLayout, type RegionLayout } from '../../../src/games/index.ts';

/** The printing colour: no template colour comes near it. */
const PRINT = '#ee22aa';

let server: EditorServer;
let world: EditorPage;
let page: Page;
let user: EditorUser;
let errors: string[];

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const backOf = (game: string): RegionLayout =>
  gameLayout(game).areas.shirt!.regions.find((r) => r.name === 'back')!;

/**
 * The bounding box (texture pixels at scale 1) of the shirt texels inside `area` that moved by
 * more than 24 from the reading stored under `baseline`; the first call stores it and answers null.
 */
function changedBox(baseline: string, area: Box, textureSize: number): Promise<Box | null> {
  return page.evaluate(
    async (baseline, area, textureSize) => {
      const blob = await window.kitsmith!.exportTexture('shirt', 'albedo');
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const store = window as unknown as Record<string, Uint8ClampedArray | undefined>;
      const before = store[`baseline:${baseline}`];
      if (!before) {
        store[`baseline:${baseline}`] = data;
        return null;
      }
      const k = bitmap.width / textureSize;
      let box: { x0: number; y0: number; x1: number; y1: number } | null = null;
      for (let y = Math.floor(area.y0 * k); y < Math.ceil(area.y1 * k); y++) {
        for (let x = Math.floor(area.x0 * k); x < Math.ceil(area.x1 * k); x++) {
          const i = (y * bitmap.width + x) * 4;
          if (![0, 1, 2].some((c) => Math.abs(data[i + c]! - before[i + c]!) > 24)) continue;
          box ??= { x0: x, y0: y, x1: x + 1, y1: y + 1 };
          box = {
            x0: Math.min(box.x0, x),
            y0: Math.min(box.y0, y),
            x1: Math.max(box.x1, x + 1),
            y1: Math.max(box.y1, y + 1),
          };
        }
      }
      return box && { x0: box.x0 / k, y0: box.y0 / k, x1: box.x1 / k, y1: box.y1 / k };
    },
    baseline,
    area,
    textureSize,
  );
}

/** changedBox once the texture has settled (fonts arrive asynchronously): two equal readings. */
async function settledBox(baseline: string, area: Box, textureSize: number): Promise<Box | null> {
  const deadline = Date.now() + 30_000;
  let last = JSON.stringify(await changedBox(baseline, area, textureSize));
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = await changedBox(baseline, area, textureSize);
    if (next && JSON.stringify(next) === last) return next;
    last = JSON.stringify(next);
  }
  return JSON.parse(last) as Box | null;
}

/** Sets the printing colour through its swatch and the colour picker, as a player would. */
async function choosePrintColour(): Promise<void> {
  // The swatch is named by its colour ("Printing colour: #rrggbb"), whichever the kit starts with.
  const swatch = await page.waitForSelector('button[aria-label^="Printing colour: "]');
  const name = await swatch!.evaluate((el) => el.getAttribute('aria-label')!);
  await user.clickButton(name);
  await user.typeInto('textbox', 'Hex colour', PRINT);
  await user.clickButton('Apply');
  await page.waitForFunction(() => !document.querySelector('.color-picker'));
}

/**
 * Types "8" and "SILVA" in the Name & number tab of `game` and measures them on the back: returns
 * the number's and the name's ink boxes in the back's upright space (y down from the collar) as
 * shares of the back's height.
 */
async function typedOnTheBack(game: string) {
  await user.open(`${server.url}/?game=${game}&scale=0.5&effects=0`);
  const layout = gameLayout(game).areas.shirt!;
  const back = backOf(game);
  const area = {
    x0: back.rect.x,
    y0: back.rect.y,
    x1: back.rect.x + back.rect.w,
    y1: back.rect.y + back.rect.h,
  };
  await user.clickTab('Name & number');
  await choosePrintColour();
  await user.waitComposited();
  await changedBox(`${game}:blank`, area, layout.width);

  await user.typeInto('spinbutton', 'Number', '8\n');
  const number = await settledBox(`${game}:blank`, area, layout.width);
  await changedBox(`${game}:number`, area, layout.width);
  await user.typeInto('textbox', 'Player name', 'SILVA');
  await page.keyboard.press('Tab');
  const name = await settledBox(`${game}:number`, area, layout.width);
  expect(number, 'the number reached the back').not.toBeNull();
  expect(name, 'the name reached the back').not.toBeNull();

  // The back's upright space: EA keeps it upside down (turn 2), y then runs up the texture.
  const upsideDown = back.turn === 2;
  const h = back.rect.h;
  const upright = (box: Box) =>
    upsideDown
      ? { top: (back.rect.y + h - box.y1) / h, bottom: (back.rect.y + h - box.y0) / h }
      : { top: (box.y0 - back.rect.y) / h, bottom: (box.y1 - back.rect.y) / h };
  return { number: upright(number!), name: upright(name!), declared: gameLayout(game).playerPrint };
}

beforeAll(async () => {
  world = await openEditorPage();
  ({ server, page, user, errors } = world);
});

afterAll(async () => {
  await world?.close();
});

describe('the Name & number step', () => {
  it.each(['eafc', 'basketball'])(
    'prints a name and number typed once on the back of a %s shirt at a real kit size',
    async (game) => {
      const { number, name, declared } = await typedOnTheBack(game);
      const numberHeight = number.bottom - number.top;
      // About a third of the back (real shirts), within 15 % of the game's own measure.
      expect(numberHeight).toBeGreaterThan(0.26);
      expect(numberHeight).toBeLessThan(0.4);
      expect(Math.abs(numberHeight / declared.backNumber.height - 1)).toBeLessThan(0.15);
      // Centred where the game's kits carry it.
      const centre = (number.top + number.bottom) / 2;
      expect(Math.abs(centre - declared.backNumber.depth)).toBeLessThan(0.04);
      // The name sits above the number, clear of it, in letters a player can read.
      expect(name.bottom).toBeLessThan(number.top);
      expect(name.bottom - name.top).toBeGreaterThan(0.04);
      expect(name.top).toBeGreaterThan(0.03);
      expect(errors).toEqual([]);
    },
    240_000,
  );
});
