/**
 * The group kind: a folder of layers. The compositor draws a group as its children in place
 * (the group's `disabled` hides them all, its opacity scales theirs), so a group costs no pass of
 * its own and its children still merge and cache like any other layers. A group's opacity is
 * applied per child: exact where children do not overlap, which is how groups are used on kits.
 */
import type { CommonLayer } from '../layer-common.ts';

interface GroupLike extends CommonLayer {
  layers?: readonly CommonLayer[];
}

export function flattenGroups(layers: readonly CommonLayer[]): CommonLayer[] {
  return layers.flatMap((layer): CommonLayer[] => {
    if (layer.n !== 'group') return [layer];
    const group = layer as GroupLike;
    const opacity = typeof group.opacity === 'number' ? group.opacity : 100;
    return (Array.isArray(group.layers) ? group.layers : []).map((child) => ({
      ...child,
      disabled: group.disabled === true || child.disabled === true,
      opacity: ((typeof child.opacity === 'number' ? child.opacity : 100) * opacity) / 100,
    }));
  });
}
