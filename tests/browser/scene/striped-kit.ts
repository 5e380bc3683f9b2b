/**
 * A plain kit for the 3D view's interaction tests: a near-white base and three red vertical
 * stripes on the shirt's front and back, so a screen point is clearly "stripe" or "base".
 */
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';

export const STRIPED_KIT = {
  version: 1,
  game: 'eafc',
  shirt: [
    { n: 'base', uuid: 'pick-base', type: 'base', c: ['#f4f4f4'] },
    {
      n: 'design',
      uuid: 'pick-stripes',
      type: 'stripes',
      c: ['#d01010'],
      width: 90,
      distance: 90,
      count: 3,
      mode: 1,
      display: { front: true, back: true, sleeves: false, sleeves_short: false },
    },
  ],
  shorts: [{ n: 'base', uuid: 'pick-shorts', type: 'base', c: ['#111111'] }],
  socks: [{ n: 'base', uuid: 'pick-socks', type: 'base', c: ['#111111'] }],
  logos: [],
};

export const isRed = ([r, g, b]: readonly number[]) => r! > 150 && g! < 90 && b! < 90;
export const isWhite = ([r, g, b]: readonly number[]) => r! > 185 && g! > 185 && b! > 185;

/** The element's pixels as seen on screen (RGB rows, top first) with its page position. */
export async function shoot(page: Page, selector: string) {
  const element = await page.waitForSelector(selector);
  const box = (await element!.boundingBox())!;
  // captureBeyondViewport (puppeteer's default with a clip) resizes the window to 1x1 and back
  // during the capture: the 3D view follows the resize and the shot shows a stretched frame.
  const png = await page.screenshot({ clip: box, captureBeyondViewport: false });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): number[] => {
    const k = (Math.round(y) * info.width + Math.round(x)) * 3;
    return [data[k]!, data[k + 1]!, data[k + 2]!];
  };
  return { box, width: info.width, height: info.height, data, at };
}

/** Names of the shirt's layer rows whose settings are open (aria-pressed), as the list shows. */
export function selectedLayers(page: Page): Promise<string[]> {
  return page.$$eval('button.layer-name[aria-pressed="true"]', (buttons) =>
    buttons.map((b) => b.textContent ?? ''),
  );
}
