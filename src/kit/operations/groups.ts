import { defaultLayer } from '../defaults/layers.ts';
import { newLayerId } from '../ids.ts';
import type { Kit } from '../model/kit.ts';
import type { LayerId } from '../model/basics.ts';
import type { GroupLayer, Layer, LayerKind } from '../model/layers.ts';
import { SINGLE_KINDS } from './layers.ts';
import { applied, refused, type EditResult } from './result.ts';
import { findLayer, withStack, type LayerPlace } from './stacks.ts';

/**
 * Groups (spec document 1 §3 "group"): layers of one area folded into one layer whose own
 * settings (opacity, blend mode, hue/saturation, mask, mirror rules, display flags) act on their
 * composite. Groups do not nest, and the layers that come with the template or exist once per kit
 * stay out of them: their place in the stack is fixed by the template (base, template, armband) or
 * they replace the template's masks (custom collar) or are the player printing.
 */
const NOT_GROUPABLE: ReadonlySet<LayerKind> = new Set<LayerKind>([...SINGLE_KINDS, 'group']);

/** Whether a layer may go into a group (the UI offers Group only for these). */
export function canGroup(layer: Layer): boolean {
  return !NOT_GROUPABLE.has(layer.n);
}

/**
 * Folds `uuids` (at least two layers of one stack) into a new group that takes the place of the
 * topmost of them; the members keep their order, ids and masks. One 'move layer' step.
 */
export function groupLayers(
  kit: Kit,
  uuids: readonly LayerId[],
  groupId: LayerId = newLayerId(),
): EditResult {
  const places: LayerPlace[] = [];
  for (const uuid of new Set(uuids)) {
    const place = findLayer(kit, uuid);
    if (place === undefined) return refused('layerNotFound');
    places.push(place);
  }
  if (places.length < 2) return refused('groupNeedsTwo');
  const stack = places[0]!.stack;
  if (places.some((place) => place.stack !== stack)) return refused('groupOneArea');
  // A member of another group would nest groups: take it out of its group first.
  if (places.some((place) => place.group !== undefined || !canGroup(place.layer)))
    return refused('notGroupable');
  places.sort((a, b) => a.index - b.index);
  const members = places.map((place) => place.layer as Exclude<Layer, GroupLayer>);
  const group: GroupLayer = {
    ...(defaultLayer('group', { game: kit.game, uuid: groupId }) as GroupLayer),
    layers: members,
  };
  const top = places[places.length - 1]!.index;
  const picked = new Set(members.map((layer) => layer.uuid));
  const layers: Layer[] = [];
  kit.layers[stack].forEach((layer, index) => {
    if (index === top) layers.push(group);
    else if (!picked.has(layer.uuid)) layers.push(layer);
  });
  return applied(withStack(kit, stack, layers), 'move layer');
}
