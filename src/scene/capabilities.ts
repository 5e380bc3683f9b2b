/**
 * What each game's 3D model offers (spec §3 "Model capability flags"). Kitsmith's design: the
 * spec names the flags, not their values per game.
 */
import type { ModelCapabilities } from '../kit/model/catalogue.ts';

const FOOTBALL: ModelCapabilities = {
  has_tucked_in: true,
  has_undershirt: true,
  has_neckwarmer: true,
  has_undershorts: true,
  sock_settings: ['high', 'regular', 'low'],
  has_mannequin: true,
  has_hanger: true,
  has_captains_armband: true,
  extra_visibles: [],
  hideViewButtons: false,
};

export const MODEL_CAPABILITIES: Readonly<Record<string, ModelCapabilities>> = {
  eafc: FOOTBALL,
  fifa: FOOTBALL,
  // One-canvas games draw no armband area and no undergarments of their own.
  pes: { ...FOOTBALL, has_undershorts: false, has_neckwarmer: false, has_captains_armband: false },
  fm: { ...FOOTBALL, has_undershorts: false, has_neckwarmer: false, has_captains_armband: false },
  basketball: {
    ...FOOTBALL,
    has_undershirt: false,
    has_neckwarmer: false,
    has_undershorts: false,
    sock_settings: [],
    has_captains_armband: false,
    has_hanger: false,
  },
};

export function modelCapabilities(game: string): ModelCapabilities {
  return (Object.hasOwn(MODEL_CAPABILITIES, game) ? MODEL_CAPABILITIES[game] : undefined) ?? FOOTBALL;
}

/** The 3D sub-views a game offers: socks only when the model has socks. */
export function subViews(game: string): ('shirt' | 'shorts' | 'socks' | 'full')[] {
  return modelCapabilities(game).sock_settings.length > 0
    ? ['shirt', 'shorts', 'socks', 'full']
    : ['shirt', 'shorts', 'full'];
}
