import type { SavedKit } from '../../api/index.ts';
import {
  copyHotspots,
  enterHotspots,
  leaveHotspots,
  resetHotspots,
  restoreKit,
  setHotspot,
  type HotspotField,
  type Kit,
} from '../kit.ts';
import type { EditorContext } from '../context.ts';
import { hotspotsVisitAtom } from '../hotspots-state.ts';
import { message, TOAST_MS } from '../messages.ts';
import { sessionAtom } from '../state.ts';

/**
 * The hotspots editor (fifa and eafc). Opening it swaps the player printing for the hotspot
 * preview and closing it swaps back; both change how the kit is drawn, not what the user
 * designed, so neither is an undo step. Box edits are 'edit kit' steps.
 */
export function hotspotActions(ctx: EditorContext) {
  const { store } = ctx;
  /** Changes the drawn kit without a history step (as loading does not enter history either). */
  const replaceKitOnly = (update: (kit: Kit) => Kit) => {
    const session = store.get(sessionAtom);
    const kit = update(session.kit);
    if (kit !== session.kit) store.set(sessionAtom, { ...session, kit });
  };
  return {
    enterHotspots() {
      if (store.get(hotspotsVisitAtom) !== null) return;
      replaceKitOnly((kit) => {
        const { kit: shown, ...visit } = enterHotspots(kit);
        store.set(hotspotsVisitAtom, visit);
        return shown;
      });
    },
    leaveHotspots() {
      const visit = store.get(hotspotsVisitAtom);
      if (visit === null) return;
      store.set(hotspotsVisitAtom, null);
      replaceKitOnly((kit) => leaveHotspots(kit, visit));
    },
    beginHotspotEdit() {
      ctx.begin('edit kit');
    },
    commitHotspotEdit() {
      ctx.commit();
    },
    setHotspot(field: HotspotField, value: number | boolean) {
      return ctx.edit((kit) => setHotspot(kit, field, value));
    },
    /** Asks 'Are you sure you want to reset the hotspots?' first (document 1 §8). */
    async resetHotspots() {
      if (!(await ctx.ask(message('hotspots.resetQuestion')))) return false;
      return ctx.edit((kit) => resetHotspots(kit));
    },
    /** Takes the hotspots of one of the user's saved kits, read through restoreKit. */
    copyHotspotsFrom(saved: SavedKit) {
      let data: unknown;
      try {
        data = JSON.parse(saved.data);
      } catch {
        ctx.toast(message('error.generic'), TOAST_MS.long, 'error');
        return false;
      }
      const game = store.get(sessionAtom).kit.game;
      const source = restoreKit(data, { game }).kit;
      return ctx.edit((kit) => copyHotspots(kit, source.hotspots));
    },
  };
}
