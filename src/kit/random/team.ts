import type { z } from 'zod';
import type { teamSchema } from '../schema/catalogue.ts';
import { isStoredColor } from '../colors.ts';
import { isGeneratorDesign, type GeneratorDesign } from './constants.ts';

/** Team data for the generator (document 2 §3), as teams.json holds it. */
export type Team = z.infer<typeof teamSchema>;
export type TeamKit = Team['home'];

/** The hex of a team colour named in colors_shorts / colors_socks (by its place in `colors`). */
export function teamColorHex(entry: TeamKit, name: string): string | undefined {
  if (isStoredColor(name)) return name;
  const index = entry.colors.indexOf(name);
  const hex = index >= 0 ? entry.colors_hex[index] : undefined;
  return hex !== undefined && isStoredColor(hex) ? hex : undefined;
}

export function teamColors(entry: TeamKit, names: readonly string[]): string[] {
  return names.map((name) => teamColorHex(entry, name)).filter((hex): hex is string => hex !== undefined);
}

export function teamDesigns(entry: TeamKit): GeneratorDesign[] {
  return entry.designs.filter(isGeneratorDesign);
}

/** Finds a team by name, any case and spacing ("fc  twente" finds "FC Twente"). */
export function findTeam(teams: readonly Team[], name: string): Team | undefined {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return teams.find((team) => team.name.toLowerCase() === key);
}
