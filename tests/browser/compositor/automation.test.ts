import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser, openPage, serveBuiltApp, ROOT, type GpuBrowser } from '../harness';

let gpu: GpuBrowser;
let app: { url: string; close(): Promise<void> };
let page: Page;

beforeAll(async () => {
  gpu = await launchGpuBrowser({ quiet: true });
  app = await serveBuiltApp();
  ({ page } = await openPage(gpu, `${app.url}/?game=eafc&scale=0.25`));
  await page.waitForFunction(() => window.kitsmith !== undefined);
});
afterAll(async () => {
  await gpu?.close();
  await app?.close();
});

const kit = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/kits/reference-10.json'), 'utf8'),
) as unknown;

describe('window.kitsmith', () => {
  it('loads a kit through restoreKit and gives it back serialised', async () => {
    const result = await page.evaluate(async (k) => {
      await window.kitsmith!.ready;
      const report = await window.kitsmith!.loadKit(k);
      return { report, saved: JSON.parse(window.kitsmith!.getKit()) as { shirt: unknown[] } };
    }, kit);
    expect(result.report.dropped).toEqual([]);
    expect(result.saved.shirt).toHaveLength(6);
  });

  it('exports an area map as a PNG of the scaled size and reports stats', async () => {
    const out = await page.evaluate(async () => {
      const blob = await window.kitsmith!.exportTexture('shirt', 'albedo');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      const bitmap = await createImageBitmap(blob);
      return {
        type: blob.type,
        signature: Array.from(bytes.slice(1, 4)),
        size: [bitmap.width, bitmap.height],
        stats: window.kitsmith!.stats(),
      };
    });
    expect(out.type).toBe('image/png');
    expect(String.fromCharCode(...out.signature)).toBe('PNG');
    expect(out.size).toEqual([512, 512]);
    expect(out.stats.gpu_bytes).toBeGreaterThan(0);
  });

  it('rejects an unknown area or map with a clear message', async () => {
    const messages = await page.evaluate(async () =>
      Promise.all([
        window.kitsmith!.exportTexture('cape' as never, 'albedo').catch((e: Error) => e.message),
        window.kitsmith!.exportTexture('shirt', 'gloss' as never).catch((e: Error) => e.message),
      ]),
    );
    expect(messages[0]).toContain('Unknown area "cape"');
    expect(messages[1]).toContain('Unknown map "gloss"');
  });
});
