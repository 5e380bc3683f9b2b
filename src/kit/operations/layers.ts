import { defaultLayer } from '../defaults/layers.ts';
import { newLayerId } from '../ids.ts';
import type { Kit } from '../model/kit.ts';
import type { LayerId } from '../model/basics.ts';
import { NBA_TEXT_TYPES, type Layer, type LayerKind, type NbaTextType } from '../model/layers.ts';
import type { KitUser } from '../context.ts';
import { allowedEdits } from '../rules/edits.ts';
import { canUseCustomPattern, canUseMat } from '../rules/premium.ts';
import { withAssetColors } from './assets.ts';
import { updateLayerField, type FieldValue } from './fields.ts';
import { newLayerColors } from './kit-colors.ts';
import { addableNbaTextTypes } from './printing.ts';
import { applied, refused, type EditResult } from './result.ts';
import {
  allLayers,
  findLayer,
  isMaskInUse,
  siblingsOf,
  withSiblings,
  withStack,
  type StackName,
} from './stacks.ts';

/** Adding, duplicating and removing layers ('add layer', 'remove layer'). */

/**
 * Kinds a kit holds at most once: the stack's base layers and template come with the template,
 * the armband and the printing entries are single per kit, and a second custom collar would
 * fight the first over the body masks.
 */
export const SINGLE_KINDS: ReadonlySet<LayerKind> = new Set<LayerKind>([
  'base',
  'template',
  'armband',
  'custom_collar',
  'printing',
  'printing_shorts',
  'print_preview',
]);

/**
 * Kinds whose colours are not the kit palette's to give: the base is the garment, the template
 * and armband follow the template, the printing has its own rule (`player-printing.ts`).
 */
const OWN_COLOURS: ReadonlySet<LayerKind> = new Set<LayerKind>([
  'base',
  'template',
  'armband',
  'printing',
  'printing_shorts',
  'print_preview',
]);

export interface NewLayer {
  /** Sub-type: design name, base type or nba_text type. */
  type?: string;
  /** Fixed id (tests, imports); a random one otherwise. */
  uuid?: LayerId;
  /** Who adds it: when given, Plus-only kinds (custom patterns, material effects) are checked. */
  user?: KitUser;
  /** Initial settings (asset names such as `g`, `p`, `l`, `f`, text, sliders), checked like edits. */
  fields?: Readonly<Record<string, FieldValue>>;
  /** The chosen catalogue asset's own colours (graphics.json `colors`…): the layer starts with them. */
  assetColors?: readonly string[];
}

/** Where a new layer of `stack` goes: below the area's template layers, or on top when none. */
export function insertionIndex(layers: readonly Layer[]): number {
  const firstTemplate = layers.findIndex((layer) => layer.n === 'template');
  return firstTemplate === -1 ? layers.length : firstTemplate;
}

function nbaTextType(
  kit: Kit,
  wanted: string | undefined,
): NbaTextType | 'complete' | 'exists' | 'not-basketball' {
  if (kit.game !== 'basketball') return 'not-basketball';
  const addable = addableNbaTextTypes(kit);
  if (addable.length === 0) return 'complete';
  if (wanted === undefined) return addable[0]!;
  const type = NBA_TEXT_TYPES.find((t) => t === wanted);
  if (type === undefined) return addable[0]!;
  return addable.includes(type) ? type : 'exists';
}

export function addLayer(kit: Kit, stack: StackName, kind: LayerKind, spec: NewLayer = {}): EditResult {
  if (SINGLE_KINDS.has(kind)) {
    const exists = allLayers(kit).some((layer) => layer.n === kind);
    if (exists) return refused(kind === 'custom_collar' ? 'customCollarExists' : 'notDuplicable');
  }
  // Material effects do not exist in fm (spec §6), whoever asks.
  if (kind === 'mat' && kit.game === 'fm') return refused('notInGame');
  if (spec.user !== undefined) {
    if (kind === 'custom_pattern' && !canUseCustomPattern(spec.user)) return refused('plusOnly');
    if (kind === 'mat' && !canUseMat(spec.user, kit.game)) return refused('plusOnly');
  }
  let type = spec.type;
  if (kind === 'nba_text') {
    const resolved = nbaTextType(kit, spec.type);
    if (resolved === 'not-basketball') return refused('printingBasketballOnly');
    if (resolved === 'complete') return refused('printingComplete');
    if (resolved === 'exists') return refused('printingTypeExists');
    type = resolved;
  }
  const area = stack === 'extra' ? undefined : stack;
  let layer: Layer = defaultLayer(kind, { game: kit.game, type, area, uuid: spec.uuid ?? newLayerId() });
  if (!OWN_COLOURS.has(kind)) {
    const palette = newLayerColors(kit, stack, layer.c.length);
    if (palette !== null) layer = { ...layer, c: palette };
  }
  for (const [path, value] of Object.entries(spec.fields ?? {})) {
    const update = updateLayerField(layer, path, value, { game: kit.game, stack, stackLayers: [] });
    if (!update.ok) return refused(update.code);
    layer = update.layer;
  }
  if (spec.assetColors !== undefined) {
    const colored = withAssetColors(layer, spec.assetColors);
    if (colored === null) return refused('invalidValue');
    layer = colored;
  }
  const layers = [...kit.layers[stack]];
  layers.splice(insertionIndex(layers), 0, layer);
  return applied(withStack(kit, stack, layers), 'add layer');
}

/** A copy with a fresh id, placed right above the original. */
export function duplicateLayer(kit: Kit, uuid: LayerId, copyId: LayerId = newLayerId()): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  // Each printing type exists once, like the single kinds; a group holding one cannot be copied either.
  const copied = place.layer.n === 'group' ? [place.layer, ...place.layer.layers] : [place.layer];
  if (copied.some((layer) => SINGLE_KINDS.has(layer.n) || layer.n === 'nba_text'))
    return refused('notDuplicable');
  const copy = structuredClone(place.layer);
  copy.uuid = copyId;
  // A group's members get fresh ids too, and masks inside the group follow their copies.
  if (copy.n === 'group') {
    const renamed = new Map(copy.layers.map((inner) => [inner.uuid, newLayerId()] as const));
    for (const inner of copy.layers) {
      inner.uuid = renamed.get(inner.uuid)!;
      if (inner.mask !== null) inner.mask = renamed.get(inner.mask) ?? inner.mask;
    }
  }
  const layers = [...siblingsOf(kit, place)];
  layers.splice(place.index + 1, 0, copy);
  return applied(withSiblings(kit, place, layers), 'add layer');
}

/** Removal is refused for base, template, armband and any layer that masks another. */
export function removeLayer(kit: Kit, uuid: LayerId): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  if (isMaskInUse(kit, uuid)) return refused('maskInUse');
  if (!allowedEdits(place.layer, { game: kit.game }).remove) return refused('notRemovable');
  const layers = siblingsOf(kit, place).filter((layer) => layer.uuid !== uuid);
  // A group whose last member goes would draw nothing: it goes too.
  if (place.group && layers.length === 0) {
    const stack = kit.layers[place.stack].filter((layer) => layer !== place.group!.layer);
    return applied(withStack(kit, place.stack, stack), 'remove layer');
  }
  return applied(withSiblings(kit, place, layers), 'remove layer');
}
