/**
 * Click-to-select in the 3D view: the compositor says which layers cover the clicked texture
 * point (top first); the first that the layer list can show is selected and its area tab opens,
 * as clicking it in the list does. A hit inside a group selects the group (the list's row).
 */
import type { Editor } from '../../editor/editor.ts';
import { findLayer, type Kit, type LayerId, type StackName } from '../../editor/kit.ts';
import type { SideTab } from '../../editor/state.ts';
import { pickLayers } from '../../compositor/picking.ts';
import type { KitHit } from '../../scene/pick-event.ts';

export interface PickedRow {
  uuid: LayerId;
  tab: SideTab;
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
  if (place) return { uuid: place.layer.uuid, tab: TAB_OF_STACK[place.stack] };
  for (const [stack, layers] of Object.entries(kit.layers) as [StackName, Kit['layers'][StackName]][]) {
    const group = layers.find((l) => l.n === 'group' && l.layers.some((child) => child.uuid === uuid));
    if (group) return { uuid: group.uuid, tab: TAB_OF_STACK[stack] };
  }
  return null;
}

/** The layer row a click on the kit selects, or null (nothing selectable there). */
export function pickRow(editor: Editor, kit: Kit, hit: KitHit): PickedRow | null {
  const picked = pickLayers(editor.renderer, editor.compositor().areas, kit, hit);
  for (const { uuid } of picked) {
    const row = listRow(kit, uuid);
    if (row) return row;
  }
  return null;
}
