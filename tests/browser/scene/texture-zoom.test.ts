/**
 * The Texture tab's zoom and pan (issue 5): + and the wheel magnify what the view shows, a drag
 * moves it, Fit goes back, and past 1:1 texels are drawn unfiltered (hard pixel edges). Checked
 * on the screen's pixels, using the red stripes of a plain kit as the ruler.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGpuBrowser, openPage, serveBuiltApp, type GpuBrowser } from '../harness.ts';
import { isRed, isWhite, shoot, STRIPED_KIT } from './striped-kit.ts';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let page: Page;
let errors: string[];

const VIEW = '.texture-view';
const aria = (role: string, name: string) => `::-p-role([name="${name}"][role="${role}"])`;
const zoomLevel = () => page.$eval(aria('status', 'Zoom level'), (e) => e.textContent);
const click = async (role: string, name: string) => (await page.waitForSelector(aria(role, name)))!.click();

/** Lengths of the runs of red pixels along row y, left to right. */
function redRuns(view: Awaited<ReturnType<typeof shoot>>, y: number): number[] {
  const runs: number[] = [];
  let run = 0;
  for (let x = 0; x < view.width; x++) {
    if (isRed(view.at(x, y))) run++;
    else if (run > 0) {
      runs.push(run);
      run = 0;
    }
  }
  if (run > 0) runs.push(run);
  return runs;
}

/** Mean absolute difference of row y between two shots, the second shifted by `dx` pixels. */
function rowDifference(
  a: Awaited<ReturnType<typeof shoot>>,
  b: Awaited<ReturnType<typeof shoot>>,
  y: number,
  dx: number,
): number {
  let sum = 0;
  let n = 0;
  for (let x = Math.max(0, -dx); x < Math.min(a.width, a.width - dx); x++) {
    const p = a.at(x + dx, y);
    const q = b.at(x, y);
    sum += Math.abs(p[0]! - q[0]!) + Math.abs(p[1]! - q[1]!) + Math.abs(p[2]! - q[2]!);
    n++;
  }
  return sum / (3 * n);
}

beforeAll(async () => {
  gpu = await launchGpuBrowser();
  app = await serveBuiltApp();
  ({ page, errors } = await openPage(gpu, `${app.url}/?game=eafc&effects=0&scale=0.25`));
  await page.setViewport({ width: 1280, height: 720 });
  await page.waitForFunction(() => window.kitsmith !== undefined, { timeout: 90_000 });
  await page.evaluate((kit) => window.kitsmith!.loadKit(kit), STRIPED_KIT);
  await click('tab', 'Texture');
  await page.waitForSelector(`${VIEW} canvas`);
}, 180_000);
afterAll(async () => {
  await gpu?.close();
  await app?.close();
});

describe('texture view zoom and pan', () => {
  let fit: Awaited<ReturnType<typeof shoot>>;
  let row = 0;

  it('starts fitted, and Zoom in doubles the displayed scale', async () => {
    expect(await zoomLevel()).toBe('100 %');
    fit = await shoot(page, VIEW);
    // The shirt's chest row: the row with the most red runs (the stripes on front and back),
    // looked for below the scalloped collar edge, which cuts the stripes into short pieces.
    let best = -1;
    for (let y = Math.round(fit.height * 0.3); y < fit.height * 0.7; y += 4) {
      const runs = redRuns(fit, y).length;
      if (runs > best) [best, row] = [runs, y];
    }
    expect(best).toBeGreaterThanOrEqual(3);
    await click('button', 'Zoom in');
    expect(await zoomLevel()).toBe('200 %');
    const zoomed = await shoot(page, VIEW);
    // A stripe's width is the median red run along a row through the stripes: the chest row at
    // fit; after zooming about the view's centre, the row through that centre.
    const stripeWidth = (view: typeof fit, y: number) => {
      const runs = redRuns(view, y)
        .filter((r) => r > 3)
        .sort((p, q) => p - q);
      return runs[runs.length >> 1] ?? 0;
    };
    const before = stripeWidth(fit, row);
    const after = stripeWidth(zoomed, Math.round(zoomed.height / 2));
    expect(before).toBeGreaterThan(5);
    expect(after / before).toBeGreaterThan(1.8);
    expect(after / before).toBeLessThan(2.2);
  });

  it('a drag pans the view by the drag distance', async () => {
    const before = await shoot(page, VIEW);
    const y = Math.round(before.height / 2);
    const x = Math.round(before.width / 2);
    await page.mouse.move(before.box.x + x, before.box.y + y);
    await page.mouse.down();
    await page.mouse.move(before.box.x + x - 80, before.box.y + y, { steps: 4 });
    await page.mouse.up();
    const after = await shoot(page, VIEW);
    // What was 80 px to the right is now under the same screen column.
    expect(rowDifference(before, after, y, 80)).toBeLessThan(6);
    expect(rowDifference(before, after, y, 0)).toBeGreaterThan(rowDifference(before, after, y, 80) + 5);
  });

  it('Fit goes back to the whole textures, and Zoom out stops there', async () => {
    await click('button', 'Fit');
    expect(await zoomLevel()).toBe('100 %');
    const again = await shoot(page, VIEW);
    expect(rowDifference(fit, again, row, 0)).toBeLessThan(2);
    expect(await page.$eval(aria('button', 'Zoom out'), (b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('the wheel zooms about the pointer, and past 1:1 texels have hard edges', async () => {
    // A stripe edge on the chest row: zoom there.
    let edge = -1;
    // White two pixels left, red one pixel right: the edge's antialiased pixel may lie between.
    for (let x = 2; x < fit.width - 1 && edge < 0; x++)
      if (isWhite(fit.at(x - 2, row)) && isRed(fit.at(x + 1, row))) edge = x;
    expect(edge).toBeGreaterThan(0);
    await page.mouse.move(fit.box.x + edge, fit.box.y + row);
    for (let i = 0; i < 16; i++) await page.mouse.wheel({ deltaY: -100 });
    expect(Number.parseInt((await zoomLevel())!, 10)).toBeGreaterThan(3000);
    const near = await shoot(page, VIEW);
    const from = Math.max(0, edge - 200);
    const to = Math.min(near.width - 1, edge + 200);
    const colours = new Set<string>();
    let changes = 0;
    for (let x = from; x < to; x++) {
      const p = near.at(x, row);
      const q = near.at(x + 1, row);
      if (isRed(p)) colours.add('red');
      if (isWhite(p)) colours.add('white');
      if (Math.abs(p[0]! - q[0]!) + Math.abs(p[1]! - q[1]!) + Math.abs(p[2]! - q[2]!) > 6) changes++;
    }
    // The edge is still under the pointer, drawn as a few blocks of ~30 px texels, not a ramp.
    expect([...colours].sort()).toEqual(['red', 'white']);
    expect(changes).toBeLessThanOrEqual(6);
    expect(errors.filter((e) => !/Failed to load resource|\/api\//.test(e))).toEqual([]);
  });
});
