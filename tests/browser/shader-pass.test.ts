import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGpuBrowser, openPage, serveBuiltApp, type GpuBrowser } from './harness';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };

beforeAll(async () => {
  gpu = await launchGpuBrowser();
  app = await serveBuiltApp();
});
afterAll(async () => {
  await gpu?.close();
  await app?.close();
});

describe('a full-screen shader pass', () => {
  it('renders into a render target and reads back the expected pixels', async () => {
    const { page, errors } = await openPage(gpu, `${app.url}/tests/browser/pages/shader-pass.html`);
    const size = 8;
    const result = await page.evaluate((s) => window.shaderPass(s), size);
    expect(result.glError).toBe(0);
    expect(result.renderer).toBe(gpu.renderer);
    const at = (x: number, y: number) => result.pixels.slice((y * size + x) * 4, (y * size + x) * 4 + 4);
    // Pixel centres sit at (i + 0.5) / size; readPixels rows start at the bottom.
    for (const [x, y] of [
      [0, 0],
      [7, 0],
      [0, 7],
      [3, 5],
    ] as const) {
      const [r, g, b, a] = at(x, y);
      expect(Math.abs(r! - ((x + 0.5) / size) * 255)).toBeLessThanOrEqual(2);
      expect(Math.abs(g! - ((y + 0.5) / size) * 255)).toBeLessThanOrEqual(2);
      expect(Math.abs(b! - 0.6 * 255)).toBeLessThanOrEqual(2);
      expect(a).toBe(255);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
