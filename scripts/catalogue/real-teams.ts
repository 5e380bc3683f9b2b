/**
 * teams.json's real-world sides (document 2 §3 "Team data for the generator"), built from
 * club-kits.ts: real club colours and kit looks, our own catalogue's crests, brands and sponsors.
 * FM team ids are joined from the server's FM team list by name where it knows the side.
 */
import type { Team, TeamKit } from '../../src/kit/random/index.ts';
import { CLUB_KITS, COLOURS } from './club-kits.ts';

export interface RealTeamPools {
  /** Neutral emblems used as crests (never a real club's crest). */
  crests: string[];
  retro: string[];
  brands: string[];
  sponsors: string[];
}

/** A stable small number from a name, so the dataset is the same on every build. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const AWAY_DESIGNS = [
  'plain',
  'chest band',
  'pinstripes',
  'single stripe',
  'gradient',
  'contrasting sleeves',
];
const THIRD_DESIGNS = ['plain', 'graphic', 'sash', 'gradient', 'quarters', 'checkers', 'chevron'];

function kitEntry(
  colors: string[],
  designs: string[],
  randomness: number,
  shorts: string,
  socks: string,
  monochrome: boolean,
): TeamKit {
  const second = colors.find((c) => c !== colors[0]) ?? 'white';
  // A garment colour outside the kit's named colours is written as its hex (teamColorHex reads both).
  const ref = (name: string) => (colors.includes(name) ? name : COLOURS[name]!);
  return {
    colors,
    designs,
    randomness,
    colors_shorts: [ref(shorts), ref(shorts === colors[0] ? second : colors[0]!)],
    colors_socks: [ref(socks), ref(socks === colors[0] ? second : colors[0]!)],
    colors_hex: colors.map((c) => COLOURS[c]!),
    monochrome_logo: monochrome,
    shorts_reverse: false,
    socks_reverse: false,
  };
}

export function realTeams(pools: RealTeamPools): Team[] {
  return CLUB_KITS.trim()
    .split('\n')
    .map((line) => {
      const [name, colorText, designText, shorts, socks] = line.split('|').map((part) => part.trim()) as [
        string,
        string,
        string,
        string,
        string,
      ];
      const home = colorText.split(/\s+/);
      for (const c of [...home, shorts, socks])
        if (!COLOURS[c]) throw new Error(`${name}: unknown colour ${c}`);
      const h = hash(name);
      const [c1, c2 = 'white', c3] = home;
      const away =
        c1 === 'white' ? [c2, 'white', ...(c3 ? [c3] : [])] : ['white', c1!, ...(c2 !== 'white' ? [c2] : [])];
      const dark = c1 === 'black' || c2 === 'black' ? 'navy' : 'black';
      const third = [dark, c1!, c2].filter((c, i, all) => all.indexOf(c) === i);
      const brand = pools.brands[h % pools.brands.length]!;
      const sponsor = pools.sponsors[(h >>> 8) % pools.sponsors.length]!;
      const crest = pools.crests[(h >>> 4) % pools.crests.length]!;
      const alternate = pools.crests[(h >>> 12) % pools.crests.length]!;
      return {
        name,
        brand,
        brandRandom: h % 5 === 0,
        settings: { brand, sponsor, sponsorName: sponsor },
        fm_id: null,
        logos: [crest],
        logos_retro: [pools.retro[(h >>> 16) % pools.retro.length]!],
        logos_alternate: alternate === crest ? [] : [alternate],
        logos_sponsor: [sponsor],
        sponsorRandom: h % 7 === 0,
        home: kitEntry(
          home,
          designText.split(',').map((d) => d.trim()),
          0.1,
          shorts,
          socks,
          false,
        ),
        away: kitEntry(
          away,
          [AWAY_DESIGNS[(h >>> 3) % AWAY_DESIGNS.length]!],
          0.3,
          away[0]!,
          away[0]!,
          h % 2 === 0,
        ),
        third: kitEntry(
          third,
          [THIRD_DESIGNS[(h >>> 6) % THIRD_DESIGNS.length]!],
          0.5,
          dark,
          dark,
          h % 3 === 0,
        ),
      };
    });
}
