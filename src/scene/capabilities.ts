/**
 * What each game's 3D model offers (spec §3 "Model capability flags"). Kitsmith's design: the
 * spec names the flags, not their values per game.
 */
import type { DisplaySettings, ModelCapabilities } from '../kit/model/catalogue.ts';
import type { ExtraGarment } from './garments/index.ts';

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

/** The extra garments a game's model offers (spec §3 capability flags). */
export function offeredExtras(game: string): ExtraGarment[] {
  const caps = modelCapabilities(game);
  const offered: [ExtraGarment, boolean][] = [
    ['undershirt', caps.has_undershirt],
    ['neckwarmer', caps.has_neckwarmer],
    ['undershorts', caps.has_undershorts],
    ['armband', caps.has_captains_armband],
    ['hanger', caps.has_hanger],
  ];
  return offered.filter(([, on]) => on).map(([extra]) => extra);
}

/**
 * Whether the display settings show an extra garment's part (undefined for other parts). The
 * hanger holds an empty shirt: it shows only while the mannequin is hidden.
 */
export function extraShown(
  partId: string,
  display: DisplaySettings,
  mannequinVisible: boolean,
): boolean | undefined {
  if (partId === 'undershirt') return display.undershirt;
  if (partId === 'neckwarmer') return display.underneck;
  if (partId === 'undershorts') return display.undershorts;
  if (partId === 'armband') return display.c;
  if (partId === 'hanger' || partId === 'hanger_hook') return display.hanger && !mannequinVisible;
  return undefined;
}
