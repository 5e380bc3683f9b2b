/**
 * How often the kit is redrawn while a player drags a layer's slider (issue 29: document 1 §9's
 * "Debounce 50 ms", measured against today's once-per-frame redraw). The built editor, a
 * reference kit, the Opacity slider of its Stripes design held with the keyboard (a change at
 * most every 16 ms, as a drag or key repeat gives; each key press is sent when the page has taken
 * the last, so a busy page receives fewer, as a browser coalesces a drag's input): counts the
 * area recomposites the compositor made, their mean interval, and the time from the last change
 * to the settled picture. A 50 ms debounce could only matter where that interval is under 50 ms.
 *
 * Run: npx vite build && npx tsx bench/compositor/edit-cadence.ts (writes "edit_cadence" in
 * bench/results/latest.json). Figures compare only within one run (llvmpipe, shared cores).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launchGpuBrowser, openPage, ROOT, serveBuiltApp } from '../../tests/browser/harness.ts';
import { mergeResults } from '../results.ts';

const CHANGES = 120;
const SPACING_MS = 16;
const SCALES = [0.25, 0.5];

const round1 = (x: number) => Math.round(x * 10) / 10;
const kit = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/kits/reference-10.json'), 'utf8'),
) as unknown;

interface AreaStats {
  fullRenders: number;
  edits: number;
}

async function main() {
  const gpu = await launchGpuBrowser();
  const app = await serveBuiltApp();
  const runs: Record<string, unknown>[] = [];
  try {
    for (const scale of SCALES) {
      const { page } = await openPage(gpu, `${app.url}/?game=eafc&scale=${scale}&effects=0`);
      await page.setViewport({ width: 1280, height: 800 });
      await page.waitForFunction(() => window.kitsmith !== undefined, { timeout: 120_000 });
      await page.evaluate(async (data) => {
        await window.kitsmith!.loadKit(data);
        await window.kitsmith!.exportTexture('shirt', 'orm');
      }, kit);
      // The kit's Stripes design (a click on its name selects it), then its Opacity thumb.
      const row = await page.waitForSelector('.layer-list li.layer-row[aria-label*="Stripes"]');
      const box = (await row!.boundingBox())!;
      await page.mouse.click(box.x + 110, box.y + box.height / 2);
      const thumb = await page.waitForSelector('::-p-aria([name="Opacity"][role="slider"])', {
        timeout: 30_000,
      });
      await thumb!.focus();
      await page.evaluate(() => window.kitsmith!.exportTexture('shirt', 'orm'));
      const count = () =>
        page.evaluate(() => {
          const areas = (window.kitsmith!.stats() as { areas: Record<string, AreaStats> }).areas;
          return Object.values(areas).reduce((sum, a) => sum + a.fullRenders + a.edits, 0);
        });
      const before = await count();
      const started = performance.now();
      for (let i = 0; i < CHANGES; i++) {
        const at = started + i * SPACING_MS;
        const wait = at - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        await page.keyboard.press(i < CHANGES / 2 ? 'ArrowLeft' : 'ArrowRight');
      }
      const lastChange = performance.now();
      const during = (await count()) - before;
      await page.evaluate(() => window.kitsmith!.exportTexture('shirt', 'orm'));
      const settledMs = performance.now() - lastChange;
      const total = (await count()) - before;
      const inputMs = lastChange - started;
      runs.push({
        scale,
        changes: CHANGES,
        input_ms: Math.round(inputMs),
        area_composites_during_input: during,
        area_composites_total: total,
        composites_per_second: round1((during / inputMs) * 1000),
        mean_interval_ms: during > 0 ? Math.round(inputMs / during) : null,
        settled_after_last_change_ms: Math.round(settledMs),
      });
      console.log(JSON.stringify(runs.at(-1)));
      await page.close();
    }
  } finally {
    await gpu.close();
    await app.close();
  }
  mergeResults('edit_cadence', { renderer: gpu.renderer, load: round1(loadavg()[0]!), runs });
}

await main();
