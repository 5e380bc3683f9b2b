/**
 * The bulk generator's team list rules (pure): which teams a search and the filters show, and the
 * FM Unique ID a chosen team goes into the pack with (its own, or the one the player typed).
 */
import { normaliseName } from '../../kit/index.ts';
import type { Team } from '../../kit/random/index.ts';
import { isFmUniqueId } from '../../tools/fm26-config.ts';

export type FmIdFilter = 'all' | 'with' | 'without';

export interface TeamFilter {
  /** Part of the team's name, any case and accents. */
  text: string;
  /** Kit maker ('' for any). */
  brand: string;
  fmId: FmIdFilter;
}

export const NO_FILTER: TeamFilter = { text: '', brand: '', fmId: 'all' };

const folded = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

export function filterTeams(teams: readonly Team[], filter: TeamFilter): Team[] {
  const text = folded(filter.text.trim());
  return teams.filter(
    (team) =>
      (text === '' || folded(team.name).includes(text)) &&
      (filter.brand === '' || team.brand === filter.brand) &&
      (filter.fmId === 'all' || (filter.fmId === 'with') === (team.fm_id !== null)),
  );
}

/** The kit makers of the list, sorted, for the filter. */
export function teamBrands(teams: readonly Team[]): string[] {
  return [...new Set(teams.map((team) => team.brand).filter((brand) => brand !== ''))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** A chosen team and the FM Unique ID the player gave it (its own one to begin with). */
export interface ChosenTeam {
  team: Team;
  fmId: string;
}

export const chooseTeam = (team: Team): ChosenTeam => ({
  team,
  fmId: team.fm_id === null ? '' : String(team.fm_id),
});

/** A chosen team's key: its normalised name (names are unique in the team data). */
export const teamKey = (team: Team) => normaliseName(team.name);

/** The teams that cannot go into a pack yet: no FM Unique ID, or one given twice. */
export function fmIdProblems(chosen: readonly ChosenTeam[]): { missing: Team[]; repeated: Team[] } {
  const count = new Map<string, number>();
  for (const { fmId } of chosen) count.set(fmId.trim(), (count.get(fmId.trim()) ?? 0) + 1);
  return {
    missing: chosen.filter(({ fmId }) => !isFmUniqueId(fmId.trim())).map(({ team }) => team),
    repeated: chosen
      .filter(({ fmId }) => isFmUniqueId(fmId.trim()) && count.get(fmId.trim())! > 1)
      .map(({ team }) => team),
  };
}
