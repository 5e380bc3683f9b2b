/**
 * The viewer's state. Preferences (spec §9 "Saved in local storage": lighting, tuckedIn, each
 * display setting, freecam-presets) persist under their declared keys; the session part (sub-view,
 * camera view, free view, screenshot mode, lost context) is never saved.
 */
import { proxy, subscribe } from 'valtio';
import type { DisplaySettings } from '../../kit/model/catalogue.ts';
import { displayState, type DisplayState } from '../../kit/operations/display.ts';
import { DEFAULT_CAMERA_VIEW, type CameraView } from '../../scene/cameras.ts';
import { FREECAM_STORAGE_KEY, parsePresets, type FreecamPreset } from '../../scene/freecam.ts';
import {
  isLightingPreset,
  parseCustomLights,
  type CustomLights,
  type LightingPreset,
} from '../../scene/lighting.ts';
import { DEFAULT_DISPLAY } from '../../scene/mannequin-look.ts';

export const VIEWER_KEYS = {
  lighting: 'lighting',
  tuckedIn: 'tuckedIn',
  /** One key per display setting: display-<name>. */
  displayPrefix: 'display-',
  freecam: FREECAM_STORAGE_KEY,
  /** The admin's custom lights: on/off and the six intensities. */
  customLights: 'customLights',
} as const;

/** The admin's custom lights (spec §9): used instead of the preset while on. */
export interface CustomLightsState {
  on: boolean;
  values: CustomLights;
}

export interface ViewerState {
  display: DisplayState;
  cameraView: CameraView;
  freeView: boolean;
  rotationStopped: boolean;
  lighting: LightingPreset;
  screenshotMode: boolean;
  contextLost: boolean;
  presets: FreecamPreset[];
  customLights: CustomLightsState;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readJson(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Display settings read back one key each, each checked against its default's type. */
function storedDisplay(): DisplaySettings {
  const out: Record<string, unknown> = { ...DEFAULT_DISPLAY };
  for (const [name, fallback] of Object.entries(DEFAULT_DISPLAY)) {
    const value = readJson(VIEWER_KEYS.displayPrefix + name);
    const ok = Array.isArray(fallback)
      ? Array.isArray(value) && value.every((v) => typeof v === 'string')
      : typeof value === typeof fallback;
    if (ok) out[name] = value;
  }
  const tucked = readJson(VIEWER_KEYS.tuckedIn);
  if (typeof tucked === 'boolean') out.tucked_in = tucked;
  return out as unknown as DisplaySettings;
}

function storedCustomLights(): CustomLightsState {
  const stored = readJson(VIEWER_KEYS.customLights) as { on?: unknown; values?: unknown } | undefined;
  return { on: stored?.on === true, values: parseCustomLights(stored?.values) };
}

export function createViewerState(): ViewerState {
  const lighting = readJson(VIEWER_KEYS.lighting);
  return {
    display: displayState(storedDisplay()),
    cameraView: DEFAULT_CAMERA_VIEW,
    freeView: false,
    rotationStopped: false,
    lighting: isLightingPreset(lighting) ? lighting : 'Default',
    screenshotMode: false,
    contextLost: false,
    presets: parsePresets(storage()?.getItem(VIEWER_KEYS.freecam) ?? null),
    customLights: storedCustomLights(),
  };
}

/** Writes the preferences part back whenever it changes; returns the unsubscribe function. */
export function persistViewerState(state: ViewerState): () => void {
  return subscribe(state, () => {
    const store = storage();
    if (!store) return;
    try {
      // The user's own tuck choice is saved, not the one the shorts view forces.
      const settings = { ...state.display.settings, tucked_in: state.display.chosen.tucked_in };
      for (const [name, value] of Object.entries(settings))
        store.setItem(VIEWER_KEYS.displayPrefix + name, JSON.stringify(value));
      store.setItem(VIEWER_KEYS.tuckedIn, JSON.stringify(settings.tucked_in));
      store.setItem(VIEWER_KEYS.lighting, JSON.stringify(state.lighting));
      store.setItem(VIEWER_KEYS.freecam, JSON.stringify(state.presets));
      store.setItem(VIEWER_KEYS.customLights, JSON.stringify(state.customLights));
    } catch {
      // Storage full or disabled: the session keeps working, nothing is remembered.
    }
  });
}

export function createViewerStore(): ViewerState {
  return proxy(createViewerState());
}
