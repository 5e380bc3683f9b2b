/**
 * The group kind: a folder of layers composed together, then blended into the area as one (spec
 * §3, kit model GroupLayer). Its common settings (opacity, blend mode, hue/saturation, display
 * flags, mask, mirror and copy rules) act on the children's composite as a whole: two overlapping
 * children at 50 % group opacity show the top child at 50 %, never a darker overlap.
 *
 * The engine composes the children alone into a target of the area's size (PassContext
 * `composeLayers`, re-run only when a child changes), and this pass samples it like an image. A
 * group whose settings are all neutral gives the same pixels drawn as its children in place, which
 * is cheaper (no target, children merge and cache like any layer), so such groups are flattened.
 * So are groups whose children use masks or serve as one: masks are resolved over the area's stack.
 */
import groupFrag from '../../../shaders/layers/group.frag';
import type { CommonLayer } from '../layer-common.ts';
import { defineLayerPass, type LayerData } from './contract.ts';

interface GroupLike extends CommonLayer {
  layers?: readonly CommonLayer[];
}

const childrenOf = (group: CommonLayer): readonly CommonLayer[] => {
  const layers = (group as GroupLike).layers;
  return Array.isArray(layers) ? layers : [];
};

/** The children as drawn inside the group: the group's `disabled` hides them all. */
function drawnChildren(group: CommonLayer): CommonLayer[] {
  return childrenOf(group).map((child) => ({
    ...child,
    disabled: group.disabled === true || child.disabled === true,
  }));
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Whether the group's own settings change how its children's composite lands on the area. */
function actsAsWhole(group: CommonLayer): boolean {
  const display = group.display ?? {};
  return (
    (finite(group.opacity) && group.opacity < 100) ||
    (group.blendMode !== undefined && group.blendMode !== 'Normal') ||
    (finite(group.hue) && group.hue !== 0) ||
    (finite(group.saturation) && group.saturation !== 0) ||
    (typeof group.mask === 'string' && group.mask !== '') ||
    group.mirror === true ||
    group.mirror_center === true ||
    group.mirror_on_back === true ||
    group.copy_center === true ||
    display.front === false ||
    display.back === false ||
    display.sleeves === false
  );
}

/**
 * Every group replaced by its children in place, each child's opacity scaled by the group's: the
 * layers one by one, for callers that ask per layer (picking) rather than for the composite.
 */
export function flattenGroups(layers: readonly CommonLayer[]): CommonLayer[] {
  return layers.flatMap((layer): CommonLayer[] => {
    if (layer.n !== 'group') return [layer];
    const opacity = finite(layer.opacity) ? layer.opacity : 100;
    return drawnChildren(layer).map((child) => ({
      ...child,
      opacity: ((finite(child.opacity) ? child.opacity : 100) * opacity) / 100,
    }));
  });
}

/**
 * The stack as the engine composes it: groups that act as a whole stay one layer (drawn by the
 * group pass), the others are replaced by their children in place.
 */
export function composedGroups(layers: readonly CommonLayer[]): CommonLayer[] {
  const masks = new Set(flattenGroups(layers).flatMap((l) => (l.mask ? [l.mask] : [])));
  return layers.flatMap((layer): CommonLayer[] => {
    if (layer.n !== 'group') return [layer];
    const children = childrenOf(layer);
    const maskBound = children.some((c) => c.mask || (c.uuid !== undefined && masks.has(c.uuid)));
    if (!actsAsWhole(layer) || maskBound) return flattenGroups([layer]);
    // The group shows its children wherever they draw: a child mapped onto the collar keeps it.
    const collar = children.some((c) => c.collar_mapping === true);
    return [{ ...layer, collar_mapping: layer.collar_mapping === true || collar }];
  });
}

export const groupPass = defineLayerPass<CommonLayer>({
  kind: 'group',
  fragment: groupFrag,
  defines: () => ({}),
  uniforms: () => ({ uGroup: null }),
  textures: async (layer, ctx) => {
    if (!ctx.composeLayers) throw new Error('this engine cannot compose a group');
    const id = `${layer.uuid ?? 'group'}`;
    return {
      uGroup: await ctx.composeLayers(drawnChildren({ ...layer, disabled: false }) as LayerData[], id),
    };
  },
  // Recomposed only when a child changes: the group's own sliders re-blend the same composite.
  textureKey: (layer) => JSON.stringify(childrenOf(layer)),
  cost: 'heavy',
});
