import type { Kit, KitLayers } from '../model/kit.ts';
import type { LayerId } from '../model/basics.ts';
import type { Layer } from '../model/layers.ts';

/**
 * Finding and replacing layers without mutating the kit. Every helper returns a new kit that
 * shares every untouched stack and layer with the old one, which is what keeps undo snapshots
 * cheap. Operations address layers of the four top-level stacks by uuid; layers inside a group
 * are edited through their group.
 */

export type StackName = keyof KitLayers;
export const STACK_NAMES: readonly StackName[] = ['shirt', 'shorts', 'socks', 'extra'];

export interface LayerPlace {
  readonly stack: StackName;
  readonly index: number;
  readonly layer: Layer;
}

export function findLayer(kit: Kit, uuid: LayerId): LayerPlace | undefined {
  for (const stack of STACK_NAMES) {
    const index = kit.layers[stack].findIndex((layer) => layer.uuid === uuid);
    const layer = kit.layers[stack][index];
    if (layer !== undefined) return { stack, index, layer };
  }
  return undefined;
}

export function withStack(kit: Kit, stack: StackName, layers: Layer[]): Kit {
  return { ...kit, layers: { ...kit.layers, [stack]: layers } };
}

export function withLayer(kit: Kit, place: LayerPlace, layer: Layer): Kit {
  const layers = [...kit.layers[place.stack]];
  layers[place.index] = layer;
  return withStack(kit, place.stack, layers);
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
