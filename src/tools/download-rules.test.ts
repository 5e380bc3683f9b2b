import { describe, expect, it } from 'vitest';
import { FM_EMPTY_CONFIG, fmConfigXml, fmFileBases, fmSlug } from './fm26-config.ts';
import { nbaJerseys, nbaTeamLabel, nbaTitle, NBA_TEAMS } from './nba-mods.ts';
import { requestProblem } from './download-requests.ts';
import { rectMap } from './gl/export-canvas.ts';

describe('download rules', () => {
  it('FM config.xml follows the reference: from [a-z0-9_]+, to graphics/pictures/team/<id>/(kits|kit_textures)/<type>', () => {
    const xml = fmConfigXml({ teamId: '4294967295', type: 'third', name: 'São Paulo FC' });
    expect(xml).toContain(
      '<record from="sao_paulo_fc_4294967295_third_2d" to="graphics/pictures/team/4294967295/kits/third"/>',
    );
    expect(xml).toContain(
      '<record from="sao_paulo_fc_4294967295_third_3d" to="graphics/pictures/team/4294967295/kit_textures/third"/>',
    );
    expect(() => fmConfigXml({ teamId: '12a', type: 'home', name: 'x' })).toThrow(/Unique ID/);
    // FM's Unique ID is 32 bits: a 64-bit number is refused, saying the range.
    expect(() => fmConfigXml({ teamId: '18446744073709551615', type: 'home', name: 'x' })).toThrow(
      '"18446744073709551615" is not an FM Unique ID (a whole number from 0 to 4294967295)',
    );
    expect(fmSlug('***')).toBe('');
    // Every team's files are its own: two names with no Latin letters, two clubs of one name.
    const base = (name: string, teamId: string) => fmFileBases({ name, teamId, type: 'home' }).kit2d;
    expect(base('ЦСКА Москва', '101')).toBe('team_101_home_2d');
    expect(base('東京ヴェルディ', '202')).toBe('team_202_home_2d');
    expect(base('Nacional', '7')).not.toBe(base('Nacional', '8'));
    expect(base('***', '')).toBe('kit_home_2d');
    expect(FM_EMPTY_CONFIG).not.toContain('<record from');
  });

  it('NBA: derived titles, the 32-entry team table and the jersey order', () => {
    expect(Object.keys(NBA_TEAMS)).toHaveLength(32);
    expect(nbaTitle({ name: 'lal_current_city_2026', team_id: 'lal' })).toBe('Current City 2026');
    expect(nbaTeamLabel('xyz')).toBe('xyz');
    const mods = ['city_2025', 'home_2024', 'away_2025', 'hwc_2025', 'home_2025'].map((rest) => {
      const [type, season] = rest.split('_');
      return { name: `bos_${rest}`, team_id: 'bos', season: Number(season), jersey_type: type! };
    });
    expect(nbaJerseys(mods, 'bos').map((m) => m.name)).toEqual([
      'bos_home_2025',
      'bos_away_2025',
      'bos_city_2025',
      'bos_hwc_2025',
      'bos_home_2024',
    ]);
  });

  it('requests: per-game files and their arguments', () => {
    expect(requestProblem('eafc', { file: 'fm-zip' })).toMatch(/no fm-zip/);
    expect(requestProblem('fm', { file: 'fm-zip', teamId: '', type: 'home' })).toMatch(/Unique ID/);
    expect(requestProblem('fm', { file: 'fm-zip', teamId: '4294967296', type: 'home' })).toMatch(
      /from 0 to 4294967295/,
    );
    expect(requestProblem('fm', { file: 'fm-2d', type: 'away' })).toBeNull();
    expect(requestProblem('pes', { file: 'pes-png', colorMode: 'vivid' })).toMatch(/colour mode/);
    expect(requestProblem('basketball', { file: 'nba-jersey-zip' })).toMatch(/needs a jersey/);
  });

  it('rectMap lays a source rectangle on a destination, turned and mirrored', () => {
    const apply = (m: readonly number[], x: number, y: number) =>
      [m[0]! * x + m[1]! * y + m[2]!, m[3]! * x + m[4]! * y + m[5]!].map(
        (v) => Math.round(v * 1e6) / 1e6 + 0,
      );
    const dest = { x: 10, y: 20, w: 100, h: 50 };
    const src = { x: 0, y: 0, w: 200, h: 400 };
    expect(apply(rectMap(dest, src), 10, 20)).toEqual([0, 0]);
    expect(apply(rectMap(dest, src), 110, 70)).toEqual([200, 400]);
    // Half a turn: the destination's top-left shows the source's bottom-right.
    expect(apply(rectMap(dest, src, 2), 10, 20)).toEqual([200, 400]);
    // A quarter turn clockwise: the destination's top-right shows the source's top-left.
    expect(apply(rectMap(dest, src, 1), 110, 20)).toEqual([0, 0]);
    expect(apply(rectMap(dest, src, 0, true), 10, 20)).toEqual([200, 0]);
  });
});
