import type { EditorContext } from './context.ts';
import { KIT_MESSAGES, type KitUser } from './kit.ts';
import { message, TOAST_MS } from './messages.ts';

const GET_PLUS = { label: 'link.getPlus', href: '/plus/' } as const;
const GET_PLUS_ULTIMATE = { label: 'link.getPlusUltimate', href: '/plus/' } as const;

/** The upgrade a user at a quota is offered: Plus, or Ultimate below tier 2. */
export function upgradeLink(user: KitUser) {
  if (!user.premium) return [GET_PLUS];
  return user.tier < 2 ? [GET_PLUS_ULTIMATE] : [];
}

/**
 * The server's storage quota (issue 32) refuses a save, a preview or an upload with this English
 * text; the player reads it in their language, with the upgrade that gives more room.
 * Returns whether `error` was that refusal (and was shown).
 */
export function showStorageFull(
  ctx: EditorContext,
  user: KitUser,
  error: string | null | undefined,
): boolean {
  if (error !== KIT_MESSAGES.storageFull) return false;
  ctx.toast(message('kit.storageFull'), TOAST_MS.long, 'error', upgradeLink(user));
  return true;
}
