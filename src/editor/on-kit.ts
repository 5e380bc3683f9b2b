import type { KitCompositor } from '../compositor/kit-compositor.ts';
import { kitLogoLayerId, layerPlacement, type LayerPlacement } from '../compositor/placement.ts';
import { areaToRegionPoint, gameLayout, REGION_IDS, type AreaId, type RegionLayout } from '../games/index.ts';
import type { EditorContext } from './context.ts';
import {
  findLayer,
  isPlacedLayer,
  placeOnKit,
  placementFields,
  placementValues,
  printingElementId,
  printingElementOf,
  PRINTING_ELEMENTS,
  type Area,
  type Kit,
  type LayerId,
  type PlacementField,
  type PlacementValues,
} from './kit.ts';
import { logoAreaAtom } from './logos.ts';
import { dragValues, type DragStart, type HandleKind } from './placement-drag.ts';
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

/** The screen direction of each arrow key (CSS px, y down), in either view. */
export const NUDGE_ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

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

/**
 * What has handles on the kit now: the thing clicked on the kit, else a custom logo, text or
 * placed design chosen in the layer list (on its own area).
 */
export function chosenOnKit(
  kit: Kit,
  picked: OnKitTarget | null,
  selected: LayerId | null,
): OnKitTarget | null {
  if (picked) return picked;
  if (selected === null) return null;
  const place = findLayer(kit, selected);
  if (!place || !isPlacedLayer(place.layer) || place.stack === 'extra') return null;
  return { area: place.stack as AreaId, uuid: selected, logo: false };
}

/** The area pixel (scale 1, y down) at texture coordinates `uv` (v up). */
export function uvToTexel(game: string, area: AreaId, uv: readonly [number, number]): [number, number] {
  const layout = gameLayout(game).areas[area];
  return layout ? [uv[0] * layout.width, (1 - uv[1]) * layout.height] : [NaN, NaN];
}

/** The id of the region whose rectangle holds area pixel (px, py), if any. */
export function regionIdAt(game: string, area: AreaId, px: number, py: number): number | undefined {
  const region = gameLayout(game).areas[area]?.regions.find(
    (r) => px >= r.rect.x && px < r.rect.x + r.rect.w && py >= r.rect.y && py < r.rect.y + r.rect.h,
  );
  return region ? REGION_IDS[region.name] : undefined;
}

/**
 * How far round a placed box a press still grabs it, region pixels: a small crest or a thin
 * text is hard to hit exactly on the 3D player, where it may be a few screen pixels across.
 */
const GRAB_MARGIN = 8;

/** Whether region point `p` lies on the placed box (turned as drawn), with the grab margin. */
export function onPlacedBox(placement: LayerPlacement, p: readonly [number, number]): boolean {
  const t = (placement.rotation * Math.PI) / 180;
  const [dx, dy] = [p[0] - placement.centre[0], p[1] - placement.centre[1]];
  // Into the box's own axes: the inverse of boxCorners' clockwise turn.
  const x = Math.cos(t) * dx - Math.sin(t) * dy;
  const y = Math.sin(t) * dx + Math.cos(t) * dy;
  return (
    Math.abs(x) <= placement.box[0] / 2 + GRAB_MARGIN && Math.abs(y) <= placement.box[1] / 2 + GRAB_MARGIN
  );
}

/**
 * A press at area pixel `texel` of `target`'s area: where it lands in the region of the target's
 * copy there, and that copy's placement, when it lands on the target's box; else null (the press
 * is the view's: an orbit, a pan).
 */
export function pressOnTarget(
  compositor: KitCompositor,
  game: string,
  kit: Kit,
  target: OnKitTarget,
  texel: readonly [number, number],
): { placement: LayerPlacement; from: [number, number] } | null {
  const region = regionIdAt(game, target.area, texel[0], texel[1]);
  const placement = targetPlacement(compositor, game, kit, {
    ...target,
    ...(region !== undefined ? { region } : {}),
  });
  if (!placement) return null;
  const from = areaToRegionPoint(placement.region, texel[0], texel[1]);
  return onPlacedBox(placement, from) ? { placement, from } : null;
}

/**
 * What a click at area pixel `texel` on `target` (the row picked there) chooses on the kit, and
 * the tab that edits it. On the player printing it is the line under the click (the back number,
 * the name, the front number), edited in the Name & number step; elsewhere the row itself.
 */
export function onKitChoice(
  compositor: KitCompositor,
  game: string,
  kit: Kit,
  target: OnKitTarget,
  tab: SideTab,
  texel: readonly [number, number],
): { target: OnKitTarget; tab: SideTab } {
  if (target.logo || findLayer(kit, target.uuid)?.layer.n !== 'printing') return { target, tab };
  const line = PRINTING_ELEMENTS.map((e) => ({ ...target, uuid: printingElementId(target.uuid, e) })).find(
    (t) => pressOnTarget(compositor, game, kit, t, texel) !== null,
  );
  return line ? { target: line, tab: 'printing' } : { target, tab };
}

/**
 * A drag of a placed thing on the kit, from either view (the Texture view's handles, a press on
 * the chosen thing in the 3D view): both hand over pointer positions as points of `region`
 * (region space), so one rule (placement-drag.ts) turns them into values.
 */
export interface PlacementDrag extends DragStart {
  readonly target: OnKitTarget;
  readonly region: RegionLayout;
}

export function onKitActions(ctx: EditorContext) {
  const { store } = ctx;
  const nudgeOnKit = (uuid: LayerId, dx: number, dy: number) => {
    const now = placementValues(store.get(sessionAtom).kit, uuid);
    if (!now) return false;
    return ctx.edit((kit) =>
      placeOnKit(kit, uuid, { position_x: now.position_x + dx, position: now.position + dy }),
    );
  };
  return {
    /** A click on the kit chose `target` (onKitChoice): the panel that edits it opens on it. */
    selectOnKit(target: OnKitTarget, tab: SideTab) {
      store.set(onKitTargetAtom, target);
      store.set(layerSelectionAtom, []);
      store.set(sideTabAtom, tab);
      if (target.logo) {
        store.set(logoAreaAtom, target.area as Area);
        store.set(selectedLayerAtom, null);
      } else {
        // A printed line is its printing layer's row.
        store.set(selectedLayerAtom, printingElementOf(target.uuid)?.layer ?? target.uuid);
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
    /**
     * Pointer-down on `target` (its body or a handle) at region point `from`: the drag that
     * follows is one step until `endDrag`; null when it has nothing to place.
     */
    startDrag(
      target: OnKitTarget,
      placement: LayerPlacement,
      handle: HandleKind,
      from: readonly [number, number],
    ): PlacementDrag | null {
      const values = placementValues(store.get(sessionAtom).kit, target.uuid);
      if (!values) return null;
      ctx.begin(target.logo ? 'change logo' : 'edit layer');
      return {
        target,
        region: placement.region,
        handle,
        from,
        centre: placement.centre,
        values,
        perPx: placement.perPx,
        turnSign: placement.turnSign,
      };
    },
    /**
     * The pointer of `drag` is now at region point `to`. False once Escape has reverted the drag
     * (the history's open edit is gone): the rest of it must be ignored.
     */
    dragTo(drag: PlacementDrag, to: readonly [number, number]): boolean {
      if (store.get(sessionAtom).history.open === null) return false;
      ctx.edit((kit) => placeOnKit(kit, drag.target.uuid, dragValues(drag, to)));
      return true;
    },
    /** Release: the drag becomes one step (nothing, when Escape reverted it). */
    endDrag() {
      if (store.get(sessionAtom).history.open !== null) ctx.commit();
    },
    /**
     * An arrow key pressed on `target` in a view where the key's screen direction runs along
     * `along` in the region (on a turned region or a turned player, right on screen may be the
     * region's down): one step along the nearer region axis, whatever the zoom. Steps are region
     * pixels; a text's fields count in hundredths of its region (perPx). False when nothing moved.
     */
    nudgeAlong(
      target: OnKitTarget,
      placement: LayerPlacement,
      along: readonly [number, number],
      large: boolean,
    ) {
      const step = large ? NUDGE_STEP_LARGE : NUDGE_STEP;
      const [ux, uy] = placement.perPx;
      const [rx, ry] = along;
      if (!Number.isFinite(rx) || !Number.isFinite(ry) || (rx === 0 && ry === 0)) return false;
      const moved =
        Math.abs(rx) >= Math.abs(ry)
          ? nudgeOnKit(target.uuid, Math.sign(rx) * step * ux, 0)
          : nudgeOnKit(target.uuid, 0, Math.sign(ry) * step * uy);
      return moved !== false;
    },
    /** One arrow-key press: one step, by region pixels (+y up). */
    nudgeOnKit,
  };
}
