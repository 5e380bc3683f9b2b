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
 *
 *   npm run generate -- --fm-pack --seed <s> [--team <name>]... [--limit <n>] [--fm-teams <file.csv>] --out <dir>
 *
 * writes one FM26 kit pack per team with an FM id (scripts/generate/fm-pack.ts). `--help` says all.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { FM_KIT_TYPES, GAMES, type FmKitType, type Game } from '../src/kit/index.ts';
import {
  findTeam,
  generateKit,
  joinFmIds,
  matchFmTeams,
  isGeneratorDesign,
  GENERATOR_DESIGNS,
  type GeneratedKit,
  type Team,
} from '../src/kit/random/index.ts';
import { readGeneratorCatalogue, readTeams } from './generate/catalogue.ts';
import { openRenderSession, type TextureMapName } from './render.ts';
import { openExportSession } from './export.ts';
import { planFmPacks } from '../src/tools/fm-pack.ts';
import { writeFmPacks } from './generate/fm-pack.ts';

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

const USAGE = `Usage:
  npm run generate -- --count <n> --seed <s> [--team <name>] [--game <game>] [--kit home|away|third]
                      [--design <design>] --out <dir> [--textures [--scale 0.25|0.5|1|2] [--maps albedo,normal,orm]]
  npm run generate -- --fm-pack --seed <s> [--team <name>]... [--limit <n>] [--fm-teams <file.csv>] --out <dir>

Kits: writes kit-000.json ... (saved kit data, loadable in the editor) and index.json; kit i uses the
seed "<s>-<i>". With a team and no --kit the kits cycle home, away, third. --textures renders each kit
with the real compositor (run \`npm run build\` first) into kit-000/<area>-<map>.png.

--fm-pack: one Football Manager 26 kit pack per team of public/data/catalogue/teams.json that has an
FM id (--team, repeatable: those teams only; --limit n: the first n of them). Each pack is <team>_<id>_fm26.zip, flat:
<team>_<home|away|third>_2d.png (414x414), <team>_<type>_3d.png (1024x1024) and ONE config.xml mapping
them to graphics/pictures/team/<fm id>/(kits|kit_textures)/<type>. Unzip each into its own folder under
Documents/Sports Interactive/Football Manager 26/graphics/kits/, turn skin caching off and reload the
skin. The pictures are the editor's own FM download (one browser for every team; run \`npm run build\`
first); each kit's data is also written as kits/<team>_<type>.json, and index.json lists the packs.
--fm-teams <file.csv> (a header row with name and fm_id, as \`npm run admin -- import-fm-teams\` takes)
gives each team the FM id of its FM team, so your own FM database's ids are used: found by name, by
FM's own spelling of it ("FC Bayern München", "PSV") or without club-form words ("SSC Napoli"); a name
that fits two FM teams is left without an id, and the run says which.
Designs: ${GENERATOR_DESIGNS.join(', ')}.`;

function fail(text: string): never {
  console.error(text);
  console.error('Run `npm run generate -- --help` for the options.');
  process.exit(2);
}

/** The FM team list of a CSV file (name, fm_id), as the admin's FM team import reads it. */
function readFmTeamsCsv(file: string): { name: string; fm_id: number }[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    fail(`Cannot read the FM team list "${file}".`);
  }
  const rows = parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<
    string,
    string
  >[];
  return rows.map((row, i) => {
    const fmId = Number(row.fm_id);
    if (!row.name || !Number.isSafeInteger(fmId) || fmId < 0)
      fail(`${file}, row ${i + 2}: needs a name and a whole-number fm_id.`);
    return { name: row.name, fm_id: fmId };
  });
}

async function fmPack(values: {
  seed: string;
  team?: string[];
  limit?: string;
  'fm-teams'?: string;
  out: string;
}): Promise<void> {
  let teams = readTeams();
  if (values['fm-teams']) {
    const fmTeams = readFmTeamsCsv(values['fm-teams']);
    const { joined, ambiguous } = matchFmTeams(teams, fmTeams);
    const steps = new Map<string, number>();
    for (const { step } of joined.values()) steps.set(step, (steps.get(step) ?? 0) + 1);
    console.log(
      `${values['fm-teams']}: ${fmTeams.length} FM teams; ${joined.size} of our ${teams.length} teams found` +
        (joined.size ? ` (${[...steps].map(([step, n]) => `${n} by ${step}`).join(', ')})` : ''),
    );
    if (ambiguous.length)
      console.log(`Left without an id, their name fits several FM teams: ${ambiguous.join(', ')}`);
    teams = joinFmIds(teams, fmTeams);
  }
  if (values.team !== undefined) {
    teams = values.team.map((name) => {
      const team = findTeam(teams, name);
      if (!team) fail(`No team named "${name}" in public/data/catalogue/teams.json.`);
      if (team.fm_id === null) fail(`"${team.name}" has no FM id: give one with --fm-teams <file.csv>.`);
      return team;
    });
  }
  let plans = planFmPacks(teams, values.seed, readGeneratorCatalogue());
  if (values.limit !== undefined) {
    const limit = Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a whole number of teams, 1 or more.');
    plans = plans.slice(0, limit);
  }
  const out = path.resolve(values.out);
  mkdirSync(out, { recursive: true });
  const started = performance.now();
  const session = await openExportSession();
  console.log(`${plans.length} FM kit packs (${plans.length * 3} kits) on ${session.renderer}`);
  try {
    const packs = await writeFmPacks(plans, out, session, (line) => console.log(line));
    writeFileSync(
      path.join(out, 'index.json'),
      `${JSON.stringify({ seed: values.seed, game: 'fm', packs }, null, 2)}\n`,
    );
  } finally {
    await session.close();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${plans.length} packs in ${seconds.toFixed(1)} s (${((plans.length * 3) / seconds).toFixed(2)} kits/s) -> ${out}`,
  );
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        help: { type: 'boolean', short: 'h', default: false },
        count: { type: 'string' },
        seed: { type: 'string', default: String(Date.now()) },
        team: { type: 'string', multiple: true },
        game: { type: 'string' },
        kit: { type: 'string' },
        design: { type: 'string' },
        out: { type: 'string' },
        textures: { type: 'boolean', default: false },
        scale: { type: 'string', default: '0.5' },
        maps: { type: 'string', default: 'albedo' },
        'fm-pack': { type: 'boolean', default: false },
        limit: { type: 'string' },
        'fm-teams': { type: 'string' },
      },
    });
  } catch (error) {
    fail((error as Error).message.split('\n')[0]!);
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.out) fail('--out <dir> is required.');
  if (values['fm-pack']) {
    for (const option of ['count', 'kit', 'design'] as const)
      if (values[option] !== undefined)
        fail(`--${option} does not go with --fm-pack (a pack is a team's three kits).`);
    if (values.textures) fail('--textures does not go with --fm-pack (the pack holds the FM pictures).');
    if (values.game !== undefined && values.game !== 'fm')
      fail('--fm-pack makes Football Manager kits: leave --game out or use fm.');
    await fmPack({ ...values, seed: values.seed!, out: values.out });
    return;
  }
  if (values.limit !== undefined || values['fm-teams'] !== undefined)
    fail('--limit and --fm-teams go with --fm-pack.');
  const count = Number(values.count ?? '1');
  if (!Number.isInteger(count) || count < 1 || count > 100_000)
    fail(`--count must be a whole number 1-100000.`);
  const game = (values.game ?? 'eafc') as Game;
  if (!GAMES.includes(game)) fail(`Unknown game "${values.game}": use one of ${GAMES.join(', ')}.`);
  const kit = values.kit as FmKitType | undefined;
  if (kit !== undefined && !FM_KIT_TYPES.includes(kit))
    fail(`Unknown kit "${values.kit}": use home, away or third.`);
  const design = values.design;
  if (design !== undefined && !isGeneratorDesign(design))
    fail(`Unknown design "${design}": use one of ${GENERATOR_DESIGNS.join(', ')}.`);
  let team: Team | undefined;
  if (values.team !== undefined) {
    if (values.team.length > 1) fail('Give one --team (several go with --fm-pack).');
    const name = values.team[0]!;
    team = findTeam(readTeams(), name);
    if (!team) fail(`No team named "${name}" in public/data/catalogue/teams.json.`);
  }
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
