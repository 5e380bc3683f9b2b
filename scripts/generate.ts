/**
 * Bulk random kits from the command line (document 2 §4, §9):
 *
 *   npm run generate -- --count <n> --seed <s> [--team <name>] [--game <game>] [--kit home|away|third]
 *                       [--design <design>] --out <dir> [--textures [--scale 0.5] [--maps albedo,normal,orm]]
 *
 * Writes kit-000.json ... (the saved kit data, loadable in the editor and by `npm run render`) and
 * index.json (seed, design, colours, template, team of each). Kit i uses seed "<s>-<i>", so one
 * kit of a run can be made again alone. With a team and no --kit the kits cycle home, away, third.
 * --textures renders each kit with the real compositor in headless Chromium (the render CLI's
 * session; needs `npm run build` first) into kit-000/<area>-<map>.png.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FM_KIT_TYPES, GAMES, type FmKitType, type Game } from '../src/kit/index.ts';
import {
  findTeam,
  generateKit,
  isGeneratorDesign,
  GENERATOR_DESIGNS,
  type GeneratedKit,
  type Team,
} from '../src/kit/random/index.ts';
import { readGeneratorCatalogue, readTeams } from './generate/catalogue.ts';
import { openRenderSession, type TextureMapName } from './render.ts';

export interface GenerateRun {
  count: number;
  seed: string;
  game: Game;
  team?: Team;
  kit?: FmKitType;
  design?: (typeof GENERATOR_DESIGNS)[number];
}

export interface RunKit {
  file: string;
  seed: string;
  generated: GeneratedKit;
  kitType: FmKitType;
}

/** The run's kits, pure: same arguments, same files. */
export function generateRun(run: GenerateRun): Omit<RunKit, 'file'>[] {
  const catalogue = readGeneratorCatalogue();
  return Array.from({ length: run.count }, (_, i) => {
    const seed = `${run.seed}-${i}`;
    const kitType = run.kit ?? (run.team ? FM_KIT_TYPES[i % FM_KIT_TYPES.length]! : 'home');
    const generated = generateKit({
      game: run.game,
      seed,
      catalogue,
      kitType,
      ...(run.team ? { team: run.team } : {}),
      ...(run.design ? { instructions: { shirt: { design: run.design } } } : {}),
    });
    return { seed, generated, kitType };
  });
}

function fail(text: string): never {
  console.error(text);
  console.error(
    'Usage: npm run generate -- --count <n> --seed <s> [--team <name>] [--game <game>] [--kit home|away|third] ' +
      '[--design <design>] --out <dir> [--textures [--scale 0.25|0.5|1|2] [--maps albedo,normal,orm]]',
  );
  process.exit(2);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1' },
      seed: { type: 'string', default: String(Date.now()) },
      team: { type: 'string' },
      game: { type: 'string', default: 'eafc' },
      kit: { type: 'string' },
      design: { type: 'string' },
      out: { type: 'string' },
      textures: { type: 'boolean', default: false },
      scale: { type: 'string', default: '0.5' },
      maps: { type: 'string', default: 'albedo' },
      'fm-pack': { type: 'boolean', default: false },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 100_000)
    fail(`--count must be a whole number 1-100000.`);
  if (!values.out) fail('--out <dir> is required.');
  const game = values.game as Game;
  if (!GAMES.includes(game)) fail(`Unknown game "${values.game}": use one of ${GAMES.join(', ')}.`);
  const kit = values.kit as FmKitType | undefined;
  if (kit !== undefined && !FM_KIT_TYPES.includes(kit))
    fail(`Unknown kit "${values.kit}": use home, away or third.`);
  const design = values.design;
  if (design !== undefined && !isGeneratorDesign(design))
    fail(`Unknown design "${design}": use one of ${GENERATOR_DESIGNS.join(', ')}.`);
  let team: Team | undefined;
  if (values.team !== undefined) {
    team = findTeam(readTeams(), values.team);
    if (!team) fail(`No team named "${values.team}" in public/data/catalogue/teams.json.`);
  }
  if (values['fm-pack'])
    fail('--fm-pack needs the FM export of the downloads issue, which this build does not have yet.');
  const scale = Number(values.scale);
  if (![0.25, 0.5, 1, 2].includes(scale)) fail('--scale must be 0.25, 0.5, 1 or 2.');
  const maps = values.maps!.split(',') as TextureMapName[];
  if (!maps.every((m) => ['albedo', 'normal', 'orm'].includes(m)))
    fail('--maps takes albedo, normal and orm.');

  const out = path.resolve(values.out!);
  mkdirSync(out, { recursive: true });
  const started = performance.now();
  const kits = generateRun({ count, seed: values.seed!, game, team, kit, design });
  const width = String(count - 1).length < 3 ? 3 : String(count - 1).length;
  const index = kits.map((entry, i) => {
    const file = `kit-${String(i).padStart(width, '0')}.json`;
    writeFileSync(path.join(out, file), `${entry.generated.data}\n`);
    const { design: d, colors, template, fixed, crest } = entry.generated;
    return {
      file,
      seed: entry.seed,
      game,
      team: team?.name ?? null,
      kitType: entry.kitType,
      design: d,
      template,
      colors,
      fixed,
      crest,
    };
  });
  writeFileSync(path.join(out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  console.log(`${count} kits in ${Math.round(performance.now() - started)} ms -> ${out}`);

  if (values.textures) {
    const session = await openRenderSession(game, scale);
    console.log(`Rendering on ${session.renderer}`);
    try {
      for (const entry of index) {
        const data = JSON.parse(kits[index.indexOf(entry)]!.generated.data) as unknown;
        await session.render(data, path.join(out, entry.file.replace(/\.json$/, '')), maps);
        console.log(`${entry.file}: textures written`);
      }
    } finally {
      await session.close();
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
