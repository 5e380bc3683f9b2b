import type { LayerId } from '../model/basics.ts';
import type { Kit } from '../model/kit.ts';
import { editLayer } from './edit.ts';
import { LOGO_SLOT_FIELDS } from './logo-slots.ts';
import { locate, setLogoField } from './logos.ts';
import { applied, refused, type EditResult } from './result.ts';
import { findLayer } from './stacks.ts';

/**
 * Moving, scaling and turning a placed thing on the kit (a kit logo or a custom logo) as one
 * change: a drag's live value or a nudge sets position, size and rotation together, and each
 * field is clamped to its range by the same rules as its slider (setLogoField, editLayer), so a
 * handle can never put a logo where the sliders could not.
 */
export const PLACEMENT_FIELDS = ['position_x', 'position', 'size', 'rotation'] as const;
export type PlacementField = (typeof PLACEMENT_FIELDS)[number];
export type PlacementValues = Readonly<Record<PlacementField, number>>;

/** The placement fields of kit logo or layer `uuid` as stored, or undefined when it has none. */
export function placementValues(kit: Kit, uuid: LayerId): PlacementValues | undefined {
  const logo = locate(kit, uuid)?.logo;
  if (logo)
    return { position_x: logo.position_x, position: logo.position, size: logo.size, rotation: logo.rotation };
  const layer = findLayer(kit, uuid)?.layer;
  if (layer?.n !== 'custom_logo') return undefined;
  return {
    position_x: layer.position_x,
    position: layer.position,
    size: layer.size,
    rotation: layer.rotation,
  };
}

/**
 * The placement fields a player may change on the kit: a slot's logo offers what its sliders do
 * (spec document 1 §5: the team crest only its size, the back sponsor its size and height…), a
 * custom logo all four.
 */
export function placementFields(kit: Kit, uuid: LayerId): readonly PlacementField[] {
  const logo = locate(kit, uuid)?.logo;
  if (logo)
    return PLACEMENT_FIELDS.filter((f) => (LOGO_SLOT_FIELDS[logo.t] as readonly string[]).includes(f));
  return findLayer(kit, uuid)?.layer.n === 'custom_logo' ? PLACEMENT_FIELDS : [];
}

/**
 * Sets the given placement fields of kit logo or custom logo `uuid` in one change. Fields its
 * slot does not offer are left as they are (a drag of the back sponsor moves it up and down only).
 */
export function placeOnKit(kit: Kit, uuid: LayerId, values: Partial<PlacementValues>): EditResult {
  const isLogo = locate(kit, uuid) !== undefined;
  if (!isLogo && findLayer(kit, uuid)?.layer.n !== 'custom_logo') return refused('layerNotFound');
  const allowed = placementFields(kit, uuid);
  let next = kit;
  for (const field of allowed) {
    const value = values[field];
    if (value === undefined) continue;
    const result = isLogo ? setLogoField(next, uuid, field, value) : editLayer(next, uuid, field, value);
    if (!result.ok) return result;
    next = result.kit;
  }
  return applied(next, isLogo ? 'change logo' : 'edit layer');
}
