import { LAYER_NAME_MAX } from '../model/field-ranges.ts';
import type { Kit } from '../model/kit.ts';
import type { LayerId } from '../model/basics.ts';
import type { Layer } from '../model/layers.ts';
import { allowedEdits } from '../rules/edits.ts';
import { applied, refused, type EditResult } from './result.ts';
import { findLayer, withLayer } from './stacks.ts';

/** Hiding, showing and renaming a layer. */

/**
 * Hide or show ('toggle layer visibility'). The first layer of a stack is the garment's base
 * colour and the armband is switched through its own display setting, so neither toggles here.
 */
export function toggleLayerVisibility(kit: Kit, uuid: LayerId): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  if (!canToggleVisibility(place.layer, place.index, place.group !== undefined))
    return refused('notHideable');
  return applied(
    withLayer(kit, place, { ...place.layer, disabled: !place.layer.disabled }),
    'toggle layer visibility',
  );
}

/** Whether the visibility toggle is offered for this layer (`member`: inside a group, never a base). */
export function canToggleVisibility(layer: Layer, index: number, member = false): boolean {
  return (member || index !== 0) && layer.n !== 'armband';
}

/** Sets the custom name ('edit layer'); '' clears it. At most 30 characters, like the name field. */
export function renameLayer(kit: Kit, uuid: LayerId, cname: string): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  if (!allowedEdits(place.layer, { game: kit.game }).rename) return refused('notRenamable');
  if (cname.length > LAYER_NAME_MAX) return refused('nameTooLong');
  if (cname === place.layer.cname) return applied(kit, 'edit layer');
  return applied(withLayer(kit, place, { ...place.layer, cname }), 'edit layer');
}
