import type { SavedKit } from '../../api/index.ts';
import type { EditorContext } from '../context.ts';
import { inspirationAvailableAtom, inspirationOpenAtom } from '../inspiration.ts';
import { message, TOAST_MS } from '../messages.ts';
import { userAtom } from '../state.ts';

/**
 * The inspiration list (document 2 §2 "Saved kits browser", other modes): presets that admins
 * made from saved kits. Loading one starts a new kit based on it (its id becomes the base id).
 * An admin makes a preset from an own saved kit (the Load dialog) and can delete a preset after
 * confirming.
 */
export function inspirationActions(
  ctx: EditorContext,
  loadSaved: (kit: SavedKit, own: boolean) => Promise<boolean>,
) {
  const { store, api } = ctx;
  return {
    openInspiration() {
      if (!store.get(inspirationAvailableAtom)) return false;
      store.set(inspirationOpenAtom, true);
      return true;
    },
    closeInspiration() {
      store.set(inspirationOpenAtom, false);
    },
    async loadInspiration(preset: SavedKit) {
      const loaded = await loadSaved(preset, false);
      if (loaded) store.set(inspirationOpenAtom, false);
      return loaded;
    },
    /**
     * Admin only, from one of the admin's own saved kits: 'Successfully added preset.' (3 s,
     * document 2 §8). A failure says 'An error occured.', with the server's reason when it gave one.
     * The list it was made from stays open.
     */
    async makePreset(kit: SavedKit) {
      if (!store.get(userAtom)?.admin) return false;
      try {
        const reply = await api.addPreset(kit.id);
        if (!reply.success) {
          const failed = reply.error
            ? message('inspiration.addFailed', { error: reply.error })
            : message('inspiration.failed');
          ctx.toast(failed, TOAST_MS.short, 'error');
          return false;
        }
        ctx.toast(message('inspiration.added'), TOAST_MS.short);
        return true;
      } catch {
        ctx.toast(message('inspiration.failed'), TOAST_MS.short, 'error');
        return false;
      }
    },
    /** Admin only: 'Successfully removed preset.' or 'An error occured.' (3 s, document 2 §8). */
    async deletePreset(preset: SavedKit) {
      if (!(await ctx.ask(message('inspiration.deleteQuestion', { name: preset.name })))) return false;
      try {
        const reply = await api.deletePreset(preset.id);
        if (!reply.success) throw new Error(reply.error);
        ctx.toast(message('inspiration.removed'), TOAST_MS.short);
        return true;
      } catch {
        ctx.toast(message('inspiration.failed'), TOAST_MS.short, 'error');
        return false;
      }
    },
  };
}
