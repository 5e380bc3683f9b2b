/**
 * What the on-kit editing tests (on-kit-edit, on-kit-text) share: where a change shows in the 3D
 * view, and a mouse drag as a user makes it (Escape before release cancels it).
 */
import type { Page } from 'puppeteer-core';
import type { shoot } from './striped-kit.ts';

export type Point = { x: number; y: number };
type Shot = Awaited<ReturnType<typeof shoot>>;

/**
 * Centroid, in page pixels, of the view's pixels that differ from `base` (same view, same zoom),
 * in the shirt's part of the view (its left; the shorts and socks, which wear the logos too, are
 * on the right).
 */
export function screenCentroid(base: Shot, now: Shot) {
  let [sx, sy, n] = [0, 0, 0];
  for (let y = 0; y < now.height; y++)
    for (let x = 0; x < now.width * 0.58; x++) {
      const a = base.at(x, y);
      const b = now.at(x, y);
      if (Math.max(Math.abs(a[0]! - b[0]!), Math.abs(a[1]! - b[1]!), Math.abs(a[2]! - b[2]!)) <= 40) continue;
      sx += x;
      sy += y;
      n++;
    }
  return { x: now.box.x + sx / n, y: now.box.y + sy / n, count: n };
}

/** Presses at `from`, moves by `by` in six steps and releases; then waits for `settle`. */
export async function dragBy(
  page: Page,
  settle: () => Promise<void>,
  from: Point,
  by: Point,
  opts: { escape?: boolean } = {},
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 6 });
  if (opts.escape) await page.keyboard.press('Escape');
  await page.mouse.up();
  await settle();
}

/**
 * Keeps the shirt texture under `key` (`store`), or gives the centroid, in texels, of the texels
 * that differ from the kept one by more than 40 in a channel.
 */
export function textureCentroid(page: Page, key: string, store: boolean): Promise<Point & { count: number }> {
  return page.evaluate(
    async (key, store) => {
      const bitmap = await createImageBitmap(await window.kitsmith!.exportTexture('shirt', 'albedo'));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const saved = window as unknown as Record<string, Uint8ClampedArray | undefined>;
      if (store) {
        saved[`texture:${key}`] = data;
        return { x: 0, y: 0, count: 0 };
      }
      const before = saved[`texture:${key}`]!;
      let [sx, sy, n] = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) {
        if (Math.max(...[0, 1, 2].map((c) => Math.abs(data[i + c]! - before[i + c]!))) <= 40) continue;
        const p = i / 4;
        sx += p % bitmap.width;
        sy += Math.floor(p / bitmap.width);
        n++;
      }
      return { x: sx / n, y: sy / n, count: n };
    },
    key,
    store,
  );
}
