import type { Game } from '../model/basics.ts';
import { DETAIL_3D_RANGES, MAX_TEXT_LENGTH } from '../model/field-ranges.ts';
import { layerFieldCap, layerFieldParam } from '../model/field-params.ts';
import type { Layer } from '../model/layers.ts';
import { rangeIn, type Param } from '../model/ranges.ts';
import { allowedEdits, type LayerEditRules } from '../rules/edits.ts';
import { fitColors } from './colors-fit.ts';
import type { RefusalCode } from './messages.ts';
import type { StackName } from './stacks.ts';

/**
 * Setting one field of a layer to a new value: the heart of every slider, checkbox and select.
 * The value is checked against the field's kind, choices and the layer kind's editing rules, and
 * numbers are clamped to their range, so no edit can leave a kit that restore would change.
 */

/** Fields with their own operation (identity, colours, masks, names, visibility, structure). */
const OWN_OPERATION = new Set([
  'uuid',
  'n',
  'type',
  'c',
  'mask',
  'cname',
  'disabled',
  'layers',
  'border',
  'name',
]);

/** Which editing rule guards a field; fields not listed are free to edit. */
const GUARDED_BY: Readonly<Record<string, keyof LayerEditRules>> = {
  opacity: 'opacity',
  blendMode: 'blendMode',
  shininess: 'shininess',
  metalness: 'shininess',
  hasCustomShininess: 'shininess',
  detail3D: 'detail3D',
};

export type FieldValue = number | boolean | string;

export type FieldUpdate = { ok: true; layer: Layer } | { ok: false; code: RefusalCode };

/**
 * A slider value as restore would read it back: clamped to the range, whole where the setting
 * counts things, and -0 as 0, so an edited kit and its saved copy are equal.
 */
export function clampTo(value: number, param: Param | undefined, game: Game): number {
  if (param?.kind !== 'number') return value === 0 ? 0 : value;
  const { min, max } = rangeIn(param, game);
  const whole = param.integer ? Math.round(value) : value;
  const clamped = Math.min(max, Math.max(min, whole));
  return clamped === 0 ? 0 : clamped;
}

/**
 * The layer with `path` ('width', 'opacity', 'detail3D.strength', 'display.front'…) set to
 * `value`, or why not. Returns the same layer object when the value is already there.
 */
export function updateLayerField(
  layer: Layer,
  path: string,
  value: FieldValue,
  context: { game: Game; stack: StackName; stackLayers: readonly Layer[] },
): FieldUpdate {
  const [head, sub, ...rest] = path.split('.');
  if (head === undefined || rest.length > 0 || OWN_OPERATION.has(head))
    return { ok: false, code: 'fieldNotEditable' };
  const record = layer as unknown as Record<string, unknown>;
  if (!Object.hasOwn(record, head)) return { ok: false, code: 'fieldNotEditable' };
  const rule = GUARDED_BY[head];
  const rules = allowedEdits(layer, { game: context.game, stack: context.stackLayers });
  if (rule !== undefined && !rules[rule]) return { ok: false, code: 'fieldNotEditable' };
  // The armband forces shininess and metalness to 0 (spec §5).
  if (layer.n === 'armband' && (head === 'shininess' || head === 'metalness')) {
    return { ok: false, code: 'fieldNotEditable' };
  }

  if (sub !== undefined) {
    const group = record[head];
    if (typeof group !== 'object' || group === null || Array.isArray(group) || !Object.hasOwn(group, sub)) {
      return { ok: false, code: 'fieldNotEditable' };
    }
    const current = (group as Record<string, unknown>)[sub];
    if (typeof current !== typeof value || (typeof value === 'number' && !Number.isFinite(value))) {
      return { ok: false, code: 'invalidValue' };
    }
    const next =
      typeof value === 'number' && head === 'detail3D'
        ? clampTo(value, (DETAIL_3D_RANGES as Readonly<Record<string, Param>>)[sub], context.game)
        : value;
    if (current === next) return { ok: true, layer };
    return { ok: true, layer: { ...layer, [head]: { ...group, [sub]: next } } as Layer };
  }

  const current = record[head];
  if (typeof current !== typeof value) return { ok: false, code: 'invalidValue' };
  const param = layerFieldParam(layer.n, head, {
    ...(layer.n === 'design' || layer.n === 'base' || layer.n === 'nba_text' ? { type: layer.type } : {}),
    area: context.stack,
  });
  let next: FieldValue = value;
  if (typeof value === 'string' && value.length > MAX_TEXT_LENGTH) return { ok: false, code: 'invalidValue' };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, code: 'invalidValue' };
    next = clampTo(value, param, context.game);
    const cap = layerFieldCap(layer, head);
    if (cap !== undefined) next = Math.min(next, cap);
  }
  if (param?.kind === 'choice' && (typeof next === 'boolean' || !param.options.includes(next))) {
    return { ok: false, code: 'invalidValue' };
  }
  if (current === next) return { ok: true, layer };

  let updated = { ...layer, [head]: next } as Layer;
  // A narrower cuff takes its piping with it.
  const pipingCap = layerFieldCap(updated, 'pipingWidth');
  if (updated.n === 'sleeve_cuffs' && pipingCap !== undefined && updated.pipingWidth > pipingCap) {
    updated = { ...updated, pipingWidth: pipingCap };
  }
  // A field that changes how many colours the layer paints (outline, colour count) resizes its list.
  return { ok: true, layer: fitColors(updated) };
}
