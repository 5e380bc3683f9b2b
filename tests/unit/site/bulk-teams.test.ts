/**
 * The bulk generator's team rules (src/site/bulk/teams.ts) and the pack it writes
 * (src/tools/fm-pack.ts, shared with `npm run generate -- --fm-pack`), on the shipped team data.
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readGeneratorCatalogue, readTeams } from '../../../scripts/generate/catalogue.ts';
import { findTeam } from '../../../src/kit/random/index.ts';
import {
  chooseTeam,
  filterTeams,
  fmIdProblems,
  NO_FILTER,
  teamBrands,
} from '../../../src/site/bulk/teams.ts';
import { fmPackZip, planFmPack, planFmPacks } from '../../../src/tools/fm-pack.ts';

const teams = readTeams();
const team = (name: string) => findTeam(teams, name)!;

describe('bulk generator teams', () => {
  it('searches names without case or accents, and filters by kit maker and FM id', () => {
    expect(filterTeams(teams, NO_FILTER)).toHaveLength(teams.length);
    expect(filterTeams(teams, { ...NO_FILTER, text: 'ARSEN' }).map((t) => t.name)).toEqual(['Arsenal']);
    const withId = filterTeams(teams, { ...NO_FILTER, fmId: 'with' });
    expect(withId.length).toBeGreaterThan(0);
    expect(withId.every((t) => t.fm_id !== null)).toBe(true);
    expect(filterTeams(teams, { ...NO_FILTER, fmId: 'without' })).toHaveLength(teams.length - withId.length);
    const brand = teamBrands(teams)[0]!;
    expect(filterTeams(teams, { ...NO_FILTER, brand }).every((t) => t.brand === brand)).toBe(true);
  });

  it('asks for an FM Unique ID where a team has none, and refuses one given twice', () => {
    const chosen = [chooseTeam(team('Arsenal')), chooseTeam(team('Harbour FC'))];
    expect(chosen[0]!.fmId).toBe('1');
    expect(fmIdProblems(chosen).missing.map((t) => t.name)).toEqual(['Harbour FC']);
    chosen[1] = { ...chosen[1]!, fmId: '1' };
    expect(fmIdProblems(chosen)).toEqual({ missing: [], repeated: [team('Arsenal'), team('Harbour FC')] });
    chosen[1] = { ...chosen[1]!, fmId: ' 4242 ' };
    expect(fmIdProblems(chosen)).toEqual({ missing: [], repeated: [] });
  });
});

describe('FM packs (shared by the page and the CLI)', () => {
  const catalogue = readGeneratorCatalogue();
  it("gives a team with its own id the CLI's kits, seed for seed", () => {
    const [cli] = planFmPacks([team('Arsenal')], 's', catalogue);
    const page = planFmPack(team('Arsenal'), '1', 's', catalogue);
    expect(page.kits.map((k) => k.generated.data)).toEqual(cli!.kits.map((k) => k.generated.data));
    expect(page.kits.map((k) => k.seed)).toEqual(['s-arsenal-home', 's-arsenal-away', 's-arsenal-third']);
  });

  it('writes one config.xml for every kit and refuses two kits mapped to one picture', async () => {
    const png = new Uint8Array([137, 80, 78, 71]);
    const entries = ['home', 'away'].flatMap((type) =>
      [
        { teamId: '1', name: 'Arsenal' },
        { teamId: '4242', name: 'Harbour FC' },
      ].map((t) => ({ options: { ...t, type: type as 'home' | 'away' }, kit2d: png, kit3d: png })),
    );
    const files = unzipSync(await fmPackZip(entries));
    expect(Object.keys(files).sort()).toEqual(
      [
        'arsenal_1_away_2d.png',
        'arsenal_1_away_3d.png',
        'arsenal_1_home_2d.png',
        'arsenal_1_home_3d.png',
        'config.xml',
        'harbour_fc_4242_away_2d.png',
        'harbour_fc_4242_away_3d.png',
        'harbour_fc_4242_home_2d.png',
        'harbour_fc_4242_home_3d.png',
      ].sort(),
    );
    expect(new TextDecoder().decode(files['config.xml']).match(/<record from=/g)).toHaveLength(8);
    await expect(fmPackZip([entries[0]!, entries[0]!])).rejects.toThrow(/twice/);
  });
});
