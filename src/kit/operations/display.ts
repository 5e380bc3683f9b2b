import { parseHexColor } from '../colors.ts';
import type { DisplaySettings } from '../model/catalogue.ts';

/**
 * The display rules of the 3D model (spec §4), as pure functions on the view state. The "collar"
 * that tucking in turns off is the neck piece worn under it (underneck): the shirt's own collar
 * belongs to the kit, not to the display.
 */

export type SubView = 'full' | 'shirt' | 'shorts' | 'socks';

export interface DisplayState {
  readonly settings: DisplaySettings;
  readonly view: SubView;
  /** Whether the shorts are hidden on the model. */
  readonly shortsHidden: boolean;
  /** The tuck and hide choices the user made, put back when the shorts view is left. */
  readonly chosen: { readonly tucked_in: boolean; readonly shortsHidden: boolean };
}

export function displayState(
  settings: DisplaySettings,
  view: SubView = 'full',
  shortsHidden = false,
): DisplayState {
  return { settings, view, shortsHidden, chosen: { tucked_in: settings.tucked_in, shortsHidden } };
}

/** The display settings a toggle turns on and off. */
export type DisplayFlag =
  | 'tucked_in'
  | 'undershirt'
  | 'underneck'
  | 'undershorts'
  | 'ls'
  | 'hanger'
  | 'mannequin'
  | 'c'
  | 'mannequinSkinColorToggle';

/** The user flips a display setting: tucked-in turns off long sleeve and collar; undershirt turns off long sleeve. */
export function setDisplayFlag(state: DisplayState, flag: DisplayFlag, on: boolean): DisplayState {
  let settings: DisplaySettings = { ...state.settings, [flag]: on };
  if (flag === 'tucked_in' && on) settings = { ...settings, ls: false, underneck: false };
  if (flag === 'undershirt' && on) settings = { ...settings, ls: false };
  const chosen = flag === 'tucked_in' ? { ...state.chosen, tucked_in: on } : state.chosen;
  return { ...state, settings, chosen };
}

/** The user shows or hides the shorts. */
export function setShortsHidden(state: DisplayState, hidden: boolean): DisplayState {
  return { ...state, shortsHidden: hidden, chosen: { ...state.chosen, shortsHidden: hidden } };
}

/**
 * Switching the 3D sub-view. The shorts view tucks the shirt in and shows the shorts; the full
 * view shows the shorts; leaving the shorts view puts back the user's own tuck and hide choices.
 * Forcing is a view matter, so it does not count as the user's choice.
 */
export function setView(state: DisplayState, view: SubView): DisplayState {
  if (view === state.view) return state;
  let next: DisplayState = { ...state, view };
  if (state.view === 'shorts') {
    next = {
      ...next,
      settings: { ...next.settings, tucked_in: state.chosen.tucked_in },
      shortsHidden: state.chosen.shortsHidden,
    };
  }
  if (view === 'shorts')
    next = { ...next, settings: { ...next.settings, tucked_in: true }, shortsHidden: false };
  if (view === 'full') next = { ...next, shortsHidden: false };
  return next;
}

/** Selecting the captain's armband layer forces its 3D display on, so the user sees what they edit. */
export function displayOnSelect(state: DisplayState, selectedKind: string): DisplayState {
  if (selectedKind !== 'armband' || state.settings.c) return state;
  return { ...state, settings: { ...state.settings, c: true } };
}

/** The mannequin's skin tones (document 2 §3: labelled Skin color 1..n). */
export const SKIN_TONE_COUNT = 11;

/** The user picks one of the skin tones (0-based; clamped to the tones there are). */
export function setSkinTone(state: DisplayState, index: number): DisplayState {
  const tone = Math.min(SKIN_TONE_COUNT - 1, Math.max(0, Math.round(Number.isFinite(index) ? index : 0)));
  return { ...state, settings: { ...state.settings, mannequinSkinColor: tone } };
}

export type LookAmount = 'mannequinShininess' | 'mannequinMetalness' | 'bootShininess' | 'bootMetalness';

/** Mannequin and boot shininess and metalness: whole numbers 0..100 (document 2 §5). */
export function setLookAmount(state: DisplayState, key: LookAmount, value: number): DisplayState {
  if (!Number.isFinite(value)) return state;
  const amount = Math.min(100, Math.max(0, Math.round(value)));
  return { ...state, settings: { ...state.settings, [key]: amount } };
}

/** Mannequin or boot colour from the picker; text that is not a colour changes nothing. */
export function setLookColour(
  state: DisplayState,
  key: 'mannequinColor' | 'bootColor',
  hex: string,
): DisplayState {
  const parsed = parseHexColor(hex);
  return parsed.ok ? { ...state, settings: { ...state.settings, [key]: parsed.color } } : state;
}

/**
 * The socks multi-select over the model's sock options: the chosen options stay in the model's
 * order and only options it offers are kept.
 */
export function setSockOption(
  state: DisplayState,
  option: string,
  on: boolean,
  offered: readonly string[],
): DisplayState {
  if (!offered.includes(option)) return state;
  const chosen = new Set(state.settings.socks.filter((s) => offered.includes(s)));
  if (on) chosen.add(option);
  else chosen.delete(option);
  const socks = offered.filter((s) => chosen.has(s));
  return { ...state, settings: { ...state.settings, socks } };
}
