import type { SavedKit } from '../../api/index.ts';
import { ARRIVED_UNSAVED, type PreloadedKit, type RestoreReport } from '../kit.ts';
import type { EditorContext } from '../context.ts';
import { message, TOAST_MS } from '../messages.ts';
import { changesAtom } from '../state.ts';

type LoadData = (
  data: unknown,
  saved?: Pick<SavedKit, 'id' | 'name' | 'image' | 'base_id'> & { own?: boolean; openedWithKey?: string },
) => RestoreReport;

/**
 * The kit a page carries at startup (document 2 §2 "Startup"; src/kit/startup.ts). Pre-loaded kit
 * data is a saved kit: an own kit keeps its id and image for saving, another user's id becomes
 * the base id (loadData's rule, as for `/?kit=` links read from the API). Convert data is kit
 * data from another tool, loaded as a new kit that is not saved anywhere yet: the unsaved-changes
 * question guards it. Both go through restoreKit with the user's entitlements.
 */
export function startupKitActions(ctx: EditorContext, loadData: LoadData) {
  return {
    /**
     * `key` is the link's share key: a save of another user's kit sends it as `basekey`. A remix
     * opens even an own kit as a new kit based on it.
     */
    openPreloadedKit(preloaded: PreloadedKit, key: string | null = null, remix = false): boolean {
      let data: unknown;
      try {
        data = JSON.parse(preloaded.data.data);
      } catch {
        return false;
      }
      loadData(data, {
        ...preloaded.data,
        own: preloaded.own && !remix,
        ...(key !== null ? { openedWithKey: key } : {}),
      });
      return true;
    },
    openConvertData(text: string): boolean {
      let data: unknown = null;
      try {
        data = JSON.parse(text);
      } catch {
        // reported below
      }
      if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        ctx.toast(message('startup.convertUnreadable'), TOAST_MS.long, 'error');
        return false;
      }
      loadData(data);
      // Rendered too: the first composite of the loaded kit must not clear the flag again.
      ctx.store.set(changesAtom, ARRIVED_UNSAVED);
      return true;
    },
  };
}
