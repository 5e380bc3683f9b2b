import {
  canUseImprovedUvMapping,
  editKit,
  FALLBACK_TEXTURE_SCALE,
  TEXTURE_SCALES,
  TEXTURE_SIZE_AT_SCALE,
  textureScaleGate,
  quickRecolor,
  type Kit,
  type KitSetting,
  type KitSettingsContext,
  type RecolorPair,
} from '../kit.ts';
import type { EditorContext } from '../context.ts';
import { message, TOAST_MS } from '../messages.ts';
import { preferences } from '../prefs.ts';
import { openDialogAtom, selectedLayerAtom, sessionAtom, userAtom } from '../state.ts';
import { fitViewSettingsToUser, IMPROVED_UV_QUALITY } from '../view-entitlements.ts';

export interface TextureScaleChoice {
  readonly value: number;
  /** The shirt texture's edge in pixels at this scale, as the select shows it. */
  readonly size: number;
  /** Plus only for this user (document 1 §6): shown with the Plus lock. */
  readonly plus: boolean;
}

/** The texture scale select's options for this user and game, from the kit's Plus rule. */
export function textureScaleChoices(
  game: Kit['game'],
  user: { premium: boolean; tier: number; admin: boolean } | null,
): TextureScaleChoice[] {
  const who = user ?? { premium: false, tier: 0, admin: false };
  return TEXTURE_SCALES.map((value) => ({
    value,
    size: TEXTURE_SIZE_AT_SCALE[value],
    plus: !textureScaleGate(who, game, value).allowed,
  }));
}

/** UV mapping quality (document 1 §9): Low 0, Medium 1, High 4; High is improved UV mapping (Plus). */
export const UV_QUALITIES = [
  { value: 0, label: 'settings.uvLow' },
  { value: 1, label: 'settings.uvMedium' },
  { value: 4, label: 'settings.uvHigh' },
] as const;

/** Kit-level settings, the kit name, quick recolor and the texture scale. */
export function kitActions(ctx: EditorContext) {
  const { store } = ctx;
  // Signing out (or a refreshed account whose Plus ended) takes back the Plus view settings.
  store.sub(userAtom, () => fitViewSettingsToUser(ctx));
  return {
    /** Pointer-down on a kit slider: the drag becomes one 'edit kit' step. */
    beginKitEdit() {
      ctx.begin('edit kit');
    },
    commitKitEdit() {
      ctx.commit();
    },
    setKitSetting(setting: KitSetting, value: number | boolean, context: KitSettingsContext = {}) {
      return ctx.edit((kit) => editKit(kit, setting, value, context));
    },
    /** The kit's name is free text, saved with the kit; it is not an undo step. */
    setKitName(name: string) {
      const session = store.get(sessionAtom);
      if (session.kit.name === name) return;
      store.set(sessionAtom, { ...session, kit: { ...session.kit, name } });
    },
    /** One undo step for all pairs; applying closes the panels (document 2 §4). */
    quickRecolor(pairs: readonly RecolorPair[]) {
      const done = ctx.edit((kit) => quickRecolor(kit, pairs));
      if (done) {
        store.set(openDialogAtom, null);
        store.set(selectedLayerAtom, null);
      }
      return done;
    },
    /**
     * Above 2048 needs Plus: a free user gets the spec's message and the scale goes back to 1
     * (document 1 §5).
     */
    setTextureScale(scale: number) {
      if (!(TEXTURE_SCALES as readonly number[]).includes(scale)) return false;
      const user = store.get(userAtom) ?? { premium: false, tier: 0, admin: false };
      if (!textureScaleGate(user, store.get(sessionAtom).kit.game, scale).allowed) {
        ctx.toast(message('kit.textureScalePlusOnly'), TOAST_MS.long, 'error', [
          { label: 'link.getPlus', href: '/plus/' },
        ]);
        preferences.textureScale = FALLBACK_TEXTURE_SCALE;
        return false;
      }
      preferences.textureScale = scale;
      return true;
    },
    /** UV mapping quality; High needs Plus (document 1 §6), a free user gets the message instead. */
    setUvQuality(quality: number) {
      if (!UV_QUALITIES.some((q) => q.value === quality)) return false;
      const user = store.get(userAtom) ?? { premium: false, tier: 0, admin: false };
      if (quality >= IMPROVED_UV_QUALITY && !canUseImprovedUvMapping(user)) {
        ctx.toast(message('settings.uvHighPlusOnly'), TOAST_MS.long, 'error', [
          { label: 'link.getPlus', href: '/plus/' },
        ]);
        return false;
      }
      preferences.uvQuality = quality;
      return true;
    },
    /** Whether a UV quality is Plus-only for the signed-in user (shown with the Plus lock). */
    uvQualityNeedsPlus(quality: number) {
      const user = store.get(userAtom) ?? { premium: false, tier: 0, admin: false };
      return quality >= IMPROVED_UV_QUALITY && !canUseImprovedUvMapping(user);
    },
  };
}
