import { canUseImprovedUvMapping, FALLBACK_TEXTURE_SCALE, textureScaleGate } from './kit.ts';
import type { EditorContext } from './context.ts';
import { ANONYMOUS } from './entitlements.ts';
import { message, TOAST_MS } from './messages.ts';
import { preferences, storedPreference } from './prefs.ts';
import { sessionAtom, userAtom } from './state.ts';

/** UV mapping quality High (document 1 §9): improved UV mapping, Plus only. */
export const IMPROVED_UV_QUALITY = 4;
/** Where a user who may not keep High goes back to: Medium. */
const FALLBACK_UV_QUALITY = 1;

/**
 * The stored view settings the user may no longer use (Plus ended, signed out, or a `?scale=`
 * in the address) go back to the free ones, by the kit's Plus rules, with the spec's message:
 * a stored preference is not an entitlement. Called once the user is known and on every change.
 */
export function fitViewSettingsToUser(ctx: EditorContext): void {
  const user = ctx.store.get(userAtom) ?? ANONYMOUS;
  const game = ctx.store.get(sessionAtom).kit.game;
  if (!textureScaleGate(user, game, preferences.textureScale).allowed) {
    // A `?scale=` this user may not have gives way to their own stored choice where that is allowed.
    const stored = storedPreference('textureScale');
    preferences.textureScale = textureScaleGate(user, game, stored).allowed ? stored : FALLBACK_TEXTURE_SCALE;
    ctx.toast(message('kit.textureScalePlusOnly'), TOAST_MS.long, 'error', [
      { label: 'link.getPlus', href: '/plus/' },
    ]);
  }
  if (preferences.uvQuality >= IMPROVED_UV_QUALITY && !canUseImprovedUvMapping(user)) {
    preferences.uvQuality = FALLBACK_UV_QUALITY;
    ctx.toast(message('settings.uvHighPlusOnly'), TOAST_MS.long, 'error', [
      { label: 'link.getPlus', href: '/plus/' },
    ]);
  }
}
