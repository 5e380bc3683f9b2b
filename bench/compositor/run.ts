/**
 * The compositor benchmark: headless Chromium on the CPU rasteriser (llvmpipe), the built bench
 * page, the two reference kits. Writes the "compositor" section of bench/results/latest.json.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launchGpuBrowser, openPage, serveBuiltApp, ROOT } from '../../tests/browser/harness.ts';
import { mergeResults, readResults } from '../results.ts';

/** BENCH_COMPOSITOR_PEER_CHECK=1: only our edit and the peer's at 2048, back to back. */
const PEER_CHECK = process.env.BENCH_COMPOSITOR_PEER_CHECK === '1';
/**
 * BENCH_COMPOSITOR_SIZES=2048 (comma-separated): only those sizes, for a quick look while tuning;
 * such a run prints its figures but does not write latest.json (its ratios would be partial).
 */
const SIZES = process.env.BENCH_COMPOSITOR_SIZES?.split(',').map((s) => s.trim());

const round2 = (x: number) => Math.round(x * 100) / 100;

const kit = (name: string) =>
  JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/kits', `${name}.json`), 'utf8')) as unknown;

export async function runCompositorBench(): Promise<Record<string, unknown>> {
  const gpu = await launchGpuBrowser();
  const app = await serveBuiltApp();
  try {
    const { page, errors } = await openPage(gpu, `${app.url}/bench/pages/compositor.html`);
    // The console only says "404"; the failed address is what tells a missing asset apart.
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
    });
    // Other processes share the CPU rasteriser's cores: the load is part of the figures.
    const loadBefore = loadavg()[0]!;
    // The run takes minutes on the CPU rasteriser and keeps the page busy for long stretches, so
    // the page reports through the console instead of answering evaluate calls (which time out).
    const done = new Promise<Record<string, unknown>>((resolve, reject) => {
      page.on('console', (m) => {
        const text = m.text();
        if (text.startsWith('[bench-result]'))
          resolve(JSON.parse(text.slice('[bench-result]'.length)) as Record<string, unknown>);
        else if (text.startsWith('[bench-error]')) reject(new Error(`compositor bench failed: ${text}`));
        else if (text.startsWith('[bench]')) console.log(text);
      });
    });
    await page.waitForFunction(() => 'compositorBench' in window);
    const edits = Number(process.env.BENCH_COMPOSITOR_EDITS ?? 50);
    await page.evaluate(
      (kits, opts) => {
        window.compositorBench(kits, opts).then(
          (r) => console.log(`[bench-result]${JSON.stringify(r)}`),
          (e: unknown) => console.log(`[bench-error]${String(e)}`),
        );
      },
      { ten: kit('reference-10'), thirty: kit('reference-30') },
      { edits, peerEdits: Math.min(10, edits), peerCheck: PEER_CHECK, sizes: SIZES },
    );
    const figures = await done;
    if (PEER_CHECK) {
      // Adds a same-window comparison to the last full run's figures.
      const previous = (readResults().compositor ?? {}) as Record<string, unknown>;
      mergeResults('compositor', { ...previous, peer_check_2048: figures });
      return figures;
    }
    const load_average = { start: round2(loadBefore), end: round2(loadavg()[0]!) };
    const result = { ...figures, backend: gpu.backend, edits, load_average, page_errors: errors };
    if (!SIZES) mergeResults('compositor', result);
    return result;
  } finally {
    await gpu.close();
    await app.close();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) console.log(JSON.stringify(await runCompositorBench(), null, 2));
