import {
  editKit,
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

/** Texture scales (document 1 §9): 0.25 = 512, 0.5 = 1024, 1 = 2048, 2 = 4096 (Plus only). */
export const TEXTURE_SCALES = [0.25, 0.5, 1, 2] as const;
/** The largest scale a free user may pick: 2 in fm, 1 elsewhere (document 1 §6). */
export function maxFreeScale(game: Kit['game']): number {
  return game === 'fm' ? 2 : 1;
}

/** Kit-level settings, the kit name, quick recolor and the texture scale. */
export function kitActions(ctx: EditorContext) {
  const { store } = ctx;
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
      const premium = store.get(userAtom)?.premium === true;
      if (scale > maxFreeScale(store.get(sessionAtom).kit.game) && !premium) {
        ctx.toast(message('kit.textureScalePlusOnly'), TOAST_MS.long, 'error', [
          { label: 'link.getPlus', href: '/plus/' },
        ]);
        preferences.textureScale = 1;
        return false;
      }
      preferences.textureScale = scale;
      return true;
    },
  };
}
