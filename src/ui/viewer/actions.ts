/**
 * Every change of the viewer state, in one place: components call these instead of writing the
 * valtio proxy themselves, so the rules (display rules from src/kit, screenshot mode) stay here.
 */
import {
  displayOnSelect,
  setDisplayFlag,
  setLookAmount,
  setLookColour,
  setShortsHidden,
  setSkinTone,
  setSockOption,
  setView,
  type DisplayFlag,
  type LookAmount,
  type SubView,
} from '../../kit/operations/display.ts';
import { message, type Message } from '../../editor/messages.ts';
import type { CameraView } from '../../scene/cameras.ts';
import { removePreset, upsertPreset, type FreecamPreset } from '../../scene/freecam.ts';
import { isLightingPreset, parseCustomLights, type CustomLights } from '../../scene/lighting.ts';
import type { ViewerState } from './view-state.ts';

export type DisplayToggle = DisplayFlag;

export const viewerActions = {
  setView(state: ViewerState, view: SubView) {
    state.display = setView(state.display, view);
  },
  setCamera(state: ViewerState, view: CameraView) {
    state.freeView = false;
    state.cameraView = view;
    state.rotationStopped = false;
  },
  stopRotating(state: ViewerState) {
    state.rotationStopped = true;
  },
  /** Free view hides the full-body button, so it leaves the full view for the shirt. */
  setFreeView(state: ViewerState, on: boolean) {
    state.freeView = on;
    if (on && state.display.view === 'full') state.display = setView(state.display, 'shirt');
  },
  setFlag(state: ViewerState, flag: DisplayToggle, on: boolean) {
    state.display = setDisplayFlag(state.display, flag, on);
  },
  /** One of the mannequin's skin tones (0-based). */
  setSkinTone(state: ViewerState, index: number) {
    state.display = setSkinTone(state.display, index);
  },
  /** Mannequin or boot shininess or metalness, 0..100. */
  setLookAmount(state: ViewerState, key: LookAmount, value: number) {
    state.display = setLookAmount(state.display, key, value);
  },
  setLookColour(state: ViewerState, key: 'mannequinColor' | 'bootColor', hex: string) {
    state.display = setLookColour(state.display, key, hex);
  },
  /** Ticks or unticks one of the model's sock options. */
  setSock(state: ViewerState, option: string, on: boolean, offered: readonly string[]) {
    state.display = setSockOption(state.display, option, on, offered);
  },
  /** A layer of `kind` was selected: the armband forces its own display on. */
  showSelected(state: ViewerState, kind: string) {
    const next = displayOnSelect(state.display, kind);
    if (next !== state.display) state.display = next;
  },
  hideShorts(state: ViewerState, hidden: boolean) {
    state.display = setShortsHidden(state.display, hidden);
  },
  setLighting(state: ViewerState, value: string) {
    if (isLightingPreset(value)) state.lighting = value;
  },
  /** The admin's custom lights: on/off and intensities (clamped to 0..2, step 0.01). */
  setCustomLights(state: ViewerState, on: boolean, values: Partial<CustomLights>) {
    state.customLights = { on, values: parseCustomLights({ ...state.customLights.values, ...values }) };
  },
  setScreenshotMode(state: ViewerState, on: boolean) {
    state.screenshotMode = on;
  },
  setContextLost(state: ViewerState, lost: boolean) {
    state.contextLost = lost;
  },
  savePreset(state: ViewerState, preset: FreecamPreset) {
    state.presets = upsertPreset(state.presets, preset);
  },
  /** Deleting a camera preset asks first (document 2 §2); returns whether it was deleted. */
  async deletePreset(state: ViewerState, name: string, ask: (text: Message) => Promise<boolean>) {
    if (!(await ask(message('viewer.presetDeleteConfirm', { name })))) return false;
    state.presets = removePreset(state.presets, name);
    return true;
  },
};
