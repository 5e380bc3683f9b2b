/**
 * Joining the team data to an FM team list (the server's FM team table or a CSV of the user's own
 * FM database) by name. FM spells many sides its own way: native names ("FC Bayern München"),
 * club-form words ("SSC Napoli", "Valencia CF", "1. FSV Mainz 05") and short forms ("PSV", "AZ").
 * A wrong id is worse than none (the kit would replace another team's in FM), so a name that
 * fits two FM teams with different ids is never joined.
 */
import type { Team } from './team.ts';

export interface FmTeamRow {
  name: string;
  fm_id: number;
}

/** A side's name as the FM team list and the team data both may spell it. */
export function teamKey(name: string): string {
  return (
    name
      // Letters NFKD does not split into a base letter and an accent.
      .replace(/[øØ]/g, 'o')
      .replace(/[æÆ]/g, 'ae')
      .replace(/ß/g, 'ss')
      .replace(/[łŁ]/g, 'l')
      .replace(/[đĐ]/g, 'd')
      .replace(/ı/g, 'i')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  );
}

/**
 * Words that say what kind of club a side is, not which: dropped, with founding years, squad
 * numbers ("04", "1.") and linking words, for the last and loosest step of the join.
 */
const FORM_WORDS = new Set([
  'fc', 'afc', 'cf', 'cfc', 'sc', 'ac', 'acf', 'as', 'ss', 'ssc', 'us', 'uc', 'bc', 'calcio',
  'sv', 'fsv', 'vfb', 'vfl', 'tsg', 'bsc', 'cd', 'ca', 'rc', 'rcd', 'sl', 'fk', 'sk', 'nk', 'gnk',
  'hnk', 'bk', 'if', 'kv', 'krc', 'rsc', 'losc', 'club', 'de', 'del', 'da', 'do', 'the',
]); // prettier-ignore

export function formKey(name: string): string {
  return teamKey(name)
    .split(' ')
    .filter((word) => !FORM_WORDS.has(word) && !/^(\d{1,2}|1[89]\d\d|20\d\d)$/.test(word))
    .join(' ');
}

/**
 * FM's names for sides whose name in FM is neither ours nor ours without its club-form words
 * (English exonyms, short forms). Keyed by our name in teams.json.
 */
export const FM_NAMES: Readonly<Record<string, readonly string[]>> = {
  'Bayern Munich': ['Bayern München', 'FC Bayern München', 'Bayern'],
  Inter: ['Internazionale', 'FC Internazionale Milano', 'Inter Milan'],
  'AC Milan': ['Milan'],
  'Real Betis': ['Real Betis Balompié'],
  'Celta Vigo': ['Celta', 'RC Celta', 'RC Celta de Vigo'],
  'Athletic Club': ['Athletic Bilbao'],
  'Bayer Leverkusen': ['Bayer 04 Leverkusen', 'Leverkusen'],
  'SC Freiburg': ['Sport-Club Freiburg'],
  'Borussia Mönchengladbach': ["Borussia M'gladbach", 'Mönchengladbach'],
  'Paris Saint-Germain': ['Paris SG', 'PSG'],
  'Olympique de Marseille': ['Marseille', 'Olympique Marseille'],
  'Olympique Lyonnais': ['Lyon', 'Olympique Lyon'],
  'Stade Rennais': ['Rennes'],
  'Girondins de Bordeaux': ['Bordeaux'],
  'PSV Eindhoven': ['PSV'],
  'AZ Alkmaar': ['AZ'],
  'Vitória de Guimarães': ['Vitória SC', 'Vitória Guimarães'],
  Benfica: ['Sport Lisboa e Benfica'],
  'Sporting CP': ['Sporting Clube de Portugal', 'Sporting Lisbon'],
  'AEK Athens': ['AEK', 'AEK Athens FC'],
  Olympiacos: ['Olympiakos', 'Olympiacos Piraeus'],
  'Red Star Belgrade': ['Crvena zvezda', 'FK Crvena zvezda', 'Crvena Zvezda Belgrade'],
  'Dynamo Kyiv': ['Dynamo Kiev', 'Dinamo Kiev', 'Dynamo Kyïv'],
  'FC Copenhagen': ['FC København', 'København'],
  'Legia Warsaw': ['Legia Warszawa'],
  'Sparta Prague': ['Sparta Praha', 'AC Sparta Praha'],
  'Slavia Prague': ['Slavia Praha', 'SK Slavia Praha'],
  Ferencváros: ['Ferencvárosi TC', 'Ferencvárosi'],
  'Urawa Red Diamonds': ['Urawa Reds', 'Urawa Red Diamonds'],
  'Club América': ['América', 'Club América'],
  'Red Bull Salzburg': ['Salzburg', 'FC Salzburg'],
  'Seattle Sounders': ['Seattle Sounders FC'],
  'Heart of Midlothian': ['Hearts'],
  'Brighton & Hove Albion': ['Brighton'],
  'Wolverhampton Wanderers': ['Wolves'],
  'United States': ['USA', 'United States of America'],
};

type FmJoinStep = 'name' | 'fm name' | 'without club-form words';

export interface FmJoin {
  /** The FM id found for each team's name, and by which step. */
  joined: Map<string, { fm_id: number; step: FmJoinStep }>;
  /** Teams whose name fits FM teams with different ids (left unjoined). */
  ambiguous: string[];
}

/** Maps a key to the one id it names, or to null when two FM teams with different ids share it. */
function index(rows: readonly FmTeamRow[], key: (name: string) => string): Map<string, number | null> {
  const ids = new Map<string, number | null>();
  for (const row of rows) {
    const k = key(row.name);
    if (!k) continue;
    const known = ids.get(k);
    ids.set(k, known === undefined || known === row.fm_id ? row.fm_id : null);
  }
  return ids;
}

/**
 * Finds each team's FM team in three steps, stopping at the first that names FM teams: its own
 * name, then FM's other names for it (FM_NAMES), then both names without their club-form words
 * (only when no other of our teams shares that shorter name).
 */
export function matchFmTeams(teams: readonly Team[], fmTeams: readonly FmTeamRow[]): FmJoin {
  const byName = index(fmTeams, teamKey);
  const byForm = index(fmTeams, formKey);
  const ourForms = new Map<string, number>();
  for (const team of teams) ourForms.set(formKey(team.name), (ourForms.get(formKey(team.name)) ?? 0) + 1);
  const joined: FmJoin['joined'] = new Map();
  const ambiguous: string[] = [];
  for (const team of teams) {
    const steps: [FmJoinStep, (number | null | undefined)[]][] = [
      ['name', [byName.get(teamKey(team.name))]],
      ['fm name', (FM_NAMES[team.name] ?? []).map((name) => byName.get(teamKey(name)))],
      [
        'without club-form words',
        ourForms.get(formKey(team.name)) === 1 ? [byForm.get(formKey(team.name))] : [],
      ],
    ];
    for (const [step, found] of steps) {
      const ids = new Set(found.filter((id) => id !== undefined));
      if (ids.size === 0) continue;
      if (ids.size === 1 && !ids.has(null)) joined.set(team.name, { fm_id: [...ids][0]!, step });
      else ambiguous.push(team.name);
      break;
    }
  }
  return { joined, ambiguous };
}

/**
 * Gives each team the FM id of its FM team (matchFmTeams); a team the list does not know, or
 * names ambiguously, keeps its own id (null when none).
 */
export function joinFmIds(teams: readonly Team[], fmTeams: readonly FmTeamRow[]): Team[] {
  const { joined } = matchFmTeams(teams, fmTeams);
  return teams.map((team) => ({ ...team, fm_id: joined.get(team.name)?.fm_id ?? team.fm_id }));
}
