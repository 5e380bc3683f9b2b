import type { KitCompositor } from '../compositor/kit-compositor.ts';
import { kitLogoLayerId, layerPlacement, type LayerPlacement } from '../compositor/placement.ts';
import type { EditorContext } from './context.ts';
import {
  placeOnKit,
  placementFields,
  placementValues,
  type Area,
  type Kit,
  type LayerId,
  type PlacementField,
  type PlacementValues,
} from './kit.ts';
import { logoAreaAtom } from './logos.ts';
import {
  layerSelectionAtom,
  onKitTargetAtom,
  selectedLayerAtom,
  sessionAtom,
  sideTabAtom,
  type OnKitTarget,
  type SideTab,
} from './state.ts';

export { onKitTargetAtom, type OnKitTarget } from './state.ts';

/** Nothing chosen: neither a layer (list or kit), nor a multi-selection, nor handles. */
export function clearSelection(store: EditorContext['store']): void {
  store.set(selectedLayerAtom, null);
  store.set(layerSelectionAtom, []);
  store.set(onKitTargetAtom, null);
}

/**
 * Editing on the kit (issue 31): a logo, custom logo or text chosen by clicking it in the
 * Texture or 3D view, then moved, scaled and turned with handles or nudged with the arrow keys.
 * A drag is one undo step (begin on pointer-down, live values, commit on release; Escape reverts
 * through the history's open edit), each nudge is one step. Which fields each kind moves, and their
 * ranges, are the kit's (kit/operations/placement.ts), never the view's.
 */
/** Arrow keys move by one region pixel, with Shift by ten. */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_LARGE = 10;

/**
 * Where `target` sits on its area's texture now (region, centre, box, turn), as the compositor
 * draws it: the brand logo at the spot of the template last drawn. Null when it is not a placed
 * kind or not drawn on that area.
 */
export function targetPlacement(
  compositor: KitCompositor,
  game: string,
  kit: Kit,
  target: OnKitTarget,
): LayerPlacement | null {
  return layerPlacement(
    { ...kit, brandSpots: compositor.brandSpots },
    game,
    target.area,
    compositor.areas[target.area]?.garments ?? [target.area],
    target.logo ? kitLogoLayerId(target.uuid, target.area) : target.uuid,
    target.region,
  );
}

export function onKitActions(ctx: EditorContext) {
  const { store } = ctx;
  return {
    /** A click on the kit chose `target`: the panel that edits it opens on it. */
    selectOnKit(target: OnKitTarget, tab: SideTab) {
      store.set(onKitTargetAtom, target);
      store.set(layerSelectionAtom, []);
      store.set(sideTabAtom, tab);
      if (target.logo) {
        store.set(logoAreaAtom, target.area as Area);
        store.set(selectedLayerAtom, null);
      } else {
        store.set(selectedLayerAtom, target.uuid);
      }
    },
    /**
     * A click in the 3D or Texture view on nothing a panel shows (the background, skin, a bare
     * spot of the kit) clears the selection (document 2 §4: "clicking outside the preview area
     * clears selection"): no active layer, no multi-selection, no handles.
     */
    clickedNothing() {
      clearSelection(store);
    },
    /** The placement fields as stored now (what a drag starts from). */
    placementOf(uuid: LayerId): PlacementValues | undefined {
      return placementValues(store.get(sessionAtom).kit, uuid);
    },
    /** Which handles it has: the fields the kit lets the player change for it. */
    placementFieldsOf(uuid: LayerId): readonly PlacementField[] {
      return placementFields(store.get(sessionAtom).kit, uuid);
    },
    /** Pointer-down on a handle: what follows is one step until release. */
    beginPlacement(logo: boolean) {
      ctx.begin(logo ? 'change logo' : 'edit layer');
    },
    /** A live value of a drag (or, outside a drag, one step). */
    place(uuid: LayerId, values: Partial<PlacementValues>) {
      return ctx.edit((kit) => placeOnKit(kit, uuid, values));
    },
    /** Whether a drag's edit is still open: Escape closes it by reverting (history.ts). */
    placementOpen() {
      return store.get(sessionAtom).history.open !== null;
    },
    commitPlacement() {
      ctx.commit();
    },
    /** One arrow-key press: one step, by region pixels (+y up). */
    nudgeOnKit(uuid: LayerId, dx: number, dy: number) {
      const now = placementValues(store.get(sessionAtom).kit, uuid);
      if (!now) return false;
      return ctx.edit((kit) =>
        placeOnKit(kit, uuid, { position_x: now.position_x + dx, position: now.position + dy }),
      );
    },
  };
}
