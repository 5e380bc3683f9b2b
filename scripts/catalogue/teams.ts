/**
 * Fictional clubs for the random kit generator (spec document 2, section 3 "Team data for the
 * generator") and the club colour presets of the colour picker. Names, palettes and crests are
 * invented; crests and sponsors point at the catalogue's own logos.
 */
import { GENERATOR_DESIGNS } from '../../src/kit/random/constants.ts';
import { rng } from './svg.ts';

/** Named colours the clubs are painted from. */
const COLOURS: Record<string, string> = {
  white: '#ffffff',
  black: '#111111',
  navy: '#14213d',
  royal: '#1b4fa0',
  sky: '#7cc6fe',
  red: '#c1121f',
  claret: '#6a040f',
  amber: '#ffba08',
  gold: '#d4af37',
  green: '#0b6e4f',
  lime: '#9ccc3c',
  orange: '#f77f00',
  purple: '#5a189a',
  teal: '#2a9d8f',
  maroon: '#7b2d26',
  silver: '#bfbfbf',
  pink: '#f48fb1',
  brown: '#7f5539',
};

const TOWNS = [
  'Harbour',
  'Northgate',
  'Ashford',
  'Kestrel',
  'Riverside',
  'Castleford',
  'Millbrook',
  'Port Elmar',
  'Sunvale',
  'Highpeak',
  'Stonebridge',
  'Ironvale',
  'Keyport',
  'Emberton',
  'Sea Point',
  'Westmoor',
  'Falkhaven',
  'Redcliff',
  'Glenmoor',
  'Brackwater',
  'Larkhill',
  'Oakhurst',
  'Silverdale',
  'Thornbury',
  'Whitecross',
  'Eastwick',
  'Marlow Bay',
  'Cinder Vale',
  'Ravenholt',
  'Copperfield',
  'Duneside',
  'Fernley',
  'Goldcrest',
  'Hollowbrook',
  'Juniper Park',
  'Kingsmere',
  'Lindenfeld',
  'Moorgate',
  'Newhaven Docks',
  'Oldcastle',
  'Pinebrook',
  'Queensway',
];
const SUFFIXES = [
  'FC',
  'United',
  'Athletic',
  'City',
  'Rovers',
  'Wanderers',
  'Albion',
  'Town',
  'SC',
  'Sporting',
];
const NAMED = Object.keys(COLOURS);
/** The fictional clubs come first in teams.json; club_colors.json is made from them alone. */
export const FICTIONAL_TEAM_COUNT = TOWNS.length;

export interface KitEntry {
  colors: string[];
  designs: string[];
  randomness: number;
  colors_shorts: string[];
  colors_socks: string[];
  colors_hex: string[];
  monochrome_logo: boolean;
  shorts_reverse: boolean;
  socks_reverse: boolean;
}

export interface Team {
  name: string;
  brand: string;
  brandRandom: boolean;
  settings: { brand: string; sponsor: string; sponsorName: string };
  fm_id: number | null;
  logos: string[];
  logos_retro: string[];
  logos_alternate: string[];
  logos_sponsor: string[];
  sponsorRandom: boolean;
  home: KitEntry;
  away: KitEntry;
  third: KitEntry;
}

export interface ClubLogoPools {
  clubs: string[];
  retro: string[];
  mono: string[];
  sponsors: string[];
  brands: string[];
}

export function makeTeams(pools: ClubLogoPools): Team[] {
  const rand = rng(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  return TOWNS.map((town, i) => {
    const primary = NAMED[i % NAMED.length]!;
    let secondary = pick(NAMED);
    while (secondary === primary) secondary = pick(NAMED);
    const accent = pick(NAMED.filter((c) => c !== primary && c !== secondary));
    const awayMain = primary === 'white' ? 'navy' : 'white';
    const kit = (colors: string[], designs: string[], mono: boolean): KitEntry => ({
      colors,
      designs,
      randomness: Math.round(rand() * 40) / 100,
      colors_shorts: rand() < 0.5 ? [colors[0]!, colors[1]!] : [colors[1]!, colors[0]!],
      colors_socks: [colors[0]!, colors[1]!],
      colors_hex: colors.map((c) => COLOURS[c]!),
      monochrome_logo: mono,
      shorts_reverse: rand() < 0.25,
      socks_reverse: rand() < 0.25,
    });
    const brand = pick(pools.brands);
    const sponsor = pick(pools.sponsors);
    const crest = pools.clubs[i % pools.clubs.length]!;
    return {
      name: `${town} ${SUFFIXES[i % SUFFIXES.length]}`,
      brand,
      brandRandom: rand() < 0.3,
      settings: { brand, sponsor, sponsorName: sponsor },
      // Not in FM's database: an id made up here would put the kit on whichever FM team has it.
      fm_id: null,
      logos: [crest],
      logos_retro: [pools.retro[i % pools.retro.length]!],
      logos_alternate: [pools.mono[i % pools.mono.length]!],
      logos_sponsor: [sponsor],
      sponsorRandom: rand() < 0.2,
      home: kit([primary, secondary, accent], [pick(GENERATOR_DESIGNS), pick(GENERATOR_DESIGNS)], false),
      away: kit([awayMain, primary, secondary], [pick(GENERATOR_DESIGNS)], rand() < 0.5),
      third: kit([accent, secondary, primary], [pick(GENERATOR_DESIGNS)], rand() < 0.5),
    };
  });
}

/** Colour picker presets: each club's two main colours under the club's name. */
export function clubColours(teams: Team[]): { name: string; hex: string }[] {
  return teams.flatMap((t) =>
    t.home.colors_hex
      .slice(0, 2)
      .map((hex, k) => ({ name: `${t.name} ${k === 0 ? 'primary' : 'secondary'}`, hex })),
  );
}
