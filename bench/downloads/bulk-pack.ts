/**
 * The bulk generator's FM26 pack of 60 kits (20 teams x 3, issue 29), driven through the page as a
 * player does: 20 teams ticked (the 10 the team data gives an FM id, 10 with an id typed in),
 * Generate kits (2D kits drawn for the grid), then Download FM26 pack. Measured:
 * - time to the grid (every 2D kit drawn) and to the saved pack;
 * - peak memory: the page's JS heap (CDP Performance metrics) and the whole Chromium's resident
 *   memory (browser, renderer and GPU processes: llvmpipe keeps textures in process memory),
 *   sampled every 250 ms;
 * - the progress text every 250 ms: how many distinct steps were seen and the longest time with
 *   no new progress, so "progress shown throughout" is a figure, not an impression.
 *
 *   npx vite build && nice -n 10 npx tsx bench/downloads/bulk-pack.ts [--teams 20]
 *
 * Writes bench/results/bulk-pack.json and merges `bulk_pack` into latest.json.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { unzipSync } from 'fflate';
import { allowDownloads, launchGpuBrowser, openPage, serveBuiltApp } from '../../tests/browser/harness.ts';
import { EditorUser } from '../../tests/browser/editor/editor-user.ts';
import { readTeams } from '../../scripts/generate/catalogue.ts';
import { mergeResults, RESULTS_DIR } from '../results.ts';

const { values } = parseArgs({ options: { teams: { type: 'string', default: '20' } } });
const TEAM_COUNT = Number(values.teams);
const SAMPLE_MS = 250;

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      rss.set(pid, Number(fields[21]) * 4096);
    } catch {
      // the process ended while we read
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

async function main() {
  const all = readTeams();
  const withId = all.filter((team) => team.fm_id !== null);
  const withoutId = all.filter((team) => team.fm_id === null);
  const teams = [...withId, ...withoutId].slice(0, TEAM_COUNT);
  const folder = await mkdtemp(path.join(tmpdir(), 'kitsmith-bulk-bench-'));
  const gpu = await launchGpuBrowser();
  const app = await serveBuiltApp();
  const browserPid = gpu.browser.process()?.pid ?? null;
  const figures: Record<string, unknown> = {
    renderer: gpu.renderer,
    backend: gpu.backend,
    teams: teams.length,
    kits: teams.length * 3,
    load_average_start: loadavg()[0],
  };
  try {
    await allowDownloads(gpu, folder);
    const { page } = await openPage(gpu, `${app.url}/bulk-generator/?seed=bench&scale=0.25`);
    const user = new EditorUser(page);
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');
    const samples: { t: number; heap: number; rss: number; progress: string }[] = [];
    const started = performance.now();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { metrics } = await cdp.send('Performance.getMetrics');
        const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
        const progress = await page
          .$$eval('.bulk-actions [role="status"], .bulk-progress [role="status"]', (all) =>
            all.map((s) => s.textContent ?? '').join(' | '),
          )
          .catch(() => '');
        samples.push({
          t: performance.now() - started,
          heap,
          rss: browserPid === null ? 0 : treeRss(browserPid),
          progress,
        });
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      }
    })();

    await page.waitForSelector('::-p-aria([name="Search teams"][role="searchbox"])', { timeout: 120_000 });
    for (const [i, team] of teams.entries()) {
      await user.typeInto('searchbox', 'Search teams', team.name);
      await (await user.get('checkbox', team.name)).click();
      if (team.fm_id === null)
        await user.typeInto('textbox', `FM Unique ID of ${team.name}`, String(90_000 + i));
    }
    const chosenAt = performance.now() - started;
    await user.clickButton('Generate kits');
    const kits = teams.length * 3;
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('.bulk-grid img').length === n &&
        [...document.querySelectorAll<HTMLImageElement>('.bulk-grid img')].every((img) => img.complete),
      { timeout: 1_800_000, polling: 500 },
      kits,
    );
    const gridAt = performance.now() - started;
    await user.clickButton(`Download FM26 pack (${kits} kits)`);
    const name = 'kitsmith_fm26_pack.zip';
    for (;;) {
      const files = await readdir(folder);
      if (files.includes(name) && !files.some((f) => f.endsWith('.crdownload'))) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const packAt = performance.now() - started;
    sampling = false;
    await sampler;
    const bytes = new Uint8Array(await readFile(path.join(folder, name)));
    const entries = Object.keys(unzipSync(bytes));

    // Progress: the distinct texts seen while generating and while packing, and the longest wait
    // between two changes of the text during either (what a player stares at).
    const during = (from: number, to: number) => samples.filter((s) => s.t >= from && s.t <= to);
    const progressFigures = (from: number, to: number) => {
      const window = during(from, to);
      let longest = 0;
      let since = from;
      let last = '';
      for (const s of window) {
        if (s.progress !== last) {
          longest = Math.max(longest, s.t - since);
          since = s.t;
          last = s.progress;
        }
      }
      longest = Math.max(longest, to - since);
      return {
        distinct_texts: new Set(window.map((s) => s.progress).filter(Boolean)).size,
        empty_samples: window.filter((s) => s.progress === '').length,
        samples: window.length,
        longest_without_change_ms: Math.round(longest),
      };
    };
    Object.assign(figures, {
      choose_teams_ms: Math.round(chosenAt),
      generate_to_grid_ms: Math.round(gridAt - chosenAt),
      pack_ms: Math.round(packAt - gridAt),
      pack_ms_per_kit: Math.round((packAt - gridAt) / kits),
      total_ms: Math.round(packAt),
      pack_bytes: bytes.length,
      pack_entries: entries.length,
      peak_js_heap_mb: mb(Math.max(...samples.map((s) => s.heap))),
      peak_chromium_rss_mb: browserPid === null ? null : mb(Math.max(...samples.map((s) => s.rss))),
      chromium_rss_at_start_mb: browserPid === null ? null : mb(samples[0]?.rss ?? 0),
      progress_generate: progressFigures(chosenAt, gridAt),
      progress_pack: progressFigures(gridAt, packAt),
      sample_ms: SAMPLE_MS,
      load_average_end: loadavg()[0],
    });
    console.log(JSON.stringify(figures, null, 2));
    writeFileSync(
      path.join(RESULTS_DIR, 'bulk-pack.json'),
      `${JSON.stringify({ ...figures, measured_at: new Date().toISOString() }, null, 2)}\n`,
    );
    mergeResults('bulk_pack', figures);
  } finally {
    await gpu.close();
    await app.close();
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
