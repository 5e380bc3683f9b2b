/**
 * `npm run export`: the same files as the editor's downloads, written headlessly for the
 * reference kits and every game with downloads, and a one-line reason with a non-zero exit for a
 * bad kit file or argument.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../harness.ts';
import { exportKits, parseExportArgs, type ExportArgs } from '../../../scripts/export.ts';
import { checkEafcZip, checkFmZip } from './checks.ts';
import { decodePng, openZip } from './archive.ts';

let folder: string;
const kit = (name: string) => path.join(ROOT, 'tests/fixtures/kits', name);

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'kitsmith-export-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function runCli(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/export.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('npm run export', () => {
  // Six downloads through one headless editor: minutes on a loaded 2-core machine.
  it('writes every game download of the reference kits', { timeout: 300_000 }, async () => {
    const out = (name: string) => path.join(folder, name);
    const jobs: ExportArgs[] = [
      parseExportArgs([kit('reference-10.json'), '--game', 'eafc', '--out', out('eafc.zip')]),
      parseExportArgs([kit('reference-10.json'), '--game', 'fifa', '--out', out('fifa.zip')]),
      parseExportArgs([
        kit('reference-10.json'),
        '--game',
        'fm',
        '--team',
        '1234',
        '--type',
        'third',
        '--name',
        'Galaticos FC',
        '--out',
        out('fm.zip'),
      ]),
      // Each region one colour: found at FM26's landmark of that region (checkFmZip).
      parseExportArgs([
        kit('fm26-regions.json'),
        '--game',
        'fm',
        '--team',
        '4294967295',
        '--type',
        'home',
        '--name',
        'ЦСКА',
        '--out',
        out('fm-regions.zip'),
      ]),
      parseExportArgs([
        kit('reference-10.json'),
        '--game',
        'pes',
        '--mode',
        'pes2021',
        '--out',
        out('pes.png'),
      ]),
      parseExportArgs([
        kit('reference-10.json'),
        '--game',
        'basketball',
        '--jersey',
        'bos_home_2025',
        '--nba-game',
        '25',
        '--out',
        out('nba.zip'),
      ]),
    ];
    await exportKits(jobs);
    const pes = await decodePng(new Uint8Array(await readFile(out('pes.png'))));
    expect([pes.width, pes.height]).toEqual([2048, 2048]);
    const nba = await openZip(new Uint8Array(await readFile(out('nba.zip'))));
    expect(nba.names.sort()).toEqual(
      [
        'README.txt',
        // Each map as the DDS 2K reads, with its PNG preview beside it (nba-iff.test.ts checks them).
        ...['jersey_color', 'jersey_normal', 'jersey_region', 'shorts_color', 'shorts_normal'].flatMap(
          (m) => [`bos_home_2025_${m}.png`, `bos_home_2025_${m}.dds`],
        ),
      ].sort(),
    );
    await checkEafcZip(new Uint8Array(await readFile(out('eafc.zip'))), false);
    await checkEafcZip(new Uint8Array(await readFile(out('fifa.zip'))), false);
    await checkFmZip(
      new Uint8Array(await readFile(out('fm.zip'))),
      { teamId: '1234', type: 'third', slug: 'galaticos_fc_1234' },
      false,
    );
    await checkFmZip(
      new Uint8Array(await readFile(out('fm-regions.zip'))),
      { teamId: '4294967295', type: 'home', slug: 'team_4294967295' },
      true,
    );
  });

  it("EA FC and FIFA: each region's colour lands in EA's rectangle for it", async () => {
    const out = (name: string) => path.join(folder, name);
    await exportKits([
      parseExportArgs([kit('ea-regions.json'), '--game', 'eafc', '--out', out('eafc-regions.zip')]),
      parseExportArgs([kit('ea-regions.json'), '--game', 'fifa', '--out', out('fifa-regions.zip')]),
    ]);
    // The landmarks of game-formats.md §8, as for the editor's download (checks.ts).
    await checkEafcZip(new Uint8Array(await readFile(out('eafc-regions.zip'))), true);
    await checkEafcZip(new Uint8Array(await readFile(out('fifa-regions.zip'))), true);
  });

  it('refuses a bad kit file or argument with one line and a non-zero exit', async () => {
    const notJson = path.join(folder, 'not-a-kit.json');
    await writeFile(notJson, 'this is not json');
    const bad = runCli([notJson, '--game', 'eafc', '--out', path.join(folder, 'x.zip')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe(`export: "${notJson}" is not a kit's JSON`);
    expect(() => parseExportArgs([kit('reference-10.json'), '--game', 'nhl', '--out', 'x.zip'])).toThrow(
      /^--game must be one of /,
    );
    expect(() => parseExportArgs([kit('reference-10.json'), '--game', 'fm', '--out', 'x.zip'])).toThrow(
      /Unique ID/,
    );
    expect(() =>
      parseExportArgs([
        kit('reference-10.json'),
        '--game',
        'fm',
        '--team',
        '7',
        '--type',
        'gk',
        '--out',
        'x.zip',
      ]),
    ).toThrow(/home, away, third/);
    expect(() => parseExportArgs([kit('reference-10.json'), '--game', 'eafc'])).toThrow(/--out/);
  });
});
