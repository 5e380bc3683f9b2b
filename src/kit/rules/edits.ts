import type { Game } from '../model/basics.ts';
import type { Layer, LayerKind } from '../model/layers.ts';

/**
 * Which edits each layer kind allows (spec document 1, section 5 "Edits allowed per layer").
 * The table is the static part; the functions below add what depends on the layer's state, the
 * game or the stack (sleeve/collar base, undershirt graphics, layers serving as masks…).
 */
export interface LayerEditRules {
  opacity: boolean;
  blendMode: boolean;
  detail3D: boolean;
  shininess: boolean;
  rename: boolean;
  move: boolean;
  mask: boolean;
  remove: boolean;
}

const ALL: LayerEditRules = {
  opacity: true,
  blendMode: true,
  detail3D: true,
  shininess: true,
  rename: true,
  move: true,
  mask: true,
  remove: true,
};

/** "Blend mode not for mat or where opacity is not allowed": blendMode follows opacity here. */
const NO_OPACITY = { opacity: false, blendMode: false } as const;

export const LAYER_EDIT_RULES: Readonly<Record<LayerKind, Readonly<LayerEditRules>>> = {
  base: { ...ALL, ...NO_OPACITY, detail3D: false, rename: false, move: false, mask: false, remove: false },
  template: { ...ALL, detail3D: false, rename: false, mask: false, remove: false },
  design: ALL,
  pattern: ALL,
  custom_pattern: ALL,
  graphic: ALL,
  text: ALL,
  nba_text: ALL,
  logo: ALL,
  custom_logo: ALL,
  sleeve_cuffs: { ...ALL, ...NO_OPACITY, mask: false },
  side_panels: { ...ALL, ...NO_OPACITY, mask: false },
  shoulder_panels: { ...ALL, ...NO_OPACITY, mask: false },
  custom_collar: { ...ALL, ...NO_OPACITY, mask: false },
  mat: { ...ALL, blendMode: false, detail3D: false, shininess: false },
  armband: {
    ...ALL,
    ...NO_OPACITY,
    detail3D: false,
    rename: false,
    move: false,
    mask: false,
    remove: false,
  },
  signature: ALL,
  group: ALL,
  printing: { ...ALL, ...NO_OPACITY, rename: false },
  printing_shorts: { ...ALL, ...NO_OPACITY, rename: false },
  print_preview: ALL,
};

/** Games whose models have no roughness map: kit and layer shininess/metalness are ignored. */
export const GAMES_WITHOUT_ROUGHNESS: readonly Game[] = ['pes', 'fm'];

export function gameHasRoughness(game: Game): boolean {
  return !GAMES_WITHOUT_ROUGHNESS.includes(game);
}

/** Graphics drawn on the undershirt cannot be masked; the catalogue names them undershirt*. */
function isUndershirtGraphic(layer: Layer): boolean {
  return layer.n === 'graphic' && layer.g.startsWith('undershirt');
}

export interface EditState {
  game: Game;
  /** A layer is being edited: moving is off meanwhile. */
  hasActiveLayer?: boolean;
  /** The layer's stack, to know whether the layer serves as another's mask. */
  stack?: readonly Layer[];
}

/** Whether `layer` is some layer's mask in `stack`. */
function isMaskOfAnother(layer: Layer, stack: readonly Layer[]): boolean {
  return stack.some((other) => other.uuid !== layer.uuid && other.mask === layer.uuid);
}

/** The edits `layer` allows now. */
export function allowedEdits(layer: Layer, state: EditState): LayerEditRules {
  const rules = { ...LAYER_EDIT_RULES[layer.n] };
  if (!gameHasRoughness(state.game)) rules.shininess = false;
  if (state.hasActiveLayer) rules.move = false;
  if (isUndershirtGraphic(layer)) rules.mask = false;
  if (state.stack && isMaskOfAnother(layer, state.stack)) rules.remove = false;
  return rules;
}
