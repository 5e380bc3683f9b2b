import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { teamSchema } from '../../../../src/kit/index.ts';
import { GENERATOR_DESIGNS, joinFmIds, teamColors } from '../../../../src/kit/random/index.ts';
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

  it("joins the server's FM team ids by name where it knows the side", () => {
    const joined = real.filter((t) => t.fm_id !== null);
    expect(joined.map((t) => t.name).sort()).toEqual(
      fmSample
        .map((t) => t.name)
        .filter((n) => real.some((t) => t.name === n))
        .sort(),
    );
    expect(real.find((t) => t.name === 'Liverpool')!.fm_id).toBe(12);
    // Accents, case and punctuation aside; an unknown side keeps none.
    const [a, b] = joinFmIds(
      [{ ...real[0]!, name: 'Atlético Madrid' }, real[1]!],
      [{ name: 'ATLETICO  madrid', fm_id: 42 }],
    );
    expect(a!.fm_id).toBe(42);
    expect(b!.fm_id).toBe(real[1]!.fm_id);
  });
});
