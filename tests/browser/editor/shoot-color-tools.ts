/**
 * Screenshots of the colour tools for docs/screenshots (run: npx tsx
 * tests/browser/editor/shoot-color-tools.ts): the colour picker with its club colours, and the
 * canvas eyedropper's magnifier on the edge of a chest band in the 3D view, at 1280x720. Prints
 * how long the magnifier took to follow one pointer move in each view.
 */
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { ROOT } from '../harness.ts';
import { bodyWithRectangle, openEditor, openLayerColor, pickerClosed } from './color-picker-user.ts';

const session = await openEditor({ withoutEyeDropper: true, url: '/?scale=0.5' });
const { page, user } = session;
const shot = (name: string) =>
  page.screenshot({ path: path.join(ROOT, 'docs/screenshots', `editor-${name}-1280x720.png`) });

/** Milliseconds from a pointer move to the magnifier showing a colour other than the one it showed. */
async function follow(p: Page, x: number, y: number): Promise<number> {
  const before = await p.evaluate(() => document.querySelector('.magnifier output')?.textContent ?? '');
  const started = Date.now();
  await p.mouse.move(x, y);
  await p.waitForFunction(
    (old) => {
      const text = document.querySelector('.magnifier output')?.textContent ?? '';
      return text.startsWith('#') && text !== old;
    },
    { timeout: 60_000 },
    before,
  );
  return Date.now() - started;
}

try {
  await bodyWithRectangle(user, '#1b4fa0');
  await user.clickButton('Shirt');
  await user.waitComposited();
  await openLayerColor(user);
  await page.waitForSelector('section[aria-label="Club colours"] li button');
  await (await user.get('searchbox', 'Search club colours')).type('city');
  await shot('color-picker');
  await user.clickButton('Pick from the kit');
  await pickerClosed(page);
  const box = (await (await page.$('.viewer canvas'))!.boundingBox())!;
  // From the blue body onto the white chest band (timed), then onto its edge for the picture.
  await follow(page, box.x + box.width * 0.42, box.y + box.height * 0.59);
  const viewMs = await follow(page, box.x + box.width * 0.515, box.y + box.height * 0.59);
  console.log(`3D view: magnifier followed in ${viewMs} ms`);
  await follow(page, box.x + box.width * 0.489, box.y + box.height * 0.59);
  await shot('eyedropper');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.color-picker');
  await user.clickButton('Cancel');
  await pickerClosed(page);
  await user.clickTab('Texture');
  await user.waitComposited();
  await openLayerColor(user);
  await user.clickButton('Pick from the kit');
  await pickerClosed(page);
  const texture = (await (await page.$('.texture-view canvas'))!.boundingBox())!;
  await follow(page, texture.x + 230, texture.y + 300);
  const textureMs = await follow(page, texture.x + 136, texture.y + 180);
  console.log(`Texture view: magnifier followed in ${textureMs} ms`);
  await page.keyboard.press('Escape');
} catch (error) {
  await page.screenshot({ path: '/tmp/x/fail.png' });
  throw error;
} finally {
  await session.close();
}
