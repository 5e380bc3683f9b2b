/**
 * `npm run generate` as a user runs it: n kits as JSON plus index.json, the same files for the
 * same seed, a team's kits cycling home, away and third, and a clear message for a bad argument.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreKit, serialiseKit } from '../../../../src/kit/index.ts';
import { findTeam } from '../../../../src/kit/random/index.ts';
import { generateRun } from '../../../../scripts/generate.ts';
import { readTeams } from '../../../../scripts/generate/catalogue.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const dirs: string[] = [];
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/generate.ts'), ...args], { cwd: ROOT });
const outDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kitsmith-generate-'));
  dirs.push(dir);
  return dir;
};

afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('npm run generate', { timeout: 60_000 }, () => {
  it('writes n loadable kits and an index, the same for the same seed', async () => {
    const a = outDir();
    await cli('--count', '4', '--seed', 'cli', '--team', 'celtic', '--game', 'fm', '--out', a);
    const files = readdirSync(a).sort();
    expect(files).toEqual(['index.json', 'kit-000.json', 'kit-001.json', 'kit-002.json', 'kit-003.json']);
    // The same run in this process makes the same kits (the seed of kit i is "<seed>-<i>").
    const again = generateRun({ count: 4, seed: 'cli', game: 'fm', team: findTeam(readTeams(), 'Celtic') });
    again.forEach((kit, i) =>
      expect(readFileSync(path.join(a, `kit-00${i}.json`), 'utf8')).toBe(`${kit.generated.data}\n`),
    );
    const index = JSON.parse(readFileSync(path.join(a, 'index.json'), 'utf8')) as {
      kitType: string;
      team: string;
    }[];
    expect(index.map((k) => k.kitType)).toEqual(['home', 'away', 'third', 'home']);
    expect(index[0]!.team).toBe('Celtic');
    const text = readFileSync(path.join(a, 'kit-000.json'), 'utf8').trim();
    const restored = restoreKit(text, { game: 'fm' });
    expect(serialiseKit(restored.kit)).toBe(text);
    expect(restored.kit.layers.shirt[0]!.c).toEqual(['#00843d']);
  });

  it('refuses an unknown team with a clear message and writes nothing', async () => {
    const dir = outDir();
    await expect(cli('--count', '1', '--team', 'Nowhere FC', '--out', dir)).rejects.toMatchObject({
      stderr: expect.stringContaining('No team named "Nowhere FC"'),
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses an FM pack it cannot make before starting a browser, and writes nothing', async () => {
    const dir = outDir();
    const csv = path.join(dir, 'fm.csv');
    writeFileSync(csv, 'name,fm_id\nCeltic,not-a-number\n');
    await Promise.all(
      [
        [['--team', 'FC Utrecht'], '"FC Utrecht" has no FM id: give one with --fm-teams <file.csv>.'],
        [['--fm-teams', csv], `${csv}, row 2: needs a name and a whole-number fm_id.`],
      ].map(([args, message]) =>
        expect(cli('--fm-pack', ...args!, '--out', path.join(dir, 'out'))).rejects.toMatchObject({
          stderr: expect.stringContaining(message as string),
        }),
      ),
    );
    expect(readdirSync(dir)).toEqual(['fm.csv']);
  });
});
