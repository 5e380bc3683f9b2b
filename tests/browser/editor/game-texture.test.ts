/**
 * Opening a texture exported from the game over an area of the Texture view, by role and
 * accessible name: a PNG and a DDS (BC1 and BC7, decoded by the GPU) lie over the shirt, top side
 * up, at the opacity the slider sets; a file that is not a texture, or a texture of another shape,
 * is refused with its message and the guide already there stays. Colours are read from a
 * screenshot of the page, so they are what the player sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { twoColourDds, type Rgb } from '../../fixtures/dds.ts';
import { screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';

const SMALL = '/eafc/?scale=0.25&effects=0';
const RED: Rgb = [255, 0, 0];
const YELLOW: Rgb = [255, 255, 0];
const BLUE: Rgb = [0, 0, 255];
const GREEN: Rgb = [0, 255, 0];

let world: EditorPage;
let page: Page;
const folder = mkdtempSync(path.join(tmpdir(), 'kitsmith-game-texture-'));

async function twoColourPng(name: string, width: number, height: number, top: Rgb, bottom: Rgb) {
  const half = (colour: Rgb) =>
    sharp({
      create: {
        width,
        height: height / 2,
        channels: 3,
        background: { r: colour[0], g: colour[1], b: colour[2] },
      },
    })
      .png()
      .toBuffer();
  const file = path.join(folder, name);
  await sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite([
      { input: await half(top), top: 0, left: 0 },
      { input: await half(bottom), top: height / 2, left: 0 },
    ])
    .png()
    .toFile(file);
  return file;
}

function fileOf(name: string, bytes: Uint8Array): string {
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  return file;
}

async function open(file: string) {
  // The file input is hidden behind its button ("Open game texture…"), as file inputs are.
  const input = (await page.waitForSelector('input[type="file"][aria-label="Game texture file"]', {
    hidden: true,
  })) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
}

/** Sets the guide's opacity slider with the keyboard, as a player would: End is 100 %, Home 0 %. */
async function opacity(key: 'End' | 'Home') {
  const slider = await world.user.get('slider', 'Guide opacity');
  await slider.focus();
  await page.keyboard.press(key);
}

/** The colours the player sees near the top and the bottom of the shirt's square in the view. */
async function shirtColours(): Promise<{ top: Rgb; bottom: Rgb }>;
async function shirtColours(points: (side: number, width: number) => [number, number][]): Promise<Rgb[]>;
async function shirtColours(
  points?: (side: number, width: number) => [number, number][],
): Promise<{ top: Rgb; bottom: Rgb } | Rgb[]> {
  // Two frames: the view redraws on the frame after the guide changed.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const view = (await page.waitForSelector(
    '.texture-view canvas[aria-label="Kit textures: shirt, shorts and socks"]',
  ))!;
  await page.screenshot({ path: screenshotPath('game-texture-guide.png') });
  const box = (await view.boundingBox())!;
  // The Texture view's layout: the shirt square at the left, its side min(height, 0.62 width) - 12.
  const side = Math.min(box.height, box.width * 0.62) - 12;
  const png = await page.screenshot({ type: 'png' });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const i = (Math.round(box.y + y) * info.width + Math.round(box.x + x)) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  if (points) return points(side, box.width).map(([x, y]) => at(x, y));
  return { top: at(side / 2, side * 0.2), bottom: at(side / 2, side * 0.8) };
}

const near = (a: Rgb, b: Rgb, tolerance = 6) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

beforeAll(async () => {
  world = await openEditorPage();
  page = world.page;
  await world.user.open(world.server.url + SMALL);
  await world.user.waitComposited();
  await world.user.clickTab('Texture');
  await world.user.get('group', 'Game texture');
});

afterAll(async () => {
  await world?.close();
});

describe('opening a game texture', () => {
  it('lays a PNG over the shirt, top side up, at the opacity the slider sets', async () => {
    const before = await shirtColours();
    await open(await twoColourPng('jersey_color.png', 512, 512, RED, YELLOW));
    await world.user.get('button', 'Remove jersey_color.png');
    await opacity('End');
    const full = await shirtColours();
    expect(near(full.top, RED), `top ${full.top}`).toBe(true);
    expect(near(full.bottom, YELLOW), `bottom ${full.bottom}`).toBe(true);
    await opacity('Home');
    const none = await shirtColours();
    expect(none).toEqual(before);
  });

  it('decodes BC1 and BC7 DDS files on the GPU, the file’s first row at the top', async () => {
    await open(fileOf('jersey_bc1.dds', twoColourDds('bc1', 256, 256, BLUE, GREEN)));
    await world.user.get('button', 'Remove jersey_bc1.dds');
    await opacity('End');
    const bc1 = await shirtColours();
    expect(near(bc1.top, BLUE), `top ${bc1.top}`).toBe(true);
    expect(near(bc1.bottom, GREEN), `bottom ${bc1.bottom}`).toBe(true);
    await open(fileOf('jersey_bc7.dds', twoColourDds('bc7', 1024, 1024, GREEN, RED)));
    await world.user.get('button', 'Remove jersey_bc7.dds');
    const bc7 = await shirtColours();
    expect(near(bc7.top, GREEN), `top ${bc7.top}`).toBe(true);
    expect(near(bc7.bottom, RED), `bottom ${bc7.bottom}`).toBe(true);
  });

  it('refuses a file that is not a texture, and one of another shape, keeping the guide', async () => {
    const shown = await shirtColours();
    await open(fileOf('kit.dds', new TextEncoder().encode('{"template": "plain"}')));
    await page.waitForFunction(
      () => document.body.innerText.includes('This file is not a texture. Choose a PNG, JPEG or DDS file'),
      { timeout: 30_000 },
    );
    await open(await twoColourPng('shorts_color.png', 512, 256, RED, RED));
    await page.waitForFunction(
      () => document.body.innerText.includes('This texture is 512 × 256; this area is 2048 × 2048'),
      { timeout: 30_000 },
    );
    await world.user.get('button', 'Remove jersey_bc7.dds');
    expect(await shirtColours()).toEqual(shown);
  });

  it('removes the guide', async () => {
    await world.user.clickButton('Remove jersey_bc7.dds');
    await page.waitForFunction(() => !document.querySelector('.texture-guide label'));
    const after = await shirtColours();
    expect(near(after.top, GREEN)).toBe(false);
    expect(world.errors).toEqual([]);
  });

  it("lies over NBA 2K's jersey canvas rolled as the canvas is, so 2K's zones sit over ours", async () => {
    await world.user.open(world.server.url + '/basketball/?scale=0.25&effects=0');
    await world.user.waitComposited();
    await world.user.clickTab('Texture');
    // A 2K jersey_color at 512: red up to file x 1821 (2048 scale), blue after it, where 2K keeps
    // the back's right part. The canvas is the file rolled 227 px right, so that part is its left edge.
    const file = path.join(folder, 'nba_jersey_color.png');
    const split = Math.round((1821 / 2048) * 512);
    await sharp({ create: { width: 512, height: 512, channels: 3, background: '#f00' } })
      .composite([
        {
          input: await sharp({
            create: { width: 512 - split, height: 512, channels: 3, background: '#00f' },
          })
            .png()
            .toBuffer(),
          top: 0,
          left: split,
        },
      ])
      .png()
      .toFile(file);
    await open(file);
    await world.user.get('button', 'Remove nba_jersey_color.png');
    await opacity('End');
    const seen = await shirtColours((side) => [
      [side * 0.05, side * 0.5],
      [side * 0.5, side * 0.5],
    ]);
    expect(near(seen[0]!, BLUE), `canvas left edge ${seen[0]}`).toBe(true);
    expect(near(seen[1]!, RED), `canvas middle ${seen[1]}`).toBe(true);
  });

  it("takes NBA 2K's shorts apart by leg, as the download puts them together", async () => {
    // Still on the basketball editor of the test before (opened here when run on its own).
    if (!(await page.evaluate(() => location.pathname.startsWith('/basketball/')))) {
      await world.user.open(world.server.url + '/basketball/?scale=0.25&effects=0');
      await world.user.waitComposited();
      await world.user.clickTab('Texture');
    }
    // A 2K shorts_color at 512 (game-formats.md §8, 2048 scale): its top leg panel with its
    // waistband (y 0-799) red, its bottom one (y 1024-1827) blue, black elsewhere. 2K's top panel
    // is the wearer's left leg by our reading (unverified, How-to says so); each panel holds the
    // halves of the front and the back round that leg. Our canvas keeps the front in the top
    // rectangle and the back in the bottom one, so the wearer's left leg is the front's right half
    // (seen from outside) and the back's left half.
    const file = path.join(folder, 'nba_shorts_color.png');
    const band = (y0: number, y1: number, colour: string) =>
      sharp({ create: { width: 327, height: Math.round((y1 - y0) / 4), channels: 3, background: colour } })
        .png()
        .toBuffer()
        .then((input) => ({ input, top: y0 / 4, left: 0 }));
    await sharp({ create: { width: 512, height: 512, channels: 3, background: '#000' } })
      .composite([await band(0, 800, '#f00'), await band(1024, 1828, '#00f')])
      .png()
      .toFile(file);
    const area = await world.user.get('combobox', 'Area for the game texture');
    await area.select('shorts');
    await open(file);
    await world.user.get('button', 'Remove nba_shorts_color.png');
    await opacity('End');
    // The shorts' square right of the shirt's in the Texture view (TextureView's layout: 12 px
    // gap, the rest of the width); points at the middle of each half of our front and back
    // rectangles (x 0-1309 of 2048: halves centred at 327 and 982).
    const [frontLeftHalf, frontRightHalf, backLeftHalf, backRightHalf] = await shirtColours((side, width) => {
      const x0 = side + 12;
      const size = width - x0;
      return [
        [327, 400],
        [982, 400],
        [327, 1425],
        [982, 1425],
      ].map(([x, y]) => [x0 + (x! / 2048) * size, (y! / 2048) * size] as [number, number]);
    });
    // Wearer's left leg (2K's top panel, red): the front's right half of the canvas (seen from
    // outside) and the back's left half; the right leg (bottom panel, blue) the other halves.
    expect(near(frontRightHalf!, RED), `front, right half ${frontRightHalf}`).toBe(true);
    expect(near(backLeftHalf!, RED), `back, left half ${backLeftHalf}`).toBe(true);
    expect(near(frontLeftHalf!, BLUE), `front, left half ${frontLeftHalf}`).toBe(true);
    expect(near(backRightHalf!, BLUE), `back, right half ${backRightHalf}`).toBe(true);
    expect(world.errors).toEqual([]);
  });
});
