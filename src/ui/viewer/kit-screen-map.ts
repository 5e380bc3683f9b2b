/**
 * Between the 3D view's screen and the region space of the thing chosen on the kit: where its
 * box shows on the player, for the handles, and which region travel a handle's pointer travel
 * is, for the drag rule shared with the Texture view (editor/on-kit.ts). Near the chosen thing
 * the garment is close to flat, so the map is the local linear one at its centre: three texture
 * points projected (centre, a step across, a step up), then inverted. A handle stands off the
 * garment (the rotate knob above a crest on the collar), where no ray would hit it; the linear
 * map still answers there.
 */
import type { RootState } from '@react-three/fiber';
import type { LayerPlacement } from '../../compositor/placement.ts';
import type { Editor } from '../../editor/editor.ts';
import { chosenOnKit, onKitTargetAtom, targetPlacement, type OnKitTarget } from '../../editor/on-kit.ts';
import { kitAtom, modeAtom, selectedLayerAtom } from '../../editor/state.ts';
import { gameLayout, regionPointToArea } from '../../games/index.ts';
import { screenPointOfUv } from '../../scene/uv-point.ts';

export interface KitScreenMap {
  target: OnKitTarget;
  placement: LayerPlacement;
  /** Where region point `q` shows on the page (client px). */
  toScreen(q: readonly [number, number]): [number, number];
  /** The region point under page point (client px) (x, y). */
  toRegion(x: number, y: number): [number, number];
}

/** The map for what is chosen on the kit now, or null: nothing chosen, or it is out of sight. */
export function kitScreenMap(editor: Editor, root: RootState | null): KitScreenMap | null {
  if (!root || editor.store.get(modeAtom) !== 'edit') return null;
  const kit = editor.store.get(kitAtom);
  const target = chosenOnKit(kit, editor.store.get(onKitTargetAtom), editor.store.get(selectedLayerAtom));
  const layout = target ? gameLayout(editor.game).areas[target.area] : undefined;
  if (!target || !layout) return null;
  const placement = targetPlacement(editor.compositor(), editor.game, kit, target);
  if (!placement) return null;
  const screen = (q: readonly [number, number], unlessHidden = false) => {
    const [px, py] = regionPointToArea(placement.region, q[0], q[1]);
    return screenPointOfUv(root, target.area, [px / layout.width, 1 - py / layout.height], unlessHidden);
  };
  const [cx, cy] = placement.centre;
  // Out of sight (on the far side of the player): no handles, no nudges from this view.
  const centre = screen(placement.centre, true);
  if (!centre) return null;
  // A step of half the box's shorter side, or the other way where the garment ends on that side.
  const d = Math.max(4, Math.min(placement.box[0], placement.box[1]) / 2);
  const axis = (dx: number, dy: number): [number, number] | null => {
    for (const sign of [1, -1]) {
      const p = screen([cx + sign * dx, cy + sign * dy]);
      if (p) return [(sign * (p[0] - centre[0])) / d, (sign * (p[1] - centre[1])) / d];
    }
    return null;
  };
  const across = axis(d, 0);
  const up = axis(0, d);
  if (!across || !up) return null;
  const det = across[0] * up[1] - up[0] * across[1];
  if (Math.abs(det) < 1e-9) return null;
  return {
    target,
    placement,
    toScreen: (q) => {
      const [qx, qy] = [q[0] - cx, q[1] - cy];
      return [centre[0] + across[0] * qx + up[0] * qy, centre[1] + across[1] * qx + up[1] * qy];
    },
    toRegion: (x, y) => {
      const [sx, sy] = [x - centre[0], y - centre[1]];
      return [cx + (up[1] * sx - up[0] * sy) / det, cy + (-across[1] * sx + across[0] * sy) / det];
    },
  };
}
