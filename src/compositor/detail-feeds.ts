/**
 * What feeds an area's ORM and normal maps (area-detail.ts), worked out from the layers alone: the
 * layers and composed groups' children that have their own shininess or 3D detail, and a key of
 * everything the map's pixels depend on, so a map is redrawn only when its key changes or a mask
 * it reads was redrawn. No GL here: the maps' drawing stays in area-detail.ts.
 */
import { hasDetail3D, layerFlags, type CommonLayer } from './layer-common.ts';
import { groupChildren } from './layers/group.ts';
import { matSurfaceLayer } from './layers/mat-surface.ts';

/** A layer feeding the normal map; `group` when it is a child of a group composed as one. */
export interface DetailSource {
  layer: CommonLayer;
  group?: CommonLayer;
}

/** What feeds the ORM map: a layer with its own shininess, or a group's children that have one. */
export type OrmSource = { layer: CommonLayer } | { group: CommonLayer; children: CommonLayer[] };

/** One map's feed: its sources, its key, and whether a mask one of them reads was redrawn. */
export interface MapFeed<S> {
  sources: S[];
  key: string;
  masksChanged: boolean;
}

/** The kit-level values the maps depend on besides the layers. */
interface FeedKit {
  shininess: number;
  metalness: number;
  hideTemplateDetails: boolean;
}

/** uFlags bits of the rules that read a layer at another point than its own (mirror, copy). */
const MOVING_RULES = 1 | 2 | 4 | 8;

/** Whether the group's mirror or copy rules read its input away from the texel being drawn. */
export const movesTexels = (group: CommonLayer) => (layerFlags(group) & MOVING_RULES) !== 0;

/** A group's own settings, without its children: what its rules do to a child's coverage. */
const groupRules = (group: CommonLayer) => ({ ...group, layers: undefined, childMasks: undefined });

/** The drawn children of a composed group that pass `wanted`, as the detail passes see them. */
function childrenWith(group: CommonLayer, wanted: (l: CommonLayer) => boolean): CommonLayer[] {
  if (group.n !== 'group') return [];
  return groupChildren(group)
    .filter((c) => c.disabled !== true)
    .map(matSurfaceLayer)
    .filter(wanted);
}

/** The drawn layers; a material effect counts as custom shininess and 3D detail (layers/mat-surface.ts). */
const drawn = (layers: readonly CommonLayer[]) =>
  layers.filter((l) => l.disabled !== true).map(matSurfaceLayer);

/** A mask redrawn in this change shows in the key of the layers reading it. */
function maskReader(changedMasks: ReadonlySet<string>) {
  const changed = (l: CommonLayer) => Boolean(l.mask && changedMasks.has(l.mask));
  return { changed, key: (l: CommonLayer) => (changed(l) ? `~${l.mask}` : '') };
}

export function ormFeed(
  layers: readonly CommonLayer[],
  kit: FeedKit,
  hasRoughness: boolean,
  changedMasks: ReadonlySet<string>,
): MapFeed<OrmSource> {
  const shiny = (l: CommonLayer) => l.hasCustomShininess === true;
  const sources: OrmSource[] = hasRoughness
    ? drawn(layers).flatMap((l) => {
        const own: OrmSource[] = shiny(l) ? [{ layer: l }] : [];
        const children = childrenWith(l, shiny);
        return children.length ? [...own, { group: l, children }] : own;
      })
    : [];
  const fed = sources.flatMap((s) => ('layer' in s ? [s.layer] : [s.group, ...s.children]));
  const masks = maskReader(changedMasks);
  const key = JSON.stringify([
    kit.shininess,
    kit.metalness,
    sources.map((s) => ('layer' in s ? s.layer : [groupRules(s.group), s.children])),
    fed.map(masks.key),
  ]);
  return { sources, key, masksChanged: fed.some(masks.changed) };
}

/** `foldsId`: the template folds texture's identity (the normal map combines it). */
export function normalFeed(
  layers: readonly CommonLayer[],
  kit: FeedKit,
  foldsId: string,
  changedMasks: ReadonlySet<string>,
): MapFeed<DetailSource> {
  const sources = drawn(layers).flatMap((l): DetailSource[] => {
    const own = hasDetail3D(l) ? [{ layer: l }] : [];
    return [...own, ...childrenWith(l, hasDetail3D).map((c) => ({ layer: c, group: l }))];
  });
  const key = JSON.stringify([
    kit.hideTemplateDetails,
    sources.map((s) => (s.group ? [groupRules(s.group), s.layer] : s.layer)),
    foldsId,
  ]);
  const fed = sources.flatMap((s) => (s.group ? [s.group, s.layer] : [s.layer]));
  return { sources, key, masksChanged: fed.some(maskReader(changedMasks).changed) };
}
