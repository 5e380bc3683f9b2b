/**
 * The random generator's speed (document 2 §4): kits generated per second in Node, each a whole
 * generateKit (palette, template, recipe layers, logos and serialiseKit), and the editor's
 * randomizeKit on a kit. Alone: `npx tsx bench/generator/run.ts`. Merges the `generator` section of
 * bench/results/latest.json.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { generateKit, randomizeKit } from '../../src/kit/random/index.ts';
import { readGeneratorCatalogue, readTeams } from '../../scripts/generate/catalogue.ts';
import { mergeResults } from '../results.ts';

const KITS = Number(process.env.BENCH_GENERATOR_KITS ?? 5000);

function timeEach(count: number, work: (i: number) => void): { perSecond: number; p50: number; p99: number } {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    work(i);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return {
    perSecond: Math.round((count / total) * 1000),
    p50: round(times[Math.floor(count * 0.5)]!),
    p99: round(times[Math.floor(count * 0.99)]!),
  };
}

export async function runGeneratorBench(): Promise<Record<string, unknown>> {
  const catalogue = readGeneratorCatalogue();
  const teams = readTeams();
  const load = loadavg()[0]!;
  // Warm-up: the JIT, the catalogue filters' first allocations.
  for (let i = 0; i < 300; i++) generateKit({ game: 'eafc', seed: `warm-${i}`, catalogue });
  const random = timeEach(KITS, (i) => generateKit({ game: 'eafc', seed: `bench-${i}`, catalogue }));
  const team = timeEach(KITS, (i) =>
    generateKit({
      game: 'fm',
      seed: `bench-${i}`,
      catalogue,
      team: teams[i % teams.length],
      kitType: 'away',
    }),
  );
  const start = generateKit({ game: 'eafc', seed: 'start', catalogue }).kit;
  const randomize = timeEach(KITS, (i) => randomizeKit(start, { seed: i, catalogue }));
  const figures = {
    kits: KITS,
    kits_per_second: random.perSecond,
    kit_p50_ms: random.p50,
    kit_p99_ms: random.p99,
    team_kits_per_second: team.perSecond,
    randomize_per_second: randomize.perSecond,
    randomize_p50_ms: randomize.p50,
    runtime: `node ${process.version}`,
    load_average_1m_before: Math.round(load * 100) / 100,
    load_average_1m_after: Math.round(loadavg()[0]! * 100) / 100,
  };
  mergeResults('generator', figures);
  return figures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  console.log('generator:', JSON.stringify(await runGeneratorBench(), null, 2));
