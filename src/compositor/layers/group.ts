/**
 * The group kind: a folder of layers composed together, then blended into the area as one (spec
 * §3, kit model GroupLayer). Its common settings (opacity, blend mode, hue/saturation, display
 * flags, mask, mirror and copy rules) act on the children's composite as a whole: two overlapping
 * children at 50 % group opacity show the top child at 50 %, never a darker overlap.
 *
 * The engine composes the children alone into a target of the area's size (PassContext
 * `composeLayers`, re-run only when a child or a mask a child uses changes), and this pass samples
 * it like an image. A group whose settings are all neutral gives the same pixels drawn as its
 * children in place, which is cheaper (no target, children merge and cache like any layer), so
 * such groups are flattened.
 *
 * Masks work across the group's edge both ways. Children masked by any layer of the stack are
 * composed with that mask: the group carries the mask layers (`childMasks`), so editing one
 * changes the group's key and recomposes it, and the engine redraws those masks before composing.
 * A layer masked by a child of a composed group carries that child (`maskSource`), so editing the
 * child redraws the masked layer too, not just the group.
 *
 * The ORM and normal maps (area-detail.ts) see the children of a composed group one by one,
 * through the group's coverage rules: GROUP_COVERAGE makes this pass read an R8 coverage target
 * instead of the premultiplied composite.
 */
import groupFrag from '../../../shaders/layers/group.frag';
import type { CommonLayer } from '../layer-common.ts';
import { defineLayerPass, type LayerData } from './contract.ts';

interface GroupLike extends CommonLayer {
  layers?: readonly CommonLayer[];
}

/** Fields composedGroups adds for the engine; never part of a document. */
export interface ComposedLayer extends CommonLayer {
  /** On a composed group: the layers its children use as masks, as drawn for a mask. */
  childMasks?: readonly CommonLayer[];
  /** On a layer masked by a child of a composed group: that child, as drawn for a mask. */
  maskSource?: CommonLayer;
}

const childrenOf = (group: CommonLayer): readonly CommonLayer[] => {
  const layers = (group as GroupLike).layers;
  return Array.isArray(layers) ? layers : [];
};

/** The children as drawn inside the group: the group's `disabled` hides them all. */
export function groupChildren(group: CommonLayer): CommonLayer[] {
  return childrenOf(group).map((child) => ({
    ...child,
    disabled: group.disabled === true || child.disabled === true,
  }));
}

/** The stack with each group followed by its children (as drawn): where masks are looked up. */
export function withGroupChildren(layers: readonly CommonLayer[]): CommonLayer[] {
  return layers.flatMap((l) => (l.n === 'group' ? [l, ...groupChildren(l)] : [l]));
}

/**
 * A layer as it is drawn when it serves as a mask: its coverage only, so its own mask and its
 * `disabled` do not matter (a hidden layer still masks, spec §4), nor the engine's fields. Its
 * JSON is the mask's key: the same whichever copy of the layer it is made from.
 */
export function maskCoverageLayer(layer: CommonLayer): CommonLayer {
  const { maskSource: _source, childMasks: _masks, ...rest } = layer as ComposedLayer;
  return { ...rest, mask: null, disabled: false };
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
    return groupChildren(layer).map((child) => ({
      ...child,
      opacity: ((finite(child.opacity) ? child.opacity : 100) * opacity) / 100,
    }));
  });
}

/**
 * The stack as the engine composes it: groups that act as a whole stay one layer (drawn by the
 * group pass), the others are replaced by their children in place. Composed groups carry the mask
 * layers their children use, and layers masked by a child of a composed group carry that child
 * (see the file comment): a mask edit then changes the key of every layer drawn through it.
 */
export function composedGroups(layers: readonly CommonLayer[]): ComposedLayer[] {
  const stack = layers.flatMap((layer): CommonLayer[] => {
    if (layer.n !== 'group') return [layer];
    if (!actsAsWhole(layer)) return flattenGroups([layer]);
    // The group shows its children wherever they draw: a child mapped onto the collar keeps it.
    const collar = childrenOf(layer).some((c) => c.collar_mapping === true);
    return [{ ...layer, collar_mapping: layer.collar_mapping === true || collar }];
  });
  const sources = new Map<string, CommonLayer>();
  for (const l of withGroupChildren(stack)) if (l.uuid && !sources.has(l.uuid)) sources.set(l.uuid, l);
  const maskOf = (uuid: string) => {
    const source = sources.get(uuid);
    return source ? [maskCoverageLayer(source)] : [];
  };
  const topLevel = new Set(stack.map((l) => l.uuid));
  return stack.map((layer): ComposedLayer => {
    if (layer.n === 'group') {
      const used = new Set(groupChildren(layer).flatMap((c) => (!c.disabled && c.mask ? [c.mask] : [])));
      const childMasks = [...used].flatMap(maskOf);
      return childMasks.length ? { ...layer, childMasks } : layer;
    }
    if (!layer.mask || topLevel.has(layer.mask)) return layer;
    const [maskSource] = maskOf(layer.mask);
    return maskSource ? { ...layer, maskSource } : layer;
  });
}

export const groupPass = defineLayerPass<ComposedLayer>({
  kind: 'group',
  fragment: groupFrag,
  defines: () => ({}),
  uniforms: () => ({ uGroup: null }),
  textures: async (layer, ctx) => {
    if (!ctx.composeLayers) throw new Error('this engine cannot compose a group');
    const id = `${layer.uuid ?? 'group'}`;
    const children = groupChildren({ ...layer, disabled: false });
    // Mask layers outside the group go along, not drawn (disabled), for the engine to draw the
    // masks from before it composes the children.
    const inside = new Set(children.map((c) => c.uuid));
    const masks = (layer.childMasks ?? []).flatMap((m) =>
      inside.has(m.uuid) ? [] : [{ ...m, disabled: true }],
    );
    return { uGroup: await ctx.composeLayers([...children, ...masks] as LayerData[], id) };
  },
  // Recomposed only when a child or a mask layer a child uses changes: the group's own sliders
  // re-blend the same composite.
  textureKey: (layer) => JSON.stringify([childrenOf(layer), layer.childMasks ?? []]),
  cost: 'heavy',
});
