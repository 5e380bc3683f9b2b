/**
 * Moving the chosen logo, text or placed design on the 3D view (issue 31). A press on it (its
 * drawn box, as the Texture view's handles frame it) drags it along the garment: each move's hit
 * on the mesh becomes a point of the texture, then of the region it was pressed in, and the drag
 * rule shared with the Texture view's handles (editor/on-kit.ts `dragTo`) moves it by that
 * texture-space travel. A pointer off the garment, or on another one, leaves it where it last
 * was. A press anywhere else is the view's own: an orbit in the free view, a click that picks.
 */
import type { RootState } from '@react-three/fiber';
import { useState, type PointerEvent } from 'react';
import type { Editor } from '../../editor/editor.ts';
import {
  chosenOnKit,
  onKitTargetAtom,
  pressOnTarget,
  uvToTexel,
  type PlacementDrag,
} from '../../editor/on-kit.ts';
import { kitAtom, modeAtom, selectedLayerAtom } from '../../editor/state.ts';
import { areaToRegionPoint } from '../../games/index.ts';
import { kitHitAt } from '../../scene/pick-event.ts';
import type { PointerTravel } from './pointer-travel.ts';

export interface KitDragHandlers {
  /** Capture phase: it decides before the orbit controls and R3F (on the canvas) hear the press. */
  onPointerDownCapture(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
}

function kitDrag(editor: Editor, root: () => RootState | null, pointer: PointerTravel): KitDragHandlers {
  let drag: { drag: PlacementDrag; pointer: number } | null = null;

  /** The region point of `now` under the pointer, or null when it is not on the dragged garment. */
  const regionPointAt = (now: PlacementDrag, clientX: number, clientY: number) => {
    const state = root();
    const hit = state ? kitHitAt(state, clientX, clientY) : null;
    if (!hit || hit.area !== now.target.area) return null;
    const [px, py] = uvToTexel(editor.game, hit.area, hit.uv);
    return areaToRegionPoint(now.region, px, py);
  };

  const end = (event: PointerEvent<HTMLElement>) => {
    if (drag?.pointer !== event.pointerId) return;
    drag = null;
    editor.actions.endDrag();
  };

  return {
    onPointerDownCapture(event) {
      if (event.button !== 0 || editor.store.get(modeAtom) !== 'edit') return;
      const kit = editor.store.get(kitAtom);
      const target = chosenOnKit(kit, editor.store.get(onKitTargetAtom), editor.store.get(selectedLayerAtom));
      const state = root();
      if (!target || !state) return;
      const hit = kitHitAt(state, event.clientX, event.clientY);
      if (!hit || hit.area !== target.area) return;
      const texel = uvToTexel(editor.game, hit.area, hit.uv);
      const press = pressOnTarget(editor.compositor(), editor.game, kit, target, texel);
      if (!press) return;
      const started = editor.actions.startDrag(target, press.placement, 'move', press.from);
      if (!started) return;
      // The press is the element's: the orbit controls and R3F's click, on the canvas below,
      // never hear it, and the moves and release come to the view while it is held.
      event.stopPropagation();
      event.preventDefault();
      pointer.onPointerDown(event);
      event.currentTarget.setPointerCapture(event.pointerId);
      event.currentTarget.focus({ preventScroll: true });
      drag = { drag: started, pointer: event.pointerId };
    },
    onPointerMove(event) {
      if (drag?.pointer !== event.pointerId) return;
      const to = regionPointAt(drag.drag, event.clientX, event.clientY);
      // Escape reverted the drag: the rest of it is ignored.
      if (to && !editor.actions.dragTo(drag.drag, to)) drag = null;
    },
    onPointerUp: end,
  };
}

/** One set of handlers for the view's lifetime. */
export function useKitDrag(editor: Editor, root: () => RootState | null, pointer: PointerTravel) {
  const [handlers] = useState(() => kitDrag(editor, root, pointer));
  return handlers;
}
