/**
 * The dialog's settings as a valtio proxy, read from and written back to the one
 * screenshot-settings key (document 2 §7). Every change goes through `restoreSettings`, so the
 * ranges of src/tools/preview hold whatever a control sends.
 */
import { proxy, snapshot, subscribe } from 'valtio';
import { dragPosition, wheelZoom, type Guides, type KitPosition } from '../../tools/preview/position.ts';
import {
  loadSettings,
  restoreSettings,
  saveSettings,
  type PreviewSettings,
  type SettingsStorage,
} from '../../tools/preview/settings.ts';

function storage(): SettingsStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

let store: PreviewSettings | null = null;

/** The page's one settings proxy, loaded on first use and saved on every change. */
export function previewSettings(): PreviewSettings {
  if (!store) {
    store = proxy(loadSettings(storage()));
    const settings = store;
    subscribe(settings, () => saveSettings(storage(), snapshot(settings) as PreviewSettings));
  }
  return store;
}

export const previewActions = {
  set(settings: PreviewSettings, patch: Partial<PreviewSettings>) {
    Object.assign(settings, restoreSettings({ ...snapshot(settings), ...patch }));
  },
  /** A drag from `start` by (dx, dy) screen pixels on a preview `shortPx` pixels on its short side. */
  drag(settings: PreviewSettings, start: KitPosition, dx: number, dy: number, shortPx: number): Guides {
    const { position, guides } = dragPosition(start, dx, dy, shortPx);
    previewActions.set(settings, position);
    return guides;
  },
  wheel(settings: PreviewSettings, deltaY: number) {
    previewActions.set(settings, { zoom: wheelZoom(settings.zoom, deltaY) });
  },
  resetPosition(settings: PreviewSettings) {
    previewActions.set(settings, { offset: 0, offsetY: 0, zoom: 1 });
  },
};
