import { isDark } from '../colors.ts';
import { defaultKitLogo } from '../defaults/kit.ts';
import type { Area, FmKitType, Game, LogoSlot } from '../model/basics.ts';
import type { CatalogueItem } from '../model/catalogue.ts';
import type { KitLogo } from '../model/kit.ts';
import { normaliseName } from '../names.ts';
import { FULL_COLOR_SPONSORS, LOGO_ODDS } from './constants.ts';
import { fitColors } from './layers.ts';
import type { Rng } from './prng.ts';
import type { Team } from './team.ts';

/** The kit's logos: the template's brand, the team crest and the sponsor (document 2 §3, §9). */

export interface CrestChoice {
  readonly name: string;
  readonly kind: 'main' | 'retro' | 'alternate';
  readonly monochrome: boolean;
}

function byName(logos: readonly CatalogueItem[], name: string): CatalogueItem | undefined {
  const key = normaliseName(name);
  return logos.find((logo) => normaliseName(logo.name) === key || logo.id === key);
}

function known(logos: readonly CatalogueItem[], names: readonly string[]): string[] {
  return names.map((name) => byName(logos, name)?.name).filter((n): n is string => n !== undefined);
}

/**
 * The crest by the §9 odds: retro first, then (when not retro) the alternate crest, each only when
 * such a crest exists; monochrome independently, or always when the team's kit asks for it.
 * Without a team the catalogue's club crests, retro crests and one-colour crests are the pools.
 */
export function chooseCrest(
  rng: Rng,
  logos: readonly CatalogueItem[],
  type: FmKitType,
  team: Team | undefined,
): CrestChoice | null {
  const odds = LOGO_ODDS[type];
  const clubs = logos.filter((l) => l.type === 'club');
  const clubCrests = clubs.filter((l) => !l.monochrome).map((l) => l.name);
  // A team whose crests this user may not use still gets a crest: one of the catalogue's clubs.
  const teamCrests = team ? known(logos, team.logos) : [];
  const main = teamCrests.length > 0 ? teamCrests : clubCrests;
  const retro = team
    ? known(logos, team.logos_retro)
    : logos.filter((l) => l.type === 'retro').map((l) => l.name);
  const alternate = team
    ? known(logos, team.logos_alternate)
    : clubs.filter((l) => l.monochrome).map((l) => l.name);
  const isRetro = rng.chance(odds.retro);
  const isAlternate = rng.chance(odds.alternate);
  const monochrome = rng.chance(odds.monochrome) || (team?.[type].monochrome_logo ?? false);
  if (isRetro && retro.length > 0) return { name: rng.pick(retro), kind: 'retro', monochrome };
  if (isAlternate && alternate.length > 0)
    return { name: rng.pick(alternate), kind: 'alternate', monochrome };
  if (main.length > 0) return { name: rng.pick(main), kind: 'main', monochrome };
  return null;
}

export function chooseSponsor(
  rng: Rng,
  logos: readonly CatalogueItem[],
  team: Team | undefined,
  wanted: string | undefined,
): string | null {
  const sponsors = logos.filter((l) => l.type === 'sponsor').map((l) => l.name);
  const fixed =
    wanted ?? (team && !team.sponsorRandom ? team.settings.sponsor || team.logos_sponsor[0] : undefined);
  const found = fixed ? byName(logos, fixed)?.name : undefined;
  if (found) return found;
  const pool =
    team && team.sponsorRandom && team.logos_sponsor.length > 0 ? known(logos, team.logos_sponsor) : [];
  const from = pool.length > 0 ? pool : sponsors;
  return from.length > 0 ? rng.pick(from) : null;
}

/**
 * A monochrome crest is a one-colour mark, not text: white on a garment that counts as dark by the
 * §9 rule (luminance below 125), black on any other. Text (sponsor wordmarks, brand names) keeps
 * the text rule, white up to luminance 155: on the mid tones between the two a black crest reads
 * better than a white one (on a #4fa3d9 sky blue, luminance 144: 7.6:1 against 2.8:1).
 */
export function monochromeCrestOn(background: string): string[] {
  return [isDark(background) ? '#ffffff' : '#000000'];
}

export function isFullColorSponsor(name: string): boolean {
  return FULL_COLOR_SPONSORS.includes(normaliseName(name));
}

/**
 * A logo in `slot` with its colours per area: recoloured logos take `colorsOn(background)` (the
 * readable colour first), full-colour ones keep the catalogue's own colours.
 */
export function placedLogo(
  game: Game,
  slot: LogoSlot,
  uuid: string,
  item: CatalogueItem,
  backgrounds: Readonly<Record<Area, string>>,
  colorsOn: ((background: string) => string[]) | null,
): KitLogo {
  const logo = defaultKitLogo(slot, game, uuid);
  const count = Math.max(1, item.colors.length);
  const paint = (area: Area) =>
    colorsOn
      ? fitColors(colorsOn(backgrounds[area]), count)
      : fitColors(
          item.colors.map((c) => c.toLowerCase()),
          count,
        );
  return {
    ...logo,
    l: slot === 'brand' ? normaliseName(item.name) : item.name,
    recolor: colorsOn !== null,
    c: { shirt: paint('shirt'), shorts: paint('shorts'), socks: paint('socks') },
  };
}

export { byName as logoByName };
