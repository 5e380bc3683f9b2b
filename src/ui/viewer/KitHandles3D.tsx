/**
 * The scale and rotate handles of the logo, text or placed design chosen on the kit, drawn over
 * the 3D view where the player wears it (issue 31). They drive the same drag actions as the
 * Texture view's handles (editor/on-kit.ts): a pointer position becomes a region point through
 * the view's local map (kit-screen-map.ts), so one rule gives the values. The box is an outline
 * only: a press inside it is the view's own move drag (use-kit-drag.ts). The overlay is a sibling
 * of the canvas, so a press on a handle never reaches the orbit controls.
 */
import type { RootState } from '@react-three/fiber';
import { useEffect, useReducer, useRef, type PointerEvent, type RefObject } from 'react';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { onKitTargetAtom, type PlacementDrag } from '../../editor/on-kit.ts';
import { kitAtom, modeAtom, selectedLayerAtom } from '../../editor/state.ts';
import { handleLayout, handleOf, HandleShapes } from '../texture/handle-shapes.tsx';
import { kitScreenMap, type KitScreenMap } from './kit-screen-map.ts';

/** Something that calls its listeners after each frame of the 3D view. */
export type FrameSignal = Set<() => void>;

export function KitHandles3D({
  root,
  host,
  frames,
}: {
  root: () => RootState | null;
  host: RefObject<HTMLDivElement | null>;
  frames: FrameSignal;
}) {
  const editor = useEditor();
  // Any of these moves the handles: the kit, the choice, the mode; a frame (the camera) too.
  useEditorValue(kitAtom);
  useEditorValue(onKitTargetAtom);
  useEditorValue(selectedLayerAtom);
  useEditorValue(modeAtom);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    frames.add(redraw);
    return () => void frames.delete(redraw);
  }, [frames]);
  // The map stays as it was at pointer-down for the whole drag: what the pointer's travel means
  // does not change under it while the logo grows or turns.
  const drag = useRef<{ drag: PlacementDrag; pointer: number; map: KitScreenMap } | null>(null);

  const element = host.current;
  const map = kitScreenMap(editor, root());
  if (!element || !map) return null;
  const { target, placement } = map;
  const fields = editor.actions.placementFieldsOf(target.uuid);
  const scales = fields.includes('size');
  const turns = fields.includes('rotation');
  if (!scales && !turns) return null;
  const box = element.getBoundingClientRect();
  const handles = handleLayout(placement, (q) => {
    const [x, y] = map.toScreen(q);
    return [x - box.left, y - box.top];
  });

  const start = (event: PointerEvent<SVGElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    const started = editor.actions.startDrag(
      target,
      placement,
      handleOf(event.currentTarget),
      map.toRegion(event.clientX, event.clientY),
    );
    if (!started) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    // Escape, the arrow keys and the shortcuts go to the view while its handles are held.
    element.focus({ preventScroll: true });
    drag.current = { drag: started, pointer: event.pointerId, map };
  };
  const move = (event: PointerEvent<SVGElement>) => {
    const now = drag.current;
    if (!now || now.pointer !== event.pointerId) return;
    // Escape reverted the drag: the rest of it is ignored.
    if (!editor.actions.dragTo(now.drag, now.map.toRegion(event.clientX, event.clientY))) drag.current = null;
  };
  const end = (event: PointerEvent<SVGElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current = null;
    editor.actions.endDrag();
  };

  return (
    <div
      className="onkit-frame onkit-frame-3d"
      style={{ left: element.offsetLeft, top: element.offsetTop, width: box.width, height: box.height }}
    >
      <HandleShapes
        layout={handles}
        scales={scales}
        turns={turns}
        onStart={start}
        onMove={move}
        onEnd={end}
        body={false}
      />
    </div>
  );
}
