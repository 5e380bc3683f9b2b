import type { Area } from './basics.ts';
import { TEXT_PLACEMENTS } from './basics.ts';
import { DESIGNS, isDesignName } from './designs.ts';
import { COMMON_LAYER_CHOICES, LAYER_FIELD_CHOICES } from './field-choices.ts';
import { COMMON_LAYER_RANGES, LAYER_FIELD_RANGES } from './field-ranges.ts';
import type { LayerKind } from './layers.ts';
import { choice, type Param } from './ranges.ts';

/**
 * The one lookup from a layer field to its parameter (range or choices), in this order: the
 * design's own table, the kind's choices and ranges, then the common ones. Restore, the schema
 * and the editor's sliders all ask here, so a range is written once.
 */
// Choice parameters are built once: restore asks for them for every field of every layer.
const choiceCache = new Map<readonly (string | number)[], Param>();
function cachedChoice(options: readonly (string | number)[]): Param {
  let param = choiceCache.get(options);
  if (!param) {
    param = choice(options);
    choiceCache.set(options, param);
  }
  return param;
}

export function layerFieldParam(
  kind: LayerKind,
  field: string,
  options: { type?: string; area?: Area | 'extra' } = {},
): Param | undefined {
  if (kind === 'design' && isDesignName(options.type)) {
    const params: Record<string, Param> = DESIGNS[options.type].params;
    if (Object.hasOwn(params, field)) return params[field];
  }
  if ((kind === 'text' || kind === 'nba_text') && field === 'placement') {
    const area = options.area === undefined || options.area === 'extra' ? 'shirt' : options.area;
    return cachedChoice(TEXT_PLACEMENTS[area]);
  }
  const choices: Record<string, readonly (string | number)[]> | undefined = Object.hasOwn(
    LAYER_FIELD_CHOICES,
    kind,
  )
    ? LAYER_FIELD_CHOICES[kind as keyof typeof LAYER_FIELD_CHOICES]
    : undefined;
  if (choices && Object.hasOwn(choices, field)) return cachedChoice(choices[field]!);
  const ranges: Record<string, Param> | undefined = Object.hasOwn(LAYER_FIELD_RANGES, kind)
    ? LAYER_FIELD_RANGES[kind as keyof typeof LAYER_FIELD_RANGES]
    : undefined;
  if (ranges && Object.hasOwn(ranges, field)) return ranges[field];
  const commonChoices: Record<string, readonly (string | number)[]> = COMMON_LAYER_CHOICES;
  if (Object.hasOwn(commonChoices, field)) return cachedChoice(commonChoices[field]!);
  const common: Record<string, Param> = COMMON_LAYER_RANGES;
  if (Object.hasOwn(common, field)) return common[field];
  return undefined;
}

/**
 * A number field whose upper bound is another field of the same layer: a cuff's piping is at
 * most as wide as the cuff (document 1 §5 "piping width 1 up to the cuff width"). Editing,
 * restore, the schema and the slider's range all read it here.
 */
export function layerFieldCap(layer: { readonly n: string }, field: string): number | undefined {
  if (layer.n === 'sleeve_cuffs' && field === 'pipingWidth') {
    const width = (layer as { readonly width?: unknown }).width;
    return typeof width === 'number' ? width : undefined;
  }
  return undefined;
}
