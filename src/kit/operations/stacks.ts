import type { Kit, KitLayers } from '../model/kit.ts';
import type { LayerId } from '../model/basics.ts';
import type { GroupLayer, Layer } from '../model/layers.ts';

/**
 * Finding and replacing layers without mutating the kit. Every helper returns a new kit that
 * shares every untouched stack and layer with the old one, which is what keeps undo snapshots
 * cheap. Operations address layers by uuid, a group's members included: a member's place names
 * its group, and writing the member writes a new group around it (groups do not nest, so one
 * level is all there is). An edit of a member is therefore the same operation, history step and
 * undo as an edit of a loose layer.
 */

export type StackName = keyof KitLayers;
export const STACK_NAMES: readonly StackName[] = ['shirt', 'shorts', 'socks', 'extra'];

/** Where a group sits in its stack: the place of a member's group. */
export interface GroupPlace {
  readonly index: number;
  readonly layer: GroupLayer;
}

export interface LayerPlace {
  readonly stack: StackName;
  /** The layer's index among its siblings: in the stack, or in its group's members. */
  readonly index: number;
  readonly layer: Layer;
  /** Set for a group's member. */
  readonly group?: GroupPlace;
}

export function findLayer(kit: Kit, uuid: LayerId): LayerPlace | undefined {
  for (const stack of STACK_NAMES) {
    const layers = kit.layers[stack];
    for (let index = 0; index < layers.length; index++) {
      const layer = layers[index]!;
      if (layer.uuid === uuid) return { stack, index, layer };
      if (layer.n !== 'group') continue;
      const inner = layer.layers.findIndex((member) => member.uuid === uuid);
      if (inner >= 0) return { stack, index: inner, layer: layer.layers[inner]!, group: { index, layer } };
    }
  }
  return undefined;
}

export function withStack(kit: Kit, stack: StackName, layers: Layer[]): Kit {
  return { ...kit, layers: { ...kit.layers, [stack]: layers } };
}

/** The list a layer lives in: its stack, or its group's members. */
export function siblingsOf(kit: Kit, place: LayerPlace): readonly Layer[] {
  return place.group ? place.group.layer.layers : kit.layers[place.stack];
}

/** Replaces the list a layer lives in (see siblingsOf). A member list must hold no group. */
export function withSiblings(kit: Kit, place: LayerPlace, layers: Layer[]): Kit {
  if (!place.group) return withStack(kit, place.stack, layers);
  const members = layers.filter((layer): layer is GroupLayer['layers'][number] => layer.n !== 'group');
  const stack = [...kit.layers[place.stack]];
  stack[place.group.index] = { ...place.group.layer, layers: members };
  return withStack(kit, place.stack, stack);
}

export function withLayer(kit: Kit, place: LayerPlace, layer: Layer): Kit {
  const layers = [...siblingsOf(kit, place)];
  layers[place.index] = layer;
  return withSiblings(kit, place, layers);
}

/**
 * A stack with its groups' members after each group: what edit rules look at to know whether a
 * layer serves as another's mask (a member may mask a loose layer and the other way round).
 */
export function stackWithMembers(kit: Kit, stack: StackName): Layer[] {
  return kit.layers[stack].flatMap((layer) => (layer.n === 'group' ? [layer, ...layer.layers] : [layer]));
}

/** Applies `update` to every layer (including those in groups) and keeps untouched ones shared. */
export function mapAllLayers(kit: Kit, update: (layer: Layer) => Layer): Kit {
  let changed = false;
  const next = { ...kit.layers };
  for (const stack of STACK_NAMES) {
    const mapped = mapLayers(kit.layers[stack], update);
    if (mapped !== kit.layers[stack]) {
      next[stack] = mapped;
      changed = true;
    }
  }
  return changed ? { ...kit, layers: next } : kit;
}

function mapLayers<L extends Layer>(layers: L[], update: (layer: Layer) => Layer): L[] {
  let changed = false;
  const out = layers.map((layer) => {
    let next = update(layer);
    if (next.n === 'group') {
      const inner = mapLayers(next.layers, update);
      if (inner !== next.layers) next = { ...next, layers: inner };
    }
    if (next !== layer) changed = true;
    return next as L;
  });
  return changed ? out : layers;
}

/**
 * True when a layer other than `layer` itself and its group members uses it (or, for a group, one
 * of its members) as a mask: such a layer cannot be removed.
 */
export function isMaskInUse(kit: Kit, uuid: LayerId): boolean {
  const place = findLayer(kit, uuid);
  const removed = new Set<LayerId>([uuid]);
  if (place?.layer.n === 'group') for (const inner of place.layer.layers) removed.add(inner.uuid);
  return allLayers(kit).some(
    (layer) => !removed.has(layer.uuid) && layer.mask !== null && removed.has(layer.mask),
  );
}

/** The layers of every stack, groups included, in stack order. */
export function allLayers(kit: Kit): Layer[] {
  const out: Layer[] = [];
  const visit = (layers: readonly Layer[]) => {
    for (const layer of layers) {
      out.push(layer);
      if (layer.n === 'group') visit(layer.layers);
    }
  };
  for (const stack of STACK_NAMES) visit(kit.layers[stack]);
  return out;
}
