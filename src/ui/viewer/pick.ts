/**
 * Click-to-select on the kit (3D view and Texture view): the compositor says which layers cover
 * the clicked texture point (top first); the first that a panel can show is selected and its tab
 * opens, as clicking it in the list does. A hit inside a group selects the group (the list's
 * row); a hit on one of the kit's logos opens the Logos tab on that area.
 */
import type { Editor } from '../../editor/editor.ts';
import { findLayer, type Kit, type LayerId, type StackName } from '../../editor/kit.ts';
import type { SideTab } from '../../editor/state.ts';
import { pickLayers } from '../../compositor/picking.ts';
import type { KitHit } from '../../scene/pick-event.ts';

export interface PickedRow {
  uuid: LayerId;
  tab: SideTab;
  /** One of the kit's logos (Kit.logos), edited in the Logos tab. */
  logo: boolean;
}

/** The captain's armband and other extra layers are listed with the shirt. */
const TAB_OF_STACK: Record<StackName, SideTab> = {
  shirt: 'shirt',
  shorts: 'shorts',
  socks: 'socks',
  extra: 'shirt',
};

/** The list row showing layer `uuid`: the layer itself, or the group holding it. */
function listRow(kit: Kit, uuid: string): PickedRow | null {
  const place = findLayer(kit, uuid as LayerId);
  if (place) return { uuid: place.layer.uuid, tab: TAB_OF_STACK[place.stack], logo: false };
  // The kit's logos are drawn as `<logo uuid>:<area>` (compositor/placement.ts kitLogoLayerId).
  const logo = kit.logos.find((l) => uuid.startsWith(`${l.uuid}:`));
  if (logo) return { uuid: logo.uuid, tab: 'logos', logo: true };
  for (const [stack, layers] of Object.entries(kit.layers) as [StackName, Kit['layers'][StackName]][]) {
    const group = layers.find((l) => l.n === 'group' && l.layers.some((child) => child.uuid === uuid));
    if (group) return { uuid: group.uuid, tab: TAB_OF_STACK[stack], logo: false };
  }
  return null;
}

/** The layer row a click on the kit selects, or null (nothing selectable there). */
export function pickRow(editor: Editor, kit: Kit, hit: KitHit): PickedRow | null {
  const compositor = editor.compositor();
  // The brand logo sits where the kit's template puts it: the drawn kit's spots, as drawn.
  const drawn = { ...kit, brandSpots: compositor.brandSpots };
  const picked = pickLayers(editor.renderer, compositor.areas, drawn, hit);
  for (const { uuid } of picked) {
    const row = listRow(kit, uuid);
    if (row) return row;
  }
  return null;
}
