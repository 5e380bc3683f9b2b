import type { Kit } from '../model/kit.ts';
import type { LayerId } from '../model/basics.ts';
import type { Layer } from '../model/layers.ts';
import { allowedEdits } from '../rules/edits.ts';
import { moveLayerTo } from './order.ts';
import { applied, refused, type EditResult } from './result.ts';
import { findLayer, withLayer } from './stacks.ts';

/**
 * Masking one layer by another of the same stack ('edit layer'). A mask only shapes layers drawn
 * after it, so a layer set below its new mask moves to just above it, and both changes are one
 * undo step.
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
  const layers = kit.layers[place.stack];
  const maskIndex = layers.findIndex((layer) => layer.uuid === maskUuid);
  const maskLayer = layers[maskIndex];
  if (maskLayer === undefined || maskUuid === uuid || masksLeadTo(layers, maskLayer, uuid)) {
    return refused('maskNotUsable');
  }
  if (place.layer.mask === maskUuid) return applied(kit, 'edit layer');
  const masked = withLayer(kit, place, { ...place.layer, mask: maskUuid });
  if (place.index > maskIndex) return applied(masked, 'edit layer');
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
