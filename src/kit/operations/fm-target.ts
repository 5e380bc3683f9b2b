import { FM_KIT_TYPES, type FmKitType } from '../model/basics.ts';
import type { Kit } from '../model/kit.ts';
import { applied, refused, type EditResult } from './result.ts';

/**
 * Where an fm kit goes in the game (document 2 §3 "FM state"): the team's Unique ID and the kit
 * type, saved with the kit as `fm_teamid` / `fm_kittype` so the Download for FM dialog opens on
 * them next time. One 'edit kit' step when something changes.
 */
export interface FmTarget {
  teamId: string;
  kitType: FmKitType;
}

/** The longest id restoreKit keeps (a 64-bit Unique ID has 20 digits). */
const MAX_TEAM_ID = 64;

/** A Unique ID from the FM editor: digits (config.xml's paths take nothing else); '' for none. */
export function isFmTeamId(teamId: string): boolean {
  const id = teamId.trim();
  return id === '' || (id.length <= MAX_TEAM_ID && /^\d+$/.test(id));
}

export function setFmTarget(kit: Kit, target: Partial<FmTarget>): EditResult {
  if (kit.game !== 'fm') return refused('fieldNotEditable');
  const teamId = target.teamId === undefined ? kit.fm_teamid : target.teamId.trim();
  const kitType = target.kitType ?? kit.fm_kittype;
  if (!isFmTeamId(teamId) || !FM_KIT_TYPES.includes(kitType)) return refused('invalidValue');
  if (teamId === kit.fm_teamid && kitType === kit.fm_kittype) return applied(kit, 'edit kit');
  return applied({ ...kit, fm_teamid: teamId, fm_kittype: kitType }, 'edit kit');
}
