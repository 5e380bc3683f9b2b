/**
 * What the design picker's live thumbnails cost (issue 31): the time to draw all 21 (cold: the
 * thumbnail compositor's programs compile; warm: a second design layer, programs kept), their
 * bytes in memory, and screenshots of the three pickers in both themes for a look
 * (SHOTS, default /tmp/pickers-4-shots). Run: npx vite build && npx tsx bench/pages/design-thumbnails.ts
 * Results merge into bench/results/design-thumbnails.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { launchGpuBrowser, ROOT, webglRenderer } from '../../tests/browser/harness.ts';
import { startEditorServer } from '../../tests/browser/editor/editor-server.ts';
import { EditorUser } from '../../tests/browser/editor/editor-user.ts';

const SHOTS = process.env.SHOTS ?? '/tmp/pickers-4-shots';
const URL_PART = '/?game=eafc&scale=0.25&effects=0';

/** The design-thumbnails marks so far: [{ ms, count }]. */
const marks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByName('design-thumbnails')
      .map((m) => (m as PerformanceMark).detail as { ms: number; count: number }),
  );

async function thumbnailBytes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>('[role="radiogroup"] img')];
    const sizes = await Promise.all(images.map(async (img) => (await (await fetch(img.src)).blob()).size));
    return sizes.reduce((a, b) => a + b, 0);
  });
}

async function main() {
  fs.mkdirSync(SHOTS, { recursive: true });
  const server = await startEditorServer();
  const gpu = await launchGpuBrowser();
  const result: Record<string, unknown> = { load_average_start: os.loadavg()[0] };
  try {
    for (const theme of ['dark', 'light'] as const) {
      const page = await gpu.browser.newPage();
      await page.setViewport({ width: 1280, height: 720 });
      const user = new EditorUser(page);
      await page.goto(server.url + URL_PART, { waitUntil: 'load' });
      await page.evaluate((t) => localStorage.setItem('theme', JSON.stringify(t)), theme);
      await user.open(server.url + URL_PART);
      result.renderer = await webglRenderer(page);
      await user.addLayer('Design');
      await page.waitForFunction(() => document.querySelectorAll('[role="radiogroup"] img').length === 21, {
        timeout: 180_000,
      });
      const picker = await user.get('radiogroup', 'Design');
      await picker.evaluate((el) => el.closest('.visual-picker')!.scrollIntoView({ block: 'start' }));
      await (await picker.$('[role="radio"][aria-checked="true"]'))!.focus();
      await page.screenshot({ path: path.join(SHOTS, `design-picker-${theme}-1280x720.png`) });
      if (theme === 'dark') {
        result.bytes_in_memory = await thumbnailBytes(page);
        // A second design layer: the same set again, the compositor's programs already built.
        await user.addLayer('Design');
        await page.waitForFunction(() => performance.getEntriesByName('design-thumbnails').length >= 2, {
          timeout: 180_000,
        });
        const [cold, warm] = await marks(page);
        result.cold_ms = Math.round(cold!.ms);
        result.warm_ms = Math.round(warm!.ms);
        result.count = cold!.count;
      }
      await user.clickTab('Settings');
      const collar = await user.find('radiogroup', 'Collar');
      const shorts = await user.get('radiogroup', 'Shorts model');
      await (collar ?? shorts).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: path.join(SHOTS, `garment-pickers-${theme}-1280x720.png`) });
      await page.close();
    }
  } finally {
    await gpu.close();
    await server.close();
  }
  result.load_average_end = os.loadavg()[0];
  result.image_files_added = 0;
  const out = path.join(ROOT, 'bench/results/design-thumbnails.json');
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(result);
}

void main();
