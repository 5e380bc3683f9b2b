/**
 * Rules of the 3D view and the layer panel from document 1 §9, driven through the app by role and
 * name and read from what is drawn:
 * - the save thumbnail is the same front photo at the "mini" distance 480, whatever the view;
 * - each lighting preset blurs the floor shadow by its standard deviation (none, 5, 10 or 20);
 * - a layer's rotation takes 45 degree steps with Page Up / Page Down and Shift+arrows.
 */
import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';
import { screenshotPath } from '../harness.ts';

const SMALL = '/?scale=0.25&effects=0';
let world: EditorPage;

beforeAll(async () => {
  world = await openEditorPage();
  world.page.setDefaultTimeout(90_000);
  await world.user.open(world.server.url + SMALL);
  await world.page.waitForFunction('window.kitsmithViewer?.root() != null');
}, 300_000);

afterAll(async () => {
  await world?.close();
});

/** Takes the save thumbnail, noting where the camera stood when it was drawn. */
function thumbnail(page: Page): Promise<{ url: string; at: number[]; after: number[]; before: number[] }> {
  return page.evaluate(async () => {
    const viewer = window.kitsmithViewer!;
    const root = viewer.root()!;
    const render = root.gl.render.bind(root.gl);
    const before = root.camera.position.toArray();
    let at: number[] = [];
    root.gl.render = (scene, camera) => {
      at = camera.position.toArray();
      render(scene, camera);
    };
    try {
      const url = (await viewer.screenshot())!;
      return { url, at, after: root.camera.position.toArray(), before };
    } finally {
      root.gl.render = render;
    }
  });
}

async function pixels(url: string): Promise<Buffer> {
  return sharp(Buffer.from(url.split(',')[1]!, 'base64'))
    .raw()
    .toBuffer();
}

/**
 * Spread of the floor shadow across, in texels: the standard deviation of its alpha along x,
 * read from the map the shadow quad samples.
 */
function shadowSpread(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const viewer = window.kitsmithViewer!;
    await viewer.frame();
    const mesh = viewer.root()!.scene.getObjectByName('contact_shadow') as unknown as {
      material: { map: { image: { data: Uint8Array; width: number; height: number } } };
    };
    const { data, width, height } = mesh.material.map.image;
    let mass = 0;
    let sum = 0;
    let sum2 = 0;
    for (let j = 0; j < height; j++)
      for (let i = 0; i < width; i++) {
        const a = data[(j * width + i) * 4 + 3]!;
        mass += a;
        sum += a * i;
        sum2 += a * i * i;
      }
    const mean = sum / mass;
    return Math.sqrt(sum2 / mass - mean * mean);
  });
}

describe('rules of the 3D view', () => {
  it('takes the save thumbnail from the front at the mini distance, whatever the view', async () => {
    const { page, user } = world;
    await user.clickButton('Socks');
    await user.clickButton('Back');
    const fromSocks = await thumbnail(page);
    await user.clickButton('Shirt');
    await user.clickButton('Front');
    const fromShirt = await thumbnail(page);

    // Straight in front, 4.8 m away (the spec's 480): the view's own camera is put back after.
    expect(fromSocks.at[0]).toBeCloseTo(0, 5);
    expect(fromSocks.at[2]).toBeCloseTo(4.8, 5);
    expect(fromSocks.after).toEqual(fromSocks.before);
    expect(fromSocks.before[2]).toBeLessThan(0); // the Back view looks from behind
    const a = await pixels(fromSocks.url);
    const b = await pixels(fromShirt.url);
    expect(a.length).toBe(800 * 800 * 3);
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
    expect(diff / a.length).toBeLessThan(1.5);
    await sharp(a, { raw: { width: 800, height: 800, channels: 3 } })
      .png()
      .toFile(screenshotPath('save-thumbnail.png'));
  });

  it('blurs the floor shadow by the lighting preset: none, 5, 10 or 20 texels', async () => {
    const { page, user } = world;
    const lighting = await user.get('combobox', 'Lighting');
    const spreadWith = async (preset: string) => {
      await lighting.select(preset);
      return shadowSpread(page);
    };
    const sharpSpread = await spreadWith('Default 3');
    // A Gaussian blur adds its variance to the shadow's: what it added is the blur's deviation.
    const added = async (preset: string) => Math.sqrt((await spreadWith(preset)) ** 2 - sharpSpread ** 2);
    expect(await added('Day')).toBeCloseTo(5, 0);
    expect(Math.abs((await added('Default')) - 10)).toBeLessThan(0.6);
    expect(Math.abs((await added('Night')) - 20)).toBeLessThan(1);
    expect(await spreadWith('Dark (r)')).toBeCloseTo(sharpSpread, 5);
    await lighting.select('Default');
  });
});

describe('rotation steps of a layer', () => {
  it('goes to the next 45 degree mark with Page Up / Page Down and Shift+arrows', async () => {
    const { page, user } = world;
    await user.addLayer('Text');
    const rotation = async () => {
      const kit = JSON.parse(await page.evaluate(() => window.kitsmith!.getKit())) as {
        shirt: { n: string; rotation?: number }[];
      };
      return kit.shirt.find((l) => l.n === 'text')!.rotation ?? 0;
    };
    const thumb = await user.get('slider', 'Rotation');
    await thumb.focus();
    await page.keyboard.press('PageUp');
    expect(await rotation()).toBe(45);
    await page.keyboard.press('PageUp');
    expect(await rotation()).toBe(90);
    await user.typeInto('spinbutton', 'Rotation', '10');
    await page.keyboard.press('Enter');
    expect(await rotation()).toBe(10);
    await thumb.focus();
    await page.keyboard.press('PageDown');
    expect(await rotation()).toBe(0);
    await page.keyboard.down('Shift');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    expect(await rotation()).toBe(-45);
    // A plain arrow still moves one degree.
    await page.keyboard.press('ArrowRight');
    expect(await rotation()).toBe(-44);
    for (let i = 0; i < 6; i++) await page.keyboard.press('PageDown');
    expect(await rotation()).toBe(-180);
    expect(world.errors).toEqual([]);
  });
});
