import type { AssetInfo, KitUser } from '../context.ts';
import type { Game } from '../model/basics.ts';
import { KIT_MESSAGES } from '../messages.ts';

/**
 * Plus (premium) and tier rules (spec document 1, section 6; document 2, sections 5 and 6) as
 * pure functions, so the editor greys out what the server would refuse and both agree.
 */

export const TEXTURE_SCALES = [0.25, 0.5, 1, 2] as const;
export type TextureScale = (typeof TEXTURE_SCALES)[number];
/** Edge length in pixels of the shirt texture at each scale. */
export const TEXTURE_SIZE_AT_SCALE: Readonly<Record<TextureScale, number>> = {
  0.25: 512,
  0.5: 1024,
  1: 2048,
  2: 4096,
};

/** The largest texture scale a free user gets: 2 in fm (its textures are smaller), 1 elsewhere. */
function maxFreeTextureScale(game: Game): TextureScale {
  return game === 'fm' ? 2 : 1;
}

export type Gate = { allowed: true } | { allowed: false; message?: string };

const ALLOWED: Gate = { allowed: true };

export function textureScaleGate(user: KitUser, game: Game, scale: number): Gate {
  if (user.premium || scale <= maxFreeTextureScale(game)) return ALLOWED;
  return { allowed: false, message: KIT_MESSAGES.textureScalePlusOnly };
}

/** The scale to fall back to when a free user picks a Plus-only scale. */
export const FALLBACK_TEXTURE_SCALE: TextureScale = 1;

export function canUseCustomPositions(user: KitUser): boolean {
  return user.premium;
}

export function canUseCustomPattern(user: KitUser): boolean {
  return user.premium;
}

/** Material effects: Plus with tier above 0, and never in fm. */
export function canUseMat(user: KitUser, game: Game): boolean {
  return game !== 'fm' && user.premium && user.tier > 0;
}

export function canUseLayerDetail3D(user: KitUser): boolean {
  return user.premium;
}

export function canUseImprovedUvMapping(user: KitUser): boolean {
  return user.premium;
}

function canUseEarlyAccess(user: KitUser): boolean {
  return user.premium && user.tier > 0;
}

/** Custom image upload quota: tier 2 = 1000, tier 1 = 750, other premium = 50, non-premium = 0. */
export function uploadQuota(user: KitUser): number {
  if (!user.premium) return 0;
  if (user.tier === 2) return 1000;
  if (user.tier === 1) return 750;
  return 50;
}

/** Above this share of the quota the count shows in a warning style. */
export const UPLOAD_QUOTA_WARNING_RATIO = 0.8;

function isEarlyAccess(asset: AssetInfo, now: number): boolean {
  if (asset.date === undefined || asset.date === null) return false;
  const time = asset.date instanceof Date ? asset.date.getTime() : new Date(asset.date).getTime();
  return Number.isFinite(time) && time > now;
}

export type AssetAccess = 'ok' | 'premium' | 'early-access' | 'admin';

/** Whether `user` may use `asset` at time `now` (epoch ms), and if not, why. */
export function assetAccess(user: KitUser, asset: AssetInfo, now: number): AssetAccess {
  if (asset.admin && !user.admin) return 'admin';
  if (asset.premium && !user.premium) return 'premium';
  if (isEarlyAccess(asset, now) && !canUseEarlyAccess(user)) return 'early-access';
  return 'ok';
}

/** Picking a preset: premium presets are for Plus members. */
export function presetGate(user: KitUser, preset: AssetInfo, now: number): Gate {
  const access = assetAccess(user, preset, now);
  if (access === 'ok') return ALLOWED;
  if (access === 'premium') return { allowed: false, message: KIT_MESSAGES.presetPlusOnly };
  return { allowed: false };
}
