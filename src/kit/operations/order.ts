import type { Kit } from '../model/kit.ts';
import type { LayerId } from '../model/basics.ts';
import type { Layer } from '../model/layers.ts';
import { allowedEdits } from '../rules/edits.ts';
import { applied, refused, type EditResult } from './result.ts';
import { findLayer, siblingsOf, withSiblings, withStack, type LayerPlace } from './stacks.ts';

/**
 * Reordering layers ('move layer'). Base and armband layers stay where they are; a position is
 * allowed when moving there leaves every such fixed layer at its own index, which keeps custom
 * layers above the base colours. Stacks are bottom first: "up" means a higher index. A group's
 * member moves among the group's members (indices are then in the group), and leaves the group
 * with moveOutOfGroup.
 */

export interface MoveContext {
  /** A layer's settings are open: the editor turns moving off meanwhile (spec §5). */
  hasActiveLayer?: boolean;
}

function moved(layers: readonly Layer[], from: number, to: number): Layer[] {
  const out = [...layers];
  const [layer] = out.splice(from, 1);
  out.splice(to, 0, layer!);
  return out;
}

function isFixed(kit: Kit, layer: Layer): boolean {
  return !allowedEdits(layer, { game: kit.game }).move;
}

function keepsFixedLayers(kit: Kit, before: readonly Layer[], after: readonly Layer[]): boolean {
  return before.every((layer, i) => !isFixed(kit, layer) || after[i] === layer);
}

function movable(kit: Kit, uuid: LayerId, context: MoveContext): LayerPlace | EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  const rules = allowedEdits(place.layer, {
    game: kit.game,
    hasActiveLayer: context.hasActiveLayer === true,
  });
  if (!rules.move) return refused('notMovable');
  return place;
}

/** Every index the layer may be dropped at (its own included). */
export function allowedPositions(kit: Kit, uuid: LayerId, context: MoveContext = {}): number[] {
  const place = movable(kit, uuid, context);
  if ('ok' in place) return [];
  const layers = siblingsOf(kit, place);
  return layers
    .map((_, to) => to)
    .filter((to) => keepsFixedLayers(kit, layers, moved(layers, place.index, to)));
}

export function moveLayerTo(kit: Kit, uuid: LayerId, to: number, context: MoveContext = {}): EditResult {
  const place = movable(kit, uuid, context);
  if ('ok' in place) return place;
  const layers = siblingsOf(kit, place);
  if (!Number.isInteger(to) || to < 0 || to >= layers.length) return refused('positionNotAllowed');
  if (to === place.index) return applied(kit, 'move layer');
  const next = moved(layers, place.index, to);
  if (!keepsFixedLayers(kit, layers, next)) return refused('positionNotAllowed');
  return applied(withSiblings(kit, place, next), 'move layer');
}

export function moveLayerUp(kit: Kit, uuid: LayerId, context: MoveContext = {}): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  return moveLayerTo(kit, uuid, place.index + 1, context);
}

export function moveLayerDown(kit: Kit, uuid: LayerId, context: MoveContext = {}): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  return moveLayerTo(kit, uuid, place.index - 1, context);
}

/**
 * Takes a group's member out of its group ('move layer', one step). Without `onto` it goes right
 * above the group, or right below when it is the group's bottom member, so it stays as near its
 * old place in the look as the stack allows. With `onto` (the index of a row of the stack, as a
 * drop in the layer list names it) it takes that row's place the way a drag does: above a row
 * above the group, below a row below it. A group left empty goes with it: it would draw nothing.
 */
export function moveOutOfGroup(
  kit: Kit,
  uuid: LayerId,
  context: MoveContext = {},
  onto?: number,
): EditResult {
  const place = movable(kit, uuid, context);
  if ('ok' in place) return place;
  if (!place.group) return refused('notInGroup');
  const group = place.group.layer;
  const members = group.layers.filter((layer) => layer.uuid !== uuid);
  const stack = [...kit.layers[place.stack]];
  const rest = members.length > 0 ? [{ ...group, layers: members }] : [];
  const below = place.index === 0 && members.length > 0 && onto === undefined;
  stack.splice(place.group.index, 1, ...(below ? [place.layer, ...rest] : [...rest, place.layer]));
  const out = withStack(kit, place.stack, stack);
  if (onto === undefined) return applied(out, 'move layer');
  if (!Number.isInteger(onto) || onto < 0 || onto >= kit.layers[place.stack].length)
    return refused('positionNotAllowed');
  // Rows above the group moved up by one when the member landed above it (unless it vanished).
  const g = place.group.index;
  const to = rest.length === 0 ? onto : onto > g ? onto + 1 : onto < g ? onto : g + 1;
  const moved = moveLayerTo(out, uuid, to, context);
  return moved.ok ? applied(moved.kit, 'move layer') : moved;
}
