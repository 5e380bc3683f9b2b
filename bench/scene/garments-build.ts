/**
 * How long building the dressed player takes (`npx tsx bench/scene/garments-build.ts`): the
 * garments worker's first build is a cold one (a fresh thread, nothing compiled by V8 yet), and
 * it sits on the first 3D frame's path on a 2-core machine (bench/README.md "issue 20,
 * session 7"). A change of collar, sleeves or shorts rebuilds on the page, warm.
 *
 * Per game: the cold build in a fresh node process (`BENCH_COLD` processes one after another,
 * default 5, median), then the warm median of 8 builds in one process. Merges
 * `scene_garments_build` into bench/results/latest.json.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import { mergeResults } from '../results.ts';
import { median } from './serve-build.ts';

const GAMES = ['eafc', 'fifa', 'pes', 'fm', 'basketball'];
const COLD = Number(process.env.BENCH_COLD ?? 5);
const WARM = 8;

/** The page's first build: the default display, the template's two collar shapes. */
async function buildTimes(game: string, times: number): Promise<number[]> {
  await import('../../src/games/all.ts');
  const { gameLayout } = await import('../../src/games/index.ts');
  const { DEFAULT_GARMENTS } = await import('../../src/scene/garments/index.ts');
  const { answerPlayerRequest } = await import('../../src/scene/garments/player.ts');
  const layout = gameLayout(game);
  const options = { ...DEFAULT_GARMENTS, collarShapes: ['crew', 'v'] as const };
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    answerPlayerRequest({ id: i, layout, options: options as never });
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Builds in a fresh node process (a worker thread cannot load TypeScript through tsx here). */
function inProcess(game: string, times: number): number[] {
  const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_GARMENTS_CHILD: JSON.stringify({ game, times }) },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as number[];
}

const r1 = (n: number) => Math.round(n * 10) / 10;

const child = process.env.BENCH_GARMENTS_CHILD;
if (child) {
  const { game, times } = JSON.parse(child) as { game: string; times: number };
  console.log(JSON.stringify(await buildTimes(game, times)));
} else if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const games: Record<string, { cold_ms: number; warm_ms: number }> = {};
  for (const game of GAMES) {
    const cold: number[] = [];
    for (let i = 0; i < COLD; i++) cold.push(inProcess(game, 1)[0]!);
    const warm = inProcess(game, WARM + 2).slice(2);
    games[game] = { cold_ms: r1(median(cold)), warm_ms: r1(median(warm)) };
    console.log(`${game}: cold ${games[game].cold_ms} ms, warm ${games[game].warm_ms} ms`);
  }
  mergeResults('scene_garments_build', { node: process.version, cold_processes: COLD, games });
}
