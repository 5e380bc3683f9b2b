/**
 * NBA 2K mod entries (document 2 §3, §4): the derived title, the 32-entry team table and the
 * jersey order. Pure data and rules: the dialog and the ZIP builder share them.
 */
export interface NbaMod {
  name: string;
  team_id: string;
  season: number;
  jersey_type: string;
}

export const NBA_GAMES = [26, 25] as const;

/** 30 clubs, the All-Star entry and a Charlotte entry (the Bobcats' code). */
export const NBA_TEAMS: Readonly<Record<string, { name: string; code: string }>> = {
  atl: { name: 'Atlanta Hawks', code: 'ATL' },
  bos: { name: 'Boston Celtics', code: 'BOS' },
  bkn: { name: 'Brooklyn Nets', code: 'BKN' },
  cha: { name: 'Charlotte Hornets', code: 'CHA' },
  chi: { name: 'Chicago Bulls', code: 'CHI' },
  cle: { name: 'Cleveland Cavaliers', code: 'CLE' },
  dal: { name: 'Dallas Mavericks', code: 'DAL' },
  den: { name: 'Denver Nuggets', code: 'DEN' },
  det: { name: 'Detroit Pistons', code: 'DET' },
  gsw: { name: 'Golden State Warriors', code: 'GSW' },
  hou: { name: 'Houston Rockets', code: 'HOU' },
  ind: { name: 'Indiana Pacers', code: 'IND' },
  lac: { name: 'Los Angeles Clippers', code: 'LAC' },
  lal: { name: 'Los Angeles Lakers', code: 'LAL' },
  mem: { name: 'Memphis Grizzlies', code: 'MEM' },
  mia: { name: 'Miami Heat', code: 'MIA' },
  mil: { name: 'Milwaukee Bucks', code: 'MIL' },
  min: { name: 'Minnesota Timberwolves', code: 'MIN' },
  nop: { name: 'New Orleans Pelicans', code: 'NOP' },
  nyk: { name: 'New York Knicks', code: 'NYK' },
  okc: { name: 'Oklahoma City Thunder', code: 'OKC' },
  orl: { name: 'Orlando Magic', code: 'ORL' },
  phi: { name: 'Philadelphia 76ers', code: 'PHI' },
  phx: { name: 'Phoenix Suns', code: 'PHX' },
  por: { name: 'Portland Trail Blazers', code: 'POR' },
  sac: { name: 'Sacramento Kings', code: 'SAC' },
  sas: { name: 'San Antonio Spurs', code: 'SAS' },
  tor: { name: 'Toronto Raptors', code: 'TOR' },
  uta: { name: 'Utah Jazz', code: 'UTA' },
  was: { name: 'Washington Wizards', code: 'WAS' },
  asg: { name: 'All-Star', code: 'ASG' },
  chb: { name: 'Charlotte Bobcats', code: 'CHA' },
};

export const NBA_JERSEY_ORDER = ['home', 'away', 'secondary', 'city', 'hwc'] as const;

/** The name without the team id, underscores as spaces, words capitalised: "bos_home_2025" -> "Home 2025". */
export function nbaTitle(mod: Pick<NbaMod, 'name' | 'team_id'>): string {
  const rest = mod.name.startsWith(`${mod.team_id}_`) ? mod.name.slice(mod.team_id.length + 1) : mod.name;
  return rest
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function nbaTeamLabel(teamId: string): string {
  const team = Object.hasOwn(NBA_TEAMS, teamId) ? NBA_TEAMS[teamId] : undefined;
  return team ? `${team.name} (${team.code})` : teamId;
}

/** Distinct team ids in first-seen order. */
export function nbaTeams(mods: readonly NbaMod[]): string[] {
  return [...new Set(mods.map((m) => m.team_id))];
}

/** A team's jerseys: season descending, then home, away, secondary, city, hwc. */
export function nbaJerseys(mods: readonly NbaMod[], teamId: string): NbaMod[] {
  const rank = (type: string) => {
    const i = (NBA_JERSEY_ORDER as readonly string[]).indexOf(type);
    return i < 0 ? NBA_JERSEY_ORDER.length : i;
  };
  return mods
    .filter((m) => m.team_id === teamId)
    .sort((a, b) => b.season - a.season || rank(a.jersey_type) - rank(b.jersey_type));
}

/** File-name safe form of a mod's name. */
export const nbaFileBase = (name: string) => name.toLowerCase().replace(/[^a-z0-9_]+/g, '_') || 'jersey';
