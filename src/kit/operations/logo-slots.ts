import { defaultKitLogo } from '../defaults/kit.ts';
import { newLayerId } from '../ids.ts';
import type { Area, LayerId, LogoSlot } from '../model/basics.ts';
import { CUSTOM_POSITION_RANGES } from '../model/field-ranges.ts';
import type { Kit } from '../model/kit.ts';
import { LAYER_NAME_MAX } from '../model/index.ts';
import { renameLayer } from './layer-state.ts';
import { addLayer } from './layers.ts';
import type { Layer } from '../model/layers.ts';
import { allLayers, mapAllLayers, STACK_NAMES, type StackName } from './stacks.ts';
import { changeLogo, locate, withLogo } from './logos.ts';
import { clampTo } from './fields.ts';
import { applied, refused, type EditResult } from './result.ts';

/**
 * The Logos tab's edits of the kit's logo slots (spec document 1 §2 "Logo slots", §3 "Logos",
 * §5 "Logo ranges"): choosing a slot's logo, removing it, whether it shows in an area, and its
 * custom position there. All are the undo step 'change logo'.
 */

/** The sliders each slot offers: the fields §5 gives a range for, per slot. */
export const LOGO_SLOT_FIELDS = {
  brand: ['size'],
  team: ['size', 'saturation'],
  sponsor: ['size', 'position', 'position_x', 'rotation'],
  sponsor_back: ['size', 'position'],
  sleeve_left: ['size', 'position', 'position_x'],
  sleeve_right: ['size', 'position', 'position_x'],
} as const satisfies Record<LogoSlot, readonly string[]>;

/**
 * The catalogue logo types a slot's chooser offers (document 1 §3 catalogue logo types): a sponsor
 * slot lists sponsors, the team slot crests, the sleeves badges and flags. The same list decides
 * what the chooser shows first, so a sponsor is never picked from under forty crests.
 */
export const SLOT_LOGO_TYPES = {
  brand: ['brand', 'brand icon'],
  team: ['club', 'national', 'retro', 'us'],
  sponsor: ['sponsor'],
  sponsor_back: ['sponsor'],
  sleeve_left: ['badge', 'national', 'icon', 'brand icon'],
  sleeve_right: ['badge', 'national', 'icon', 'brand icon'],
} as const satisfies Record<LogoSlot, readonly string[]>;

/** Whether a catalogue logo of `type` is one the slot's chooser lists. */
export function fitsLogoSlot(slot: LogoSlot, type: string | undefined): boolean {
  return (SLOT_LOGO_TYPES[slot] as readonly string[]).includes(type ?? '');
}

/** The kit's logo in `slot`, if it has one (a kit holds at most one logo per slot). */
export function slotLogo(kit: Kit, slot: LogoSlot) {
  return kit.logos.find((logo) => logo.t === slot);
}

/**
 * Puts catalogue logo `name` in `slot`: a slot without a logo gets one with the slot's defaults,
 * a slot with one keeps its settings and takes the new image (colours sized to its image count).
 */
export function chooseSlotLogo(
  kit: Kit,
  slot: LogoSlot,
  name: string,
  imageCount: number,
  uuid: LayerId = newLayerId(),
): EditResult {
  if (name.trim() === '') return refused('invalidValue');
  const current = slotLogo(kit, slot);
  if (current) return changeLogo(kit, current.uuid, name, imageCount);
  if (!Number.isInteger(imageCount) || imageCount < 1) return refused('invalidValue');
  const empty = defaultKitLogo(slot, kit.game, uuid);
  return changeLogo({ ...kit, logos: [...kit.logos, empty] }, uuid, name, imageCount);
}

export function removeSlotLogo(kit: Kit, slot: LogoSlot): EditResult {
  if (!slotLogo(kit, slot)) return refused('logoNotFound');
  return applied({ ...kit, logos: kit.logos.filter((logo) => logo.t !== slot) }, 'change logo');
}

/** Shows or hides a logo in one area (its `display` there). */
export function setLogoShown(kit: Kit, uuid: LayerId, area: Area, shown: boolean): EditResult {
  const found = locate(kit, uuid);
  if (found === undefined) return refused('logoNotFound');
  const { logo } = found;
  if (logo.pos[area].display === shown) return applied(kit, 'change logo');
  const pos = { ...logo.pos, [area]: { ...logo.pos[area], display: shown } };
  return applied(withLogo(kit, found.index, { ...logo, pos }), 'change logo');
}

/**
 * Moves a logo within an area whose custom positioning is on (Kit.customPos), clamped to the
 * area's §5 range. Areas without custom positioning keep the slot's spot, so this is refused.
 */
export function setLogoCustomPosition(
  kit: Kit,
  uuid: LayerId,
  area: Area,
  axis: 'x' | 'y',
  value: number,
): EditResult {
  const found = locate(kit, uuid);
  if (found === undefined) return refused('logoNotFound');
  if (!kit.customPos.includes(area)) return refused('fieldNotEditable');
  if (!Number.isFinite(value)) return refused('invalidValue');
  const { logo } = found;
  const next = clampTo(value, CUSTOM_POSITION_RANGES[area][axis], kit.game);
  if (logo.pos[area][axis] === next) return applied(kit, 'change logo');
  const pos = { ...logo.pos, [area]: { ...logo.pos[area], [axis]: next } };
  return applied(withLogo(kit, found.index, { ...logo, pos }), 'change logo');
}

/**
 * An upload picked from the user's computer lives only in this page (a `blob:` URL): it is not
 * stored with the kit until a Plus member converts it into a preset (document 2 §5).
 */
export function isLocalUpload(image: string): boolean {
  return image.startsWith('blob:');
}

/**
 * The kit as it is saved: custom logos showing an upload that lives only in this page are left
 * out ("Uploaded logos are not stored when saving kits", document 2 §5), and a layer they masked
 * goes unmasked. Stored, a `blob:` URL would be a broken image on the next load.
 */
export function withoutLocalUploads(kit: Kit): Kit {
  const local = new Set(
    allLayers(kit)
      .filter((layer) => layer.n === 'custom_logo' && isLocalUpload(layer.l))
      .map((layer) => layer.uuid),
  );
  if (local.size === 0) return kit;
  // Groups hold no groups, so one level of children is all there is to filter.
  const unmask = <L extends Layer>(layer: L): L =>
    layer.mask !== null && local.has(layer.mask) ? { ...layer, mask: null } : layer;
  const kept = <L extends Layer>(layers: readonly L[]): L[] =>
    layers.filter((layer) => !local.has(layer.uuid)).map(unmask);
  const keep = (layers: readonly Layer[]): Layer[] =>
    kept(layers).map((layer) => (layer.n === 'group' ? { ...layer, layers: kept(layer.layers) } : layer));
  const layers = { ...kit.layers };
  for (const stack of STACK_NAMES) layers[stack] = keep(kit.layers[stack]);
  return { ...kit, layers };
}

/**
 * An uploaded image placed in `stack` as a custom logo layer named after its file (cut to the
 * layer name limit), as one 'add layer' step.
 */
export function addCustomLogo(
  kit: Kit,
  stack: StackName,
  image: string,
  fileName: string,
  uuid: LayerId = newLayerId(),
): EditResult {
  if (image.trim() === '') return refused('invalidValue');
  const added = addLayer(kit, stack, 'custom_logo', { uuid, fields: { l: image } });
  if (!added.ok) return added;
  const named = renameLayer(added.kit, uuid, fileName.trim().slice(0, LAYER_NAME_MAX));
  return named.ok ? applied(named.kit, 'add layer') : added;
}

/**
 * Points every custom logo layer showing image `from` at `to` (a converted upload's stored URL),
 * so the kit keeps the image once it is a preset. One 'edit layer' step.
 */
export function replaceCustomLogoImage(kit: Kit, from: string, to: string): EditResult {
  if (to.trim() === '') return refused('invalidValue');
  const next = mapAllLayers(kit, (layer) =>
    layer.n === 'custom_logo' && layer.l === from ? { ...layer, l: to } : layer,
  );
  if (next === kit) return refused('layerNotFound');
  return applied(next, 'edit layer');
}
