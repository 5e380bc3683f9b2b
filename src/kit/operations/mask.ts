import type { Kit } from '../model/kit.ts';
import type { LayerId } from '../model/basics.ts';
import type { Layer } from '../model/layers.ts';
import { allowedEdits } from '../rules/edits.ts';
import { moveLayerTo } from './order.ts';
import { applied, refused, type EditResult } from './result.ts';
import { findLayer, siblingsOf, stackWithMembers, withLayer } from './stacks.ts';

/**
 * Masking one layer by another of the same stack ('edit layer'). A mask only shapes layers drawn
 * after it, so a layer set below its new mask moves to just above it, and both changes are one
 * undo step. A group's member may be masked by another member (the same rule inside the group) or
 * by a loose layer below its group.
 */

/** True when following masks from `from` reaches `target`: masking would then form a loop. */
function masksLeadTo(layers: readonly Layer[], from: Layer, target: LayerId): boolean {
  const seen = new Set<LayerId>();
  let current: Layer | undefined = from;
  while (current !== undefined && current.mask !== null && !seen.has(current.uuid)) {
    if (current.mask === target) return true;
    seen.add(current.uuid);
    const maskId: LayerId = current.mask;
    current = layers.find((layer) => layer.uuid === maskId);
  }
  return false;
}

export function setMask(kit: Kit, uuid: LayerId, maskUuid: LayerId): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  if (!allowedEdits(place.layer, { game: kit.game }).mask) return refused('notMaskable');
  const layers = siblingsOf(kit, place);
  const maskIndex = layers.findIndex((layer) => layer.uuid === maskUuid);
  const outside = place.group ? kit.layers[place.stack].findIndex((layer) => layer.uuid === maskUuid) : -1;
  const maskLayer = layers[maskIndex] ?? kit.layers[place.stack][outside];
  if (
    maskLayer === undefined ||
    maskUuid === uuid ||
    masksLeadTo(stackWithMembers(kit, place.stack), maskLayer, uuid) ||
    // A loose mask must lie below the group; the group itself would mask its own composite.
    (outside >= 0 && outside >= place.group!.index)
  ) {
    return refused('maskNotUsable');
  }
  if (place.layer.mask === maskUuid) return applied(kit, 'edit layer');
  const masked = withLayer(kit, place, { ...place.layer, mask: maskUuid });
  if (maskIndex < 0 || place.index > maskIndex) return applied(masked, 'edit layer');
  // Removing the layer from below shifts the mask down by one: "just above" is the mask's old index.
  const move = moveLayerTo(masked, uuid, maskIndex);
  if (!move.ok) return refused('positionNotAllowed');
  return applied(move.kit, 'edit layer');
}

export function clearMask(kit: Kit, uuid: LayerId): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  if (place.layer.mask === null) return applied(kit, 'edit layer');
  return applied(withLayer(kit, place, { ...place.layer, mask: null }), 'edit layer');
}
