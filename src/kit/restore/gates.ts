import type { AssetLookup, KitUser } from '../context.ts';
import type { Area, Game } from '../model/basics.ts';
import type { CatalogueCategory } from '../model/catalogue.ts';
import type { Layer } from '../model/layers.ts';
import {
  assetAccess,
  canUseCustomPattern,
  canUseLayerDetail3D,
  canUseMat,
  type AssetAccess,
} from '../rules/premium.ts';
import type { RestoreCode } from './report.ts';

/**
 * Premium, tier and game gates applied to each incoming layer. A layer the user may not use is
 * dropped; per-layer 3D detail is only switched off (the layer itself is free).
 */

export interface GateEnv {
  game: Game;
  area: Area | 'extra';
  /** Absent: trusted data, nothing is gated by user. */
  user: KitUser | undefined;
  assets: AssetLookup | undefined;
  now: number;
}

const ACCESS_CODE: Record<Exclude<AssetAccess, 'ok'>, RestoreCode> = {
  premium: 'premium-asset',
  'early-access': 'early-access',
  admin: 'admin-asset',
};

/** The catalogue asset a layer uses, if any. */
export function layerAsset(
  layer: Layer,
  area: Area | 'extra',
): { category: CatalogueCategory; name: string } | null {
  switch (layer.n) {
    case 'pattern':
      return { category: 'patterns', name: layer.p };
    case 'custom_pattern':
      // A catalogue image is gated as that pattern (found by its URL); an upload is the user's own.
      return layer.l === '' ? null : { category: 'patterns', name: layer.l };
    case 'graphic':
      return {
        category: area === 'shorts' ? 'graphics_shorts' : area === 'socks' ? 'graphics_socks' : 'graphics',
        name: layer.g,
      };
    case 'text':
    case 'nba_text':
      // Both kinds pick from the letters fonts and draw any font id either list knows: the font
      // gate looks in both lists (fontInfo).
      return { category: 'fonts', name: layer.f };
    case 'mat':
      return { category: 'materials', name: layer.p };
    case 'logo':
      return { category: 'logos', name: layer.l };
    case 'custom_collar':
      return { category: 'collars', name: layer.p };
    case 'armband':
      return { category: 'armbands', name: layer.preset.n };
    default:
      return null;
  }
}

/** The compositor draws a font id from either font list (fonts.json, then nba_fonts.json). */
const FONT_CATALOGUES: readonly CatalogueCategory[] = ['fonts', 'nba_fonts'];

function assetInfo(assets: AssetLookup, category: CatalogueCategory, name: string) {
  if (!FONT_CATALOGUES.includes(category)) return assets(category, name);
  for (const list of [category, ...FONT_CATALOGUES.filter((c) => c !== category)]) {
    const info = assets(list, name);
    if (info) return info;
  }
  return undefined;
}

export function assetGate(
  category: CatalogueCategory,
  name: string,
  env: Pick<GateEnv, 'user' | 'assets' | 'now'>,
): RestoreCode | null {
  if (!env.user || !env.assets || name === '') return null;
  const info = assetInfo(env.assets, category, name);
  if (!info) return null;
  const access = assetAccess(env.user, info, env.now);
  return access === 'ok' ? null : ACCESS_CODE[access];
}

/** Why `layer` cannot be loaded here, or null when it can. */
export function layerGate(layer: Layer, env: GateEnv): RestoreCode | null {
  if (layer.n === 'mat' && env.game === 'fm') return 'not-in-game';
  const user = env.user;
  if (user) {
    if (layer.n === 'custom_pattern' && !canUseCustomPattern(user)) return 'premium-feature';
    if (layer.n === 'mat' && !canUseMat(user, env.game))
      return user.premium ? 'tier-feature' : 'premium-feature';
  }
  const asset = layerAsset(layer, env.area);
  return asset ? assetGate(asset.category, asset.name, env) : null;
}

/** Whether the layer's own 3D detail must be switched off for this user. */
export function detail3DBlocked(layer: Layer, env: GateEnv): boolean {
  return layer.detail3D.enabled && env.user !== undefined && !canUseLayerDetail3D(env.user);
}
