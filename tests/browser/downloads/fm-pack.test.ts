/**
 * `npm run generate -- --fm-pack` as a user runs it: one FM26 pack per team, each a flat ZIP of
 * the team's home, away and third pictures with one config.xml, made by the editor's own FM
 * download. The pack's pictures are compared, pixel for pixel, with `npm run export`'s FM
 * download of the same kit file: a second writer or a different kit would differ.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, sharedBrowserEnv } from '../harness.ts';
import { exportKits, parseExportArgs } from '../../../scripts/export.ts';
import { readGeneratorCatalogue } from '../../../scripts/generate/catalogue.ts';
import { generateKit } from '../../../src/kit/random/index.ts';
import { findTeam } from '../../../src/kit/random/index.ts';
import { readTeams } from '../../../scripts/generate/catalogue.ts';
import { alphaShare, decodePng, openZip, pixel } from './archive.ts';

const run = promisify(execFile);
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'kitsmith-fm-pack-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const TYPES = ['home', 'away', 'third'] as const;

describe('npm run generate -- --fm-pack', { timeout: 240_000 }, () => {
  it("writes one pack per team through the editor's FM download", async () => {
    const out = path.join(folder, 'packs');
    // The user's own FM team list gives Celtic an id; Arsenal keeps the shipped one (1).
    const csv = path.join(folder, 'fm_teams.csv');
    await writeFile(csv, 'name,fm_id,type_id\nCeltic,4242,1\n');
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/generate.ts',
        '--fm-pack',
        '--seed',
        'pack',
        '--fm-teams',
        csv,
        '--team',
        'Arsenal',
        '--team',
        'celtic',
        '--out',
        out,
      ],
      // Its export session opens pages in the suite's Chromium, not one of its own.
      { cwd: ROOT, env: { ...process.env, ...(await sharedBrowserEnv()) } },
    );
    expect(stdout).toContain('1 FM teams; 1 of our 218 teams found (1 by name)');
    expect(stdout).toContain('2 FM kit packs (6 kits)');

    expect((await readdir(out)).sort()).toEqual([
      'arsenal_1_fm26.zip',
      'celtic_4242_fm26.zip',
      'index.json',
      'kits',
    ]);
    expect((await readdir(path.join(out, 'kits'))).sort()).toEqual(
      ['arsenal_1', 'celtic_4242'].flatMap((stem) => TYPES.map((type) => `${stem}_${type}.json`)).sort(),
    );
    const index = JSON.parse(await readFile(path.join(out, 'index.json'), 'utf8')) as {
      seed: string;
      packs: { team: string; fm_id: string; pack: string; kits: { type: string; seed: string }[] }[];
    };
    expect(index.packs.map((p) => [p.team, p.fm_id, p.pack])).toEqual([
      ['Arsenal', '1', 'arsenal_1_fm26.zip'],
      ['Celtic', '4242', 'celtic_4242_fm26.zip'],
    ]);

    // Files are called after the team's name and Unique ID (two teams never share a name).
    for (const [slug, id] of [
      ['arsenal_1', '1'],
      ['celtic_4242', '4242'],
    ] as const) {
      const zip = await openZip(new Uint8Array(await readFile(path.join(out, `${slug}_fm26.zip`))));
      const pictures = TYPES.flatMap((type) => [`${slug}_${type}_2d.png`, `${slug}_${type}_3d.png`]);
      expect(zip.names.sort()).toEqual(['config.xml', ...pictures].sort());
      const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(
        await zip.text('config.xml'),
      ) as {
        record: { boolean: { id: string; value: string }[]; list: { id: string; record: object[] } };
      };
      expect(parsed.record.boolean).toEqual([
        { id: 'preload', value: 'false' },
        { id: 'amap', value: 'false' },
      ]);
      expect(parsed.record.list.id).toBe('maps');
      expect(parsed.record.list.record).toEqual(
        TYPES.flatMap((type) => [
          { from: `${slug}_${type}_2d`, to: `graphics/pictures/team/${id}/kits/${type}` },
          { from: `${slug}_${type}_3d`, to: `graphics/pictures/team/${id}/kit_textures/${type}` },
        ]),
      );
      for (const type of TYPES) {
        const kit2d = await decodePng(await zip.file(`${slug}_${type}_2d.png`));
        expect([kit2d.width, kit2d.height]).toEqual([414, 414]);
        expect(pixel(kit2d, 2, 2)[3]).toBe(0);
        expect(alphaShare(kit2d, (a) => a === 255)).toBeGreaterThan(0.15);
        const kit3d = await decodePng(await zip.file(`${slug}_${type}_3d.png`));
        expect([kit3d.width, kit3d.height]).toEqual([1024, 1024]);
        expect(alphaShare(kit3d, (a) => a === 255)).toBe(1);
      }
    }

    // Each kit file is the generator's kit for "<seed>-<team>-<type>", the team's fm id inside.
    const celtic = findTeam(readTeams(), 'Celtic')!;
    const home = generateKit({
      game: 'fm',
      seed: 'pack-celtic-home',
      catalogue: readGeneratorCatalogue(),
      kitType: 'home',
      team: { ...celtic, fm_id: 4242 },
    });
    const kitFile = path.join(out, 'kits/celtic_4242_home.json');
    expect(await readFile(kitFile, 'utf8')).toBe(`${home.data}\n`);

    // The editor's FM download of that kit file holds the same pictures as the pack.
    const single = path.join(folder, 'celtic-home.zip');
    await exportKits([
      parseExportArgs([
        kitFile,
        '--game',
        'fm',
        '--team',
        '4242',
        '--type',
        'home',
        '--name',
        'Celtic',
        '--out',
        single,
      ]),
    ]);
    const download = await openZip(new Uint8Array(await readFile(single)));
    const pack = await openZip(new Uint8Array(await readFile(path.join(out, 'celtic_4242_fm26.zip'))));
    for (const name of ['celtic_4242_home_2d.png', 'celtic_4242_home_3d.png']) {
      const a = await decodePng(await download.file(name));
      const b = await decodePng(await pack.file(name));
      expect([b.width, b.height]).toEqual([a.width, a.height]);
      let worst = 0;
      for (let i = 0; i < a.data.length; i++) worst = Math.max(worst, Math.abs(a.data[i]! - b.data[i]!));
      expect(worst, name).toBeLessThanOrEqual(2);
    }
  });
});
