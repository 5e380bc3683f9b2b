import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { teamSchema } from '../../../../src/kit/index.ts';
import { parse } from 'csv-parse/sync';
import { GENERATOR_DESIGNS, joinFmIds, matchFmTeams, teamColors } from '../../../../src/kit/random/index.ts';
import { readGeneratorCatalogue, readTeams } from '../../../../scripts/generate/catalogue.ts';
import { FICTIONAL_TEAM_COUNT } from '../../../../scripts/catalogue/teams.ts';

const raw = JSON.parse(
  readFileSync(new URL('../../../../public/data/catalogue/teams.json', import.meta.url), 'utf8'),
) as unknown;
const fmSample = JSON.parse(
  readFileSync(new URL('../../../../src/server/feeds/sample/fm_teams.json', import.meta.url), 'utf8'),
) as { name: string; fm_id: number }[];

describe('team data for the generator (document 2 §3)', () => {
  const teams = readTeams();
  const real = teams.slice(FICTIONAL_TEAM_COUNT);

  it('passes the team schema, and the schema refuses a broken team', () => {
    expect(z.array(teamSchema).safeParse(raw).success).toBe(true);
    const broken = structuredClone((raw as object[])[FICTIONAL_TEAM_COUNT]) as Record<string, unknown>;
    (broken.home as Record<string, unknown>).colors_hex = ['red'];
    expect(teamSchema.safeParse(broken).success).toBe(false);
  });

  it('ships at least 100 real-world sides with unique names', () => {
    expect(real.length).toBeGreaterThanOrEqual(100);
    expect(new Set(teams.map((t) => t.name)).size).toBe(teams.length);
    for (const name of ['Arsenal', 'Ajax', 'Boca Juniors', 'Celtic', 'Juventus', 'Feyenoord', 'Brazil'])
      expect(
        real.some((t) => t.name === name),
        name,
      ).toBe(true);
  });

  it('gives every kit known designs and colours that resolve to hex for shorts and socks', () => {
    for (const team of real)
      for (const kit of [team.home, team.away, team.third]) {
        expect(
          kit.designs.every((d) => (GENERATOR_DESIGNS as readonly string[]).includes(d)),
          team.name,
        ).toBe(true);
        expect(teamColors(kit, kit.colors_shorts)).toHaveLength(2);
        expect(teamColors(kit, kit.colors_socks)).toHaveLength(2);
      }
    const celtic = real.find((t) => t.name === 'Celtic')!;
    expect(celtic.home.designs).toEqual(['hoops']);
    expect(celtic.home.colors_hex).toEqual(['#00843d', '#ffffff']);
  });

  it("uses only our catalogue's free crests, brands and sponsors, never a club's", () => {
    const logos = readGeneratorCatalogue().logos;
    const free = (type: string) =>
      new Set(logos.filter((l) => l.type === type && !l.premium).map((l) => l.name));
    for (const team of real) {
      for (const crest of [...team.logos, ...team.logos_alternate])
        expect(free('icon').has(crest), crest).toBe(true);
      expect(team.logos_sponsor.every((s) => free('sponsor').has(s))).toBe(true);
      expect(free('brand').has(team.brand)).toBe(true);
    }
  });

  it("joins the server's FM team ids by name where it knows the side, and gives made-up clubs none", () => {
    const joined = teams.filter((t) => t.fm_id !== null);
    expect(joined.map((t) => t.name).sort()).toEqual(
      fmSample
        .map((t) => t.name)
        .filter((n) => real.some((t) => t.name === n))
        .sort(),
    );
    expect(real.find((t) => t.name === 'Liverpool')!.fm_id).toBe(12);
    expect(teams.slice(0, FICTIONAL_TEAM_COUNT).every((t) => t.fm_id === null)).toBe(true);
  });

  it("finds FM's own spellings of our sides and never a wrong id", () => {
    // Every real side under an FM-style name (native names, club-form words, short forms), with
    // FM teams of near names beside them ("Barcelona SC", "CD Nacional", "Valencia FC").
    const rows = parse(
      readFileSync(new URL('../../../fixtures/fm-team-spellings.csv', import.meta.url), 'utf8'),
      { columns: true },
    ) as { name: string; fm_id: string; kitsmith_name: string }[];
    const fmTeams = rows.map((r) => ({ name: r.name, fm_id: Number(r.fm_id) }));
    const want = new Map(rows.filter((r) => r.kitsmith_name).map((r) => [r.kitsmith_name, Number(r.fm_id)]));
    expect(want.size).toBe(real.length);
    const { joined, ambiguous } = matchFmTeams(teams, fmTeams);
    for (const [name, { fm_id }] of joined) expect(fm_id, name).toBe(want.get(name));
    // "Valencia CF" and "Valencia FC" are both "valencia" without club-form words: no guess.
    expect(ambiguous).toEqual(['Valencia']);
    expect(joined.size).toBe(real.length - 1);
    expect(joined.get('Bayern Munich')).toEqual({ fm_id: want.get('Bayern Munich'), step: 'fm name' });
    expect(joined.get('Napoli')).toEqual({ fm_id: want.get('Napoli'), step: 'without club-form words' });
    expect(joined.get('Brøndby')!.step).toBe('without club-form words');

    // Two FM teams of one name: neither id is given; a team the list does not know keeps its own.
    const [rangers, liverpool] = joinFmIds(
      [{ ...real[0]!, name: 'Rangers', fm_id: null }, real.find((t) => t.name === 'Liverpool')!],
      [
        { name: 'Rangers', fm_id: 1 },
        { name: 'RANGERS', fm_id: 2 },
      ],
    );
    expect(rangers!.fm_id).toBeNull();
    expect(liverpool!.fm_id).toBe(12);
  });
});
