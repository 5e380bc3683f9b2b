import {
  allowedEdits,
  expectedColorCount,
  layerFieldCap,
  layerFieldParam,
  rangeIn,
  stepsByRotation,
  type Game,
  type Layer,
  type Param,
  type StackName,
} from '../../editor/kit.ts';
import type { AssetFolder } from '../../editor/catalogue.ts';

/**
 * Which controls a layer's settings panel shows, derived from the kit's tables: each field of the
 * layer, its parameter (range or choices) from layerFieldParam, and the kind's editing rules.
 * Fields a kind does not allow are left out, so the panel cannot offer a refused edit.
 */
export type FieldControl =
  | {
      type: 'number';
      path: string;
      min: number;
      max: number;
      step: number;
      /** A rotation: its large step goes to the next 45 degree mark. */
      rotation?: boolean;
    }
  | { type: 'bool'; path: string }
  | { type: 'choice'; path: string; options: readonly (string | number)[] }
  | { type: 'asset'; path: string; folder: AssetFolder }
  /** A custom pattern's image: a stored upload or a catalogue pattern image, by URL. */
  | { type: 'image'; path: string }
  | { type: 'text'; path: string };

/** Fields that have their own control (colours, name, mask…) or none (identity, structure). */
const OWN_CONTROL = new Set([
  'uuid',
  'n',
  'name',
  'cname',
  'c',
  'mask',
  'disabled',
  'display',
  'collar_mapping',
  'layers',
  'preset',
  'border',
  'borderWidth',
  'opacity',
  'blendMode',
  'hasCustomShininess',
  'shininess',
  'metalness',
  'detail3D',
  'hue',
  'saturation',
  'type',
  'invertMask',
]);

const ASSET_FIELDS: Partial<Record<Layer['n'], Record<string, AssetFolder>>> = {
  graphic: { g: 'graphics' },
  pattern: { p: 'patterns' },
  text: { f: 'fonts' },
  nba_text: { f: 'fonts' },
  logo: { l: 'logos' },
  custom_collar: { p: 'collars' },
  mat: { p: 'materials' },
};

function control(path: string, value: unknown, param: Param | undefined, game: Game): FieldControl | null {
  if (param?.kind === 'choice') return { type: 'choice', path, options: param.options };
  if (typeof value === 'boolean') return { type: 'bool', path };
  if (typeof value === 'number' && param?.kind === 'number') {
    const { min, max } = rangeIn(param, game);
    const step = param.integer || max - min > 2 ? 1 : 0.01;
    return { type: 'number', path, min, max, step, rotation: stepsByRotation(path, min, max) };
  }
  return null;
}

export interface LayerFields {
  own: FieldControl[];
  appearance: FieldControl[];
}

export function layerFields(
  layer: Layer,
  stack: StackName,
  game: Game,
  options: { shininess: boolean; detail3D: boolean; stackLayers: readonly Layer[] },
): LayerFields {
  const record = layer as unknown as Record<string, unknown>;
  const area = stack;
  const type = 'type' in layer ? String(layer.type) : undefined;
  const param = (field: string) => layerFieldParam(layer.n, field, { ...(type ? { type } : {}), area });
  const own: FieldControl[] = [];
  for (const [field, value] of Object.entries(record)) {
    if (OWN_CONTROL.has(field)) continue;
    if (layer.n === 'custom_pattern' && field === 'l') {
      // The image comes first: the pattern's settings shape it.
      own.unshift({ type: 'image', path: field });
      continue;
    }
    const folder = ASSET_FIELDS[layer.n]?.[field];
    if (folder) {
      own.push({ type: 'asset', path: field, folder });
      continue;
    }
    if (field === 'text' && typeof value === 'string') {
      own.push({ type: 'text', path: field });
      continue;
    }
    const made = control(field, value, param(field), game);
    // The slider shows the range the edit is clamped to: a field capped by another (piping by
    // its cuff's width) ends there.
    const cap = layerFieldCap(layer, field);
    if (made?.type === 'number' && cap !== undefined) own.push({ ...made, max: Math.min(made.max, cap) });
    else if (made) own.push(made);
  }
  const rules = allowedEdits(layer, { game, stack: options.stackLayers });
  const appearance: FieldControl[] = [];
  if (layer.border) appearance.push({ type: 'number', path: 'borderWidth', min: 1, max: 8, step: 1 });
  if (rules.opacity) appearance.push(control('opacity', layer.opacity, param('opacity'), game)!);
  if (rules.blendMode) appearance.push(control('blendMode', layer.blendMode, param('blendMode'), game)!);
  appearance.push(
    control('hue', layer.hue, param('hue'), game)!,
    control('saturation', layer.saturation, param('saturation'), game)!,
  );
  if (layer.mask !== null) appearance.push({ type: 'bool', path: 'invertMask' });
  for (const part of ['front', 'back', 'sleeves'] as const)
    appearance.push({ type: 'bool', path: `display.${part}` });
  if (options.shininess && rules.shininess && layer.n !== 'armband') {
    appearance.push(
      { type: 'bool', path: 'hasCustomShininess' },
      control('shininess', layer.shininess, param('shininess'), game)!,
      control('metalness', layer.metalness, param('metalness'), game)!,
    );
  }
  if (options.detail3D && rules.detail3D) {
    appearance.push(
      { type: 'bool', path: 'detail3D.enabled' },
      { type: 'number', path: 'detail3D.strength', min: 0, max: 100, step: 1 },
      { type: 'number', path: 'detail3D.blur', min: 0, max: 100, step: 1 },
      { type: 'bool', path: 'detail3D.flat' },
      { type: 'bool', path: 'detail3D.inverted' },
      { type: 'bool', path: 'detail3D.border' },
    );
  }
  return { own, appearance };
}

/** Whether the layer's colours can switch between one colour and a pair (asset layers). */
export function takesColorPair(layer: Layer): boolean {
  // The armband's colours follow its state (one, or the template's + 1), not a pair toggle.
  return layer.n !== 'armband' && expectedColorCount(layer) === null;
}

export function fieldValue(layer: Layer, path: string): unknown {
  const [head, sub] = path.split('.');
  const value = (layer as unknown as Record<string, unknown>)[head ?? ''];
  if (sub === undefined) return value;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[sub] : undefined;
}

/**
 * The i18n keys a choice's option label is looked up under, most specific first: a design's own
 * meaning of a field ('mode' of stripes is not 'mode' of checkers), the kind's, then the field's
 * everywhere. A select never shows a bare number where a label exists.
 */
export function choiceLabelKeys(layer: Layer, path: string, option: string | number): string[] {
  const keys = [`choice.${layer.n}.${path}.${option}`, `choice.${path}.${option}`];
  if (layer.n === 'design') keys.unshift(`choice.design.${layer.type}.${path}.${option}`);
  return keys;
}
