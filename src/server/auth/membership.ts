/**
 * What a user may do follows from their Plus membership: premium while a tier is set and its end
 * date (if any) has not passed. Quotas per tier live here so every route counts the same way.
 */
import type { KitQuota, StorageQuota } from '../config.ts';
import type { UserRow } from '../db/schema.ts';

export interface Membership {
  premium: boolean;
  /** 0 Basic, 1 Premium, 2 Ultimate; 0 without a membership. */
  tier: number;
}

export function membershipOf(user: UserRow, now: Date = new Date()): Membership {
  if (user.plan_tier === null) return { premium: false, tier: 0 };
  if (user.active_until !== null && new Date(user.active_until).getTime() <= now.getTime()) {
    return { premium: false, tier: 0 };
  }
  return { premium: true, tier: user.plan_tier };
}

export function kitQuotaOf(user: UserRow, quota: KitQuota): number {
  const { premium, tier } = membershipOf(user);
  if (!premium) return quota.free;
  return tier >= 2 ? quota.ultimate : tier === 1 ? quota.premium : quota.basic;
}

/** Bytes of saved kits and stored uploads the user may keep (account/storage.ts counts them). */
export function storageQuotaOf(user: UserRow, quota: StorageQuota): number {
  const { premium, tier } = membershipOf(user);
  if (!premium) return quota.free;
  return tier >= 2 ? quota.ultimate : tier === 1 ? quota.premium : quota.basic;
}

/** Spec document 2 §5: tier 2 = 1000, tier 1 = 750, other premium = 50, non-premium = 0. */
export function imageQuotaOf(user: UserRow): number {
  const { premium, tier } = membershipOf(user);
  if (!premium) return 0;
  return tier >= 2 ? 1000 : tier === 1 ? 750 : 50;
}

/** The reply of GET /api/me: the user fields of spec document 1 §3 and document 2 §3. */
export function meView(user: UserRow | null) {
  if (!user) {
    return {
      logged_in: false,
      premium: false,
      tier: 0,
      image: '',
      signature: '',
      email: '',
      username: '',
      admin: false,
      subscription_id: null,
      active_until: null,
      active_until_calculated: null,
    };
  }
  const { premium, tier } = membershipOf(user);
  return {
    logged_in: true,
    premium,
    tier,
    image: user.image ?? '',
    signature: user.signature ?? '',
    email: user.email,
    username: user.username,
    admin: user.admin === 1,
    subscription_id: user.subscription_id,
    active_until: user.active_until,
    active_until_calculated: user.active_until ?? user.renews_at,
  };
}
