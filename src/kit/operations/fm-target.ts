import { FM_KIT_TYPES, isFmUniqueId, type FmKitType } from '../model/basics.ts';
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

/**
 * A Unique ID from the FM editor (digits, 0 to 4294967295: `isFmUniqueId`); '' for none. A saved
 * kit keeps whatever id it came with (restore only bounds its length): a download then says
 * what is wrong with it.
 */
export function isFmTeamId(teamId: string): boolean {
  const id = teamId.trim();
  return id === '' || isFmUniqueId(id);
}

export function setFmTarget(kit: Kit, target: Partial<FmTarget>): EditResult {
  if (kit.game !== 'fm') return refused('fieldNotEditable');
  const teamId = target.teamId === undefined ? kit.fm_teamid : target.teamId.trim();
  const kitType = target.kitType ?? kit.fm_kittype;
  if (!isFmTeamId(teamId) || !FM_KIT_TYPES.includes(kitType)) return refused('invalidValue');
  if (teamId === kit.fm_teamid && kitType === kit.fm_kittype) return applied(kit, 'edit kit');
  return applied({ ...kit, fm_teamid: teamId, fm_kittype: kitType }, 'edit kit');
}
