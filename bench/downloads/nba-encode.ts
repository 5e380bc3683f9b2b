/**
 * NBA 2K encode benchmark: jersey_color and shorts_color at 2048² as the download makes them
 * (the GPU transfer into 2K's layout and its readback, then BC1 DDS with a full mip chain in the
 * worker), from the 30-layer reference kit with the editor at texture scale 1, each as a ratio to
 * one full recomposite of the same kit in the same page. Medians of 3 after a warm-up.
 *
 *   npx vite build && npx tsx bench/downloads/nba-encode.ts
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launchGpuBrowser, openPage, ROOT, serveBuiltApp } from '../../tests/browser/harness.ts';
import { mergeResults } from '../results.ts';

const MAPS = ['jersey_color', 'shorts_color'] as const;
const RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms);

export async function runNbaEncodeBench(): Promise<Record<string, unknown>> {
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
    load_average: [loadavg()[0] ?? 0],
  };
  try {
    const { page } = await openPage(gpu, `${app.url}/?game=basketball&scale=1`);
    await page.waitForFunction(() => window.kitsmith !== undefined);
    const result = await page.evaluate(
      async (data, maps, runs) => {
        const api = window.kitsmith!;
        await api.ready;
        await api.loadKit(data);
        for (const map of maps) await api.timeNbaMap!(map); // warm-up: worker start, programs
        await api.timeFullComposite!();
        const out: Record<string, { readback: number[]; encode: number[]; bytes: number }> = {};
        const full: number[] = [];
        for (let i = 0; i < runs; i++) {
          full.push(await api.timeFullComposite!());
          for (const map of maps) {
            const t = await api.timeNbaMap!(map);
            const entry = (out[map] ??= { readback: [], encode: [], bytes: 0 });
            entry.readback.push(t.readback_ms);
            entry.encode.push(t.encode_ms);
            entry.bytes = t.bytes;
          }
        }
        return { maps: out, full };
      },
      { ...kit, game: 'basketball' },
      MAPS,
      RUNS,
    );
    await page.close();
    const full = median(result.full);
    figures.full_composite_ms = round(full);
    figures.runs_full_ms = result.full.map(round);
    for (const map of MAPS) {
      const m = result.maps[map]!;
      const total = m.readback.map((r, i) => r + m.encode[i]!);
      figures[map] = {
        size: 2048,
        readback_ms: round(median(m.readback)),
        encode_ms: round(median(m.encode)),
        total_ms: round(median(total)),
        ratio: Math.round((median(total) / full) * 100) / 100,
        bytes: m.bytes,
        runs_total_ms: total.map(round),
      };
    }
  } finally {
    await gpu.close();
    await app.close();
  }
  (figures.load_average as number[]).push(loadavg()[0] ?? 0);
  mergeResults('nba_encode', figures);
  return figures;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) console.log(JSON.stringify(await runNbaEncodeBench(), null, 2));
