import { NBA_TEXT_TYPES, type NbaTextType } from '../model/layers.ts';
import type { Kit } from '../model/kit.ts';
import { allLayers } from './stacks.ts';

/**
 * Basketball player printing: name, front number and back number are nba_text layers, each type
 * at most once per kit, so printing layers can be added only until all three exist.
 */
function existingNbaTextTypes(kit: Kit): Set<NbaTextType> {
  const types = new Set<NbaTextType>();
  for (const layer of allLayers(kit)) if (layer.n === 'nba_text') types.add(layer.type);
  return types;
}

/** The printing types that can still be added, in the spec's order; empty when complete. */
export function addableNbaTextTypes(kit: Kit): NbaTextType[] {
  if (kit.game !== 'basketball') return [];
  const existing = existingNbaTextTypes(kit);
  return NBA_TEXT_TYPES.filter((type) => !existing.has(type));
}
