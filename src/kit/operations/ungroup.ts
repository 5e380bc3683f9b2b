import type { Kit } from '../model/kit.ts';
import type { LayerId } from '../model/basics.ts';
import type { GroupLayer, Layer, LayerCommon } from '../model/layers.ts';
import { applied, refused, type EditResult } from './result.ts';
import { allLayers, findLayer, withStack } from './stacks.ts';

/**
 * Ungrouping that keeps the look: the group's own settings are folded into its members the way
 * the compositor applies them (compositor/layers/group.ts and shaders/host/layer-step.glsl).
 *
 * A group whose settings are all neutral is drawn as its members in place, so its members come
 * out as they are. Any other group is composed alone (members over transparent) and that
 * composite goes through the group's own step: display flags, sleeves rule, mirror rules, mask,
 * hue/saturation, then its blend mode at its opacity. Per setting, what folds exactly:
 * - hidden, display flags, short-sleeve rule: per texel and per region, so they combine exactly
 *   (hidden and short-sleeve or-ed, display and-ed).
 * - mirror and mirror on back: sign flips of the region's x; a member's flips compose with the
 *   group's (xor). A member mirrored about the centre absorbs any flip. A group mirrored about the
 *   centre folds into a member with no mirror rule of its own; copy to the centre folds into a
 *   lone member with none.
 * - hue is a rotation about the grey axis (100 = 180 degrees): rotations add, wrapped. Saturation
 *   scales chroma around the same grey: scales multiply. Hue after saturation does not commute
 *   with it, so a member with saturation under a group with hue cannot take both. (Each step
 *   clips to the RGB gamut; the folded layer clips once, which only matters for colours a
 *   rotation pushes out of gamut.)
 * - mask: a member without a mask of its own takes the group's.
 * - opacity, blend mode: the group blends its composite once, so overlapping members show each
 *   other at full strength inside it; as loose layers at a reduced opacity or in another blend
 *   mode they would mix where they overlap. Exact for a lone drawn member only. Members in a
 *   blend mode other than Normal are composed over transparent inside the group and land on the
 *   kit in that mode once loose: a change too.
 * - the group's own shininess and 3D detail act on its composite; they do not fold.
 * What does not fold is named (UngroupChange) and the editor asks before ungrouping.
 */

/** Ways ungrouping would change the look (each has a message, groups.ungroupReason.*). */
export type UngroupChange = 'opacity' | 'blend' | 'mask' | 'color' | 'mirror' | 'detail';

type Member = GroupLayer['layers'][number];

interface FoldedGroup {
  readonly members: Member[];
  readonly changes: readonly UngroupChange[];
}

/** Whether the compositor draws the group as one composite (compositor/layers/group.ts). */
function composed(group: GroupLayer): boolean {
  const { display } = group;
  return (
    group.opacity < 100 ||
    group.blendMode !== 'Normal' ||
    group.hue !== 0 ||
    group.saturation !== 0 ||
    group.mask !== null ||
    group.mirror ||
    group.mirror_center ||
    group.mirror_on_back ||
    group.copy_center ||
    !display.front ||
    !display.back ||
    !display.sleeves
  );
}

/** Hue values are angles (-100..100 = -180..180 degrees): their sum wraps into the range. */
function wrapHue(hue: number): number {
  if (hue > 100) return hue - 200;
  if (hue < -100) return hue + 200;
  return hue;
}

type Mirror = Pick<LayerCommon, 'mirror' | 'mirror_center' | 'mirror_on_back' | 'copy_center'>;

/** The member's mirror rules after the group's, or null when no rule set gives that mapping. */
function foldMirror(group: Mirror, of: Mirror, lone: boolean): Mirror | null {
  const { mirror, mirror_center, mirror_on_back, copy_center } = of;
  const member: Mirror = { mirror, mirror_center, mirror_on_back, copy_center };
  const flips = group.mirror || group.mirror_on_back || group.mirror_center || group.copy_center;
  if (!flips) return member;
  const memberRules = member.mirror || member.mirror_on_back || member.mirror_center || member.copy_center;
  if (group.copy_center) {
    const only = !group.mirror && !group.mirror_on_back && !group.mirror_center;
    return only && lone && !memberRules ? { ...member, copy_center: true } : null;
  }
  // Copying to the centre draws the layer over its mirror image: a flip would swap which is on top.
  if (member.copy_center) return null;
  if (member.mirror_center) return member;
  if (group.mirror_center) return memberRules ? null : { ...member, mirror_center: true };
  return {
    ...member,
    mirror: member.mirror !== group.mirror,
    mirror_on_back: member.mirror_on_back !== group.mirror_on_back,
  };
}

/** The member's hue and saturation after the group's, or null when they do not compose. */
function foldColor(group: LayerCommon, member: Member): Pick<LayerCommon, 'hue' | 'saturation'> | null {
  if (group.hue === 0 && group.saturation === 0) return { hue: member.hue, saturation: member.saturation };
  if (member.saturation === 0) return { hue: wrapHue(member.hue + group.hue), saturation: group.saturation };
  if (group.hue !== 0) return null;
  const scale = (1 + member.saturation / 100) * (1 + group.saturation / 100);
  const saturation = Math.round((scale - 1) * 10000) / 100;
  return saturation > 100 ? null : { hue: member.hue, saturation };
}

/** The members with the group's settings folded in, and what could not be folded. */
function foldGroup(group: GroupLayer): FoldedGroup {
  const hidden = (member: Member): Member =>
    group.disabled && !member.disabled ? { ...member, disabled: true } : member;
  // A group drawn as its members in place (or not drawn at all) changes nothing by leaving.
  if (!composed(group) || group.disabled) return { members: group.layers.map(hidden), changes: [] };
  const changes = new Set<UngroupChange>();
  const drawn = group.layers.filter((member) => !member.disabled);
  const lone = drawn.length <= 1;
  if (group.opacity < 100 && !lone) changes.add('opacity');
  if (drawn.some((member) => member.blendMode !== 'Normal') || (group.blendMode !== 'Normal' && !lone))
    changes.add('blend');
  if (group.hasCustomShininess || group.detail3D.enabled) changes.add('detail');
  const members = group.layers.map((member): Member => {
    let next: Member = {
      ...member,
      opacity: (member.opacity * group.opacity) / 100,
      blendMode:
        group.blendMode !== 'Normal' && member.blendMode === 'Normal' ? group.blendMode : member.blendMode,
      display: {
        front: member.display.front && group.display.front,
        back: member.display.back && group.display.back,
        sleeves: member.display.sleeves && group.display.sleeves,
        sleeves_short: member.display.sleeves_short || group.display.sleeves_short,
      },
    };
    if (group.mask !== null) {
      if (member.mask === null) next = { ...next, mask: group.mask, invertMask: group.invertMask };
      else if (!member.disabled) changes.add('mask');
    }
    const color = foldColor(group, member);
    if (color) next = { ...next, ...color };
    else if (!member.disabled) changes.add('color');
    const mirror = foldMirror(group, member, lone);
    if (mirror) next = { ...next, ...mirror };
    else if (!member.disabled) changes.add('mirror');
    return next;
  });
  return { members, changes: [...changes] };
}

/** What ungrouping `uuid` would change in the look (empty: nothing); undefined when not a group. */
export function ungroupChanges(kit: Kit, uuid: LayerId): readonly UngroupChange[] | undefined {
  const place = findLayer(kit, uuid);
  if (place?.layer.n !== 'group') return undefined;
  return foldGroup(place.layer).changes;
}

/**
 * Puts a group's members back into the stack where the group was, in their order, with the
 * group's settings folded into them (foldGroup). Refused while another layer uses the group
 * itself as its mask. One 'move layer' step.
 */
export function ungroupLayer(kit: Kit, uuid: LayerId): EditResult {
  const place = findLayer(kit, uuid);
  if (place === undefined) return refused('layerNotFound');
  const group = place.layer;
  if (group.n !== 'group') return refused('notAGroup');
  if (allLayers(kit).some((layer) => layer.mask === uuid)) return refused('maskInUse');
  const layers: Layer[] = [...kit.layers[place.stack]];
  layers.splice(place.index, 1, ...foldGroup(group).members);
  return applied(withStack(kit, place.stack, layers), 'move layer');
}
