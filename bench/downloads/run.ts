/**
 * Downloads benchmark: the time to build each game's download from a loaded 30-layer kit
 * (tests/fixtures/kits/reference-30.json) with the editor at texture scale 1, as a ratio to one
 * full recomposite of the same kit measured in the same page (target: at most 2x). The download
 * is built exactly as the bar builds it (window.kitsmith.exportDownload); the recomposite is a
 * fresh compositor fed the kit, ended by a 1x1 readback. Medians of 3 after a warm-up.
 *
 *   npx vite build && npx tsx bench/downloads/run.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchGpuBrowser, openPage, ROOT, serveBuiltApp } from '../../tests/browser/harness.ts';
import { mergeResults, readResults } from '../results.ts';

/**
 * `key` names the figures: FM's ZIP (2D kit + 3D texture + config.xml) and its 3D texture alone
 * (the transfer passes: one per region, hems and shoulders included) are timed apart.
 * `npx tsx bench/downloads/run.ts fm fm-3d` runs only the keys named.
 */
const ALL_JOBS = [
  { key: 'eafc', game: 'eafc', request: { file: 'eafc-zip' } },
  { key: 'fm', game: 'fm', request: { file: 'fm-zip', teamId: '1', type: 'home', name: 'Arsenal' } },
  { key: 'fm-3d', game: 'fm', request: { file: 'fm-3d', teamId: '1', type: 'home', name: 'Arsenal' } },
  { key: 'pes', game: 'pes', request: { file: 'pes-png', colorMode: 'default' } },
] as const;
const RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runDownloadsBench(only: readonly string[] = []): Promise<Record<string, unknown>> {
  const jobs = ALL_JOBS.filter((job) => only.length === 0 || only.includes(job.key));
  const kit = JSON.parse(
    readFileSync(path.join(ROOT, 'tests/fixtures/kits/reference-30.json'), 'utf8'),
  ) as object;
  const gpu = await launchGpuBrowser();
  const app = await serveBuiltApp();
  const figures: Record<string, unknown> = {
    renderer: gpu.renderer,
    backend: gpu.backend,
    kit: 'reference-30',
    scale: 1,
  };
  try {
    for (const job of jobs) {
      const { page } = await openPage(gpu, `${app.url}/?game=${job.game}&scale=1`);
      await page.waitForFunction(() => window.kitsmith !== undefined);
      const result = await page.evaluate(
        async (data, request, runs) => {
          const api = window.kitsmith!;
          await api.ready;
          await api.loadKit(data);
          await api.exportDownload!(request); // warm-up: worker start, programs
          await api.timeFullComposite!();
          const download: number[] = [];
          const full: number[] = [];
          let bytes = 0;
          for (let i = 0; i < runs; i++) {
            full.push(await api.timeFullComposite!());
            const start = performance.now();
            const file = await api.exportDownload!(request);
            download.push(performance.now() - start);
            bytes = Math.round((file.base64.length * 3) / 4);
          }
          return { download, full, bytes };
        },
        { ...kit, game: job.game },
        job.request,
        RUNS,
      );
      await page.close();
      const download = median(result.download);
      const full = median(result.full);
      figures[job.key] = {
        file: job.request.file,
        download_ms: Math.round(download),
        full_composite_ms: Math.round(full),
        ratio: Math.round((download / full) * 100) / 100,
        bytes: result.bytes,
        runs_download_ms: result.download.map(Math.round),
        runs_full_ms: result.full.map(Math.round),
      };
    }
  } finally {
    await gpu.close();
    await app.close();
  }
  // A partial run keeps the other keys' last figures (measured_at then dates the newest run).
  const previous = (readResults().downloads ?? {}) as Record<string, unknown>;
  mergeResults('downloads', only.length ? { ...previous, ...figures } : figures);
  return figures;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) console.log(JSON.stringify(await runDownloadsBench(process.argv.slice(2)), null, 2));
