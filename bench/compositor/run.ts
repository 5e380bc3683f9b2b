/**
 * The compositor benchmark: headless Chromium on the CPU rasteriser (llvmpipe), the built bench
 * page, the two reference kits. Writes the "compositor" section of bench/results/latest.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchGpuBrowser, openPage, serveBuiltApp, ROOT } from '../../tests/browser/harness.ts';
import { mergeResults } from '../results.ts';

const kit = (name: string) =>
  JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/kits', `${name}.json`), 'utf8')) as unknown;

export async function runCompositorBench(): Promise<Record<string, unknown>> {
  const gpu = await launchGpuBrowser();
  const app = await serveBuiltApp();
  try {
    const { page, errors } = await openPage(gpu, `${app.url}/bench/pages/compositor.html`);
    page.on('console', (m) => {
      if (m.text().startsWith('[bench]')) console.log(m.text());
    });
    await page.waitForFunction(() => 'compositorBench' in window);
    const edits = Number(process.env.BENCH_COMPOSITOR_EDITS ?? 50);
    // The run takes minutes on the CPU rasteriser: start it, then poll (one long evaluate would
    // hit puppeteer's protocol timeout).
    await page.evaluate(
      (kits, opts) => {
        const w = window as unknown as { benchResult?: unknown; benchError?: string };
        window.compositorBench(kits, opts).then(
          (r) => (w.benchResult = r),
          (e: unknown) => (w.benchError = String(e)),
        );
      },
      { ten: kit('reference-10'), thirty: kit('reference-30') },
      { edits, peerEdits: Math.min(10, edits) },
    );
    await page.waitForFunction(() => 'benchResult' in window || 'benchError' in window, {
      timeout: 0,
      polling: 1000,
    });
    const { benchResult, benchError } = await page.evaluate(() => {
      const w = window as unknown as { benchResult?: Record<string, unknown>; benchError?: string };
      return { benchResult: w.benchResult, benchError: w.benchError };
    });
    if (benchError || !benchResult) throw new Error(`compositor bench failed: ${benchError}`);
    const figures = benchResult;
    const result = { ...figures, backend: gpu.backend, edits, page_errors: errors };
    mergeResults('compositor', result);
    return result;
  } finally {
    await gpu.close();
    await app.close();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) console.log(JSON.stringify(await runCompositorBench(), null, 2));
