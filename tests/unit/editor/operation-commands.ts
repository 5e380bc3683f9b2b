/**
 * Random editing sessions for the property tests: a command is plain data (which operation, which
 * layer by position, which value) so fast-check can generate and shrink it, and `runCommand`
 * turns it into a call of the public operations and history session.
 */
import fc from 'fast-check';
import {
  applyEdit,
  beginContinuousEdit,
  cancelContinuousEdit,
  commitContinuousEdit,
  redoStep,
  undoStep,
  type KitSession,
} from '../../../src/kit/history/index.ts';
import { BLEND_MODES, GAMES } from '../../../src/kit/model/basics.ts';
import { DESIGN_NAMES } from '../../../src/kit/model/designs.ts';
import { LAYER_KINDS, type Layer } from '../../../src/kit/model/layers.ts';
import {
  STACK_NAMES,
  addLayer,
  changeDesign,
  changeLayerAsset,
  changeLogo,
  clearMask,
  duplicateLayer,
  editKit,
  editLayer,
  moveLayerDown,
  moveLayerTo,
  moveLayerUp,
  quickRecolor,
  removeLayer,
  renameLayer,
  setLayerColor,
  setLogoField,
  setMask,
  toggleBorder,
  toggleColorPair,
  toggleLayerVisibility,
  type EditResult,
  type FieldValue,
  type StackName,
} from '../../../src/kit/operations/index.ts';

const FIELDS = [
  'opacity',
  'hue',
  'saturation',
  'blendMode',
  'width',
  'height',
  'size',
  'rotation',
  'offset_x',
  'count',
  'mode',
  'outline',
  'colorCount',
  'pipingWidth',
  'text',
  'placement',
  'detail3D.strength',
  'detail3D.enabled',
  'display.front',
  'shininess',
  'metalness',
  'invertMask',
] as const;

const value: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.integer({ min: -2000, max: 2000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.boolean(),
  fc.constantFrom(...BLEND_MODES, 'back', 'sides', 'Player', 'Darken'),
);
const color = fc.constantFrom(
  '#000000',
  '#ffffff',
  '#a0a0a0',
  '#505050',
  '#ff0000',
  '#00ff00',
  'fff',
  'nope',
);
const pick = fc.nat({ max: 40 });
const stack = fc.constantFrom(...STACK_NAMES);

export type Command =
  | { op: 'add'; stack: StackName; kind: (typeof LAYER_KINDS)[number]; type: string }
  | { op: 'edit'; pick: number; path: string; value: FieldValue }
  | { op: 'drag'; pick: number; path: string; values: FieldValue[]; cancel: boolean }
  | { op: 'remove' | 'duplicate' | 'up' | 'down' | 'hide' | 'clearMask' | 'border' | 'pair'; pick: number }
  | { op: 'moveTo'; pick: number; to: number }
  | { op: 'rename'; pick: number; name: string }
  | { op: 'mask'; pick: number; mask: number }
  | { op: 'color'; pick: number; index: number; color: string }
  | { op: 'design'; pick: number; type: string }
  | { op: 'asset'; pick: number; colorCount: number }
  | { op: 'recolor'; pairs: [string, string][] }
  | { op: 'kit'; setting: 'shininess' | 'metalness' | 'collar' | 'selectedShorts'; value: number }
  | { op: 'logo'; imageCount: number; size: number }
  | { op: 'undo' | 'redo' };

export const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('add' as const),
      stack,
      kind: fc.constantFrom(...LAYER_KINDS),
      type: fc.constantFrom(...DESIGN_NAMES, 'name', 'back_num', 'sleeves'),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('edit' as const), pick, path: fc.constantFrom(...FIELDS), value }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('drag' as const),
      pick,
      path: fc.constantFrom(...FIELDS),
      values: fc.array(value, { maxLength: 4 }),
      cancel: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constantFrom('remove', 'duplicate', 'up', 'down', 'hide', 'clearMask', 'border', 'pair'),
      pick,
    }),
  },
  fc.record({ op: fc.constant('moveTo' as const), pick, to: fc.integer({ min: -1, max: 12 }) }),
  fc.record({ op: fc.constant('rename' as const), pick, name: fc.string({ maxLength: 34 }) }),
  { weight: 2, arbitrary: fc.record({ op: fc.constant('mask' as const), pick, mask: pick }) },
  fc.record({ op: fc.constant('color' as const), pick, index: fc.nat({ max: 4 }), color }),
  fc.record({ op: fc.constant('asset' as const), pick, colorCount: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ op: fc.constant('design' as const), pick, type: fc.constantFrom(...DESIGN_NAMES, 'hexagon') }),
  fc.record({
    op: fc.constant('recolor' as const),
    pairs: fc.array(fc.tuple(color, color), { maxLength: 3 }),
  }),
  fc.record({
    op: fc.constant('kit' as const),
    setting: fc.constantFrom('shininess', 'metalness', 'collar', 'selectedShorts'),
    value: fc.integer({ min: -200, max: 200 }),
  }),
  fc.record({
    op: fc.constant('logo' as const),
    imageCount: fc.integer({ min: 0, max: 6 }),
    size: fc.integer({ min: 0, max: 400 }),
  }),
  { weight: 3, arbitrary: fc.record({ op: fc.constantFrom('undo', 'redo') }) },
);

export const game = fc.constantFrom(...GAMES);

/**
 * The layer that `n` points at. Most picks land on custom layers (the ones most operations
 * accept); every fifth looks at all layers so base, template and armband get their refusals.
 */
function layerAt(session: KitSession, n: number): Layer | undefined {
  const all = STACK_NAMES.flatMap((name) => session.kit.layers[name]);
  const custom = all.filter((layer) => layer.n !== 'base' && layer.n !== 'template');
  const from = n % 5 === 0 || custom.length === 0 ? all : custom;
  return from.length === 0 ? undefined : from[n % from.length];
}

/** A mask candidate from the same stack as `layer`. */
function maskFor(session: KitSession, layer: Layer, n: number): Layer {
  const stack = STACK_NAMES.find((name) => session.kit.layers[name].includes(layer))!;
  const layers = session.kit.layers[stack];
  return layers[n % layers.length]!;
}

function operate(session: KitSession, c: Command): EditResult | null {
  const kit = session.kit;
  if (c.op === 'add') return addLayer(kit, c.stack, c.kind, { type: c.type });
  if (c.op === 'recolor') return quickRecolor(kit, c.pairs);
  if (c.op === 'kit') return editKit(kit, c.setting, c.value);
  if (c.op === 'logo') {
    const logo = kit.logos[0];
    if (!logo) return null;
    const changed = changeLogo(kit, logo.uuid, 'logo', c.imageCount);
    return changed.ok ? changed : setLogoField(kit, logo.uuid, 'size', c.size);
  }
  if (c.op === 'undo' || c.op === 'redo' || c.op === 'drag' || !('pick' in c)) return null;
  const layer = layerAt(session, c.pick);
  if (!layer) return null;
  const id = layer.uuid;
  switch (c.op) {
    case 'edit':
      return editLayer(kit, id, c.path, c.value);
    case 'remove':
      return removeLayer(kit, id);
    case 'duplicate':
      return duplicateLayer(kit, id);
    case 'up':
      return moveLayerUp(kit, id);
    case 'down':
      return moveLayerDown(kit, id);
    case 'hide':
      return toggleLayerVisibility(kit, id);
    case 'clearMask':
      return clearMask(kit, id);
    case 'border':
      return toggleBorder(kit, id).result;
    case 'pair':
      return toggleColorPair(kit, id);
    case 'moveTo':
      return moveLayerTo(kit, id, c.to);
    case 'rename':
      return renameLayer(kit, id, c.name);
    case 'mask':
      return setMask(kit, id, maskFor(session, layer, c.mask).uuid);
    case 'color':
      return setLayerColor(kit, id, c.index, c.color);
    case 'design':
      return changeDesign(kit, id, c.type);
    case 'asset':
      return changeLayerAsset(kit, id, 'asset', c.colorCount);
  }
}

/** Runs one command like the editor would; returns the new session. */
export function runCommand(session: KitSession, c: Command): KitSession {
  if (c.op === 'undo') return undoStep(session).session;
  if (c.op === 'redo') return redoStep(session).session;
  if (c.op === 'drag') {
    const layer = layerAt(session, c.pick);
    if (!layer) return session;
    let live = beginContinuousEdit(session);
    for (const v of c.values) live = applyEdit(live, editLayer(live.kit, layer.uuid, c.path, v)).session;
    return c.cancel ? cancelContinuousEdit(live) : commitContinuousEdit(live);
  }
  const result = operate(session, c);
  return result === null ? session : applyEdit(session, result).session;
}
