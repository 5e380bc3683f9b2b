import type { Kit } from '../model/kit.ts';
import type { LayerId } from '../model/basics.ts';
import { updateLayerField, type FieldValue } from './fields.ts';
import { applied, refused, type EditResult } from './result.ts';
import { findLayer, stackWithMembers, withLayer } from './stacks.ts';

/**
 * One change to one layer setting ('edit layer'). A slider drag calls this for every live value
 * between the history's begin and commit marks, so the whole drag is still one undo step.
 */
export function editLayer(kit: Kit, uuid: LayerId, path: string, value: FieldValue): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  const update = updateLayerField(place.layer, path, value, {
    game: kit.game,
    stack: place.stack,
    stackLayers: stackWithMembers(kit, place.stack),
  });
  if (!update.ok) return refused(update.code);
  if (update.layer === place.layer) return applied(kit, 'edit layer');
  return applied(withLayer(kit, place, update.layer), 'edit layer');
}
