import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { findLayer, type Kit } from '../../editor/kit.ts';
import {
  chosenOnKit,
  NUDGE_STEP,
  NUDGE_STEP_LARGE,
  onKitTargetAtom,
  targetPlacement,
  type OnKitTarget,
  type PlacementDrag,
} from '../../editor/on-kit.ts';
import { kitAtom, selectedLayerAtom } from '../../editor/state.ts';
import type { AreaViewport } from '../../editor/textures.ts';
import { areaToRegionPoint, gameLayout, regionPointToArea } from '../../games/index.ts';
import { boxCorners, type HandleKind } from '../../editor/placement-drag.ts';
import { texelToView, viewToTexel } from './view-points.ts';

/** How far the rotate handle stands off the box's top edge, CSS px. */
const ROTATE_STANDOFF = 26;
const HANDLE_R = 6;
/** The smallest frame drawn, CSS px. */
const MIN_SIDE = 36;
const ARROWS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function nameOf(kit: Kit, target: OnKitTarget, slotName: (slot: string) => string): string {
  if (target.logo) {
    const logo = kit.logos.find((l) => l.uuid === target.uuid);
    return logo ? slotName(logo.t) : '';
  }
  const layer = findLayer(kit, target.uuid)?.layer;
  return layer ? layer.cname || layer.name : '';
}

/**
 * The handles of the logo chosen on the kit, drawn over the Texture view (an overlay of the page,
 * not of the textures): drag the body to move it, a corner to scale it, the knob above it to turn
 * it; arrow keys nudge it while the frame has focus. Every pointer position is taken into the
 * logo's region space before it becomes a value, so turned regions follow the pointer.
 */
export function PlacementHandles({ views }: { views: () => readonly AreaViewport[]; version: number }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const kit = useEditorValue(kitAtom);
  const picked = useEditorValue(onKitTargetAtom);
  const selected = useEditorValue(selectedLayerAtom);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ drag: PlacementDrag; pointer: number } | null>(null);

  const target = chosenOnKit(kit, picked, selected);
  if (!target) return null;
  const layout = gameLayout(editor.game).areas[target.area];
  const view = views().find((v) => v.area === target.area);
  const placement = layout && view ? targetPlacement(editor.compositor(), editor.game, kit, target) : null;
  if (!placement || !layout || !view) return null;
  const { region } = placement;

  const toView = (q: readonly [number, number]) =>
    texelToView(view, layout, ...regionPointToArea(region, q[0], q[1]));
  const toRegion = (clientX: number, clientY: number): [number, number] => {
    const box = frame.current!.getBoundingClientRect();
    const [px, py] = viewToTexel(view, layout, clientX - box.left, clientY - box.top);
    return areaToRegionPoint(region, px, py);
  };

  const centre = toView(placement.centre);
  // A small logo still gets handles apart from each other: the frame is drawn at least MIN_SIDE
  // across (drawing only: values come from region space, not from these corners).
  const drawn = boxCorners(placement.centre, placement.box, placement.rotation).map(toView);
  const side = Math.min(
    Math.hypot(drawn[1]![0] - drawn[0]![0], drawn[1]![1] - drawn[0]![1]),
    Math.hypot(drawn[2]![0] - drawn[1]![0], drawn[2]![1] - drawn[1]![1]),
  );
  const grow = side > 0 && side < MIN_SIDE ? MIN_SIDE / side : 1;
  const corners = drawn.map(([x, y]): [number, number] => [
    centre[0] + (x - centre[0]) * grow,
    centre[1] + (y - centre[1]) * grow,
  ]);
  const [tl, tr] = [corners[0]!, corners[1]!];
  const top: [number, number] = [(tl[0] + tr[0]) / 2, (tl[1] + tr[1]) / 2];
  const away = Math.hypot(top[0] - centre[0], top[1] - centre[1]) || 1;
  const knob: [number, number] = [
    top[0] + ((top[0] - centre[0]) / away) * ROTATE_STANDOFF,
    top[1] + ((top[1] - centre[1]) / away) * ROTATE_STANDOFF,
  ];
  const name = nameOf(kit, target, (slot) => t(`logos.slot.${slot}`));
  // Only the handles whose fields the kit lets change here (a team crest is only scaled).
  const fields = editor.actions.placementFieldsOf(target.uuid);
  const scales = fields.includes('size');
  const turns = fields.includes('rotation');

  // One handler for every handle (its data-handle says which), so nothing runs during render.
  const start = (event: PointerEvent<SVGElement>) => {
    if (event.button !== 0) return;
    const named = event.currentTarget.dataset.handle ?? '';
    const handle: HandleKind = named.startsWith('scale') ? 'scale' : named === 'rotate' ? 'rotate' : 'move';
    // The view below pans on a drag: this drag is the logo's.
    event.stopPropagation();
    event.preventDefault();
    const started = editor.actions.startDrag(
      target,
      placement,
      handle,
      toRegion(event.clientX, event.clientY),
    );
    if (!started) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    frame.current?.focus({ preventScroll: true });
    drag.current = { drag: started, pointer: event.pointerId };
  };
  const move = (event: PointerEvent<SVGElement>) => {
    const now = drag.current;
    if (!now || now.pointer !== event.pointerId) return;
    // Escape reverted the drag: the rest of it is ignored.
    if (!editor.actions.dragTo(now.drag, toRegion(event.clientX, event.clientY))) drag.current = null;
  };
  const end = (event: PointerEvent<SVGElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current = null;
    editor.actions.endDrag();
  };
  const nudge = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    // The screen's direction in region space: on a turned region, right on screen may be the
    // region's down (quarter turns keep it on one axis); one step along it, whatever the zoom.
    const box = frame.current!.getBoundingClientRect();
    const a = toRegion(box.left + centre[0], box.top + centre[1]);
    const b = toRegion(box.left + centre[0] + arrow[0] * 10, box.top + centre[1] + arrow[1] * 10);
    const [rx, ry] = [b[0] - a[0], b[1] - a[1]];
    // Steps are region pixels; a text's fields count in hundredths of its region (perPx).
    const step = event.shiftKey ? NUDGE_STEP_LARGE : NUDGE_STEP;
    const [ux, uy] = placement.perPx;
    if (Math.abs(rx) >= Math.abs(ry)) editor.actions.nudgeOnKit(target.uuid, Math.sign(rx) * step * ux, 0);
    else editor.actions.nudgeOnKit(target.uuid, 0, Math.sign(ry) * step * uy);
  };

  const handlers = { onPointerMove: move, onPointerUp: end, onPointerCancel: end };
  return (
    <div
      ref={frame}
      className="onkit-frame"
      role="application"
      tabIndex={0}
      aria-label={t('onKit.frame', { name })}
      aria-description={t('onKit.hint')}
      onKeyDown={nudge}
    >
      <svg className="onkit-handles" aria-hidden="true">
        {turns ? <line className="onkit-stem" x1={top[0]} y1={top[1]} x2={knob[0]} y2={knob[1]} /> : null}
        <polygon
          className="onkit-body"
          data-handle="move"
          points={corners.map((c) => c.join(',')).join(' ')}
          onPointerDown={start}
          {...handlers}
        />
        {(scales ? corners : []).map((c, i) => (
          <circle
            key={i}
            className="onkit-scale"
            data-handle={`scale-${i}`}
            cx={c[0]}
            cy={c[1]}
            r={HANDLE_R}
            onPointerDown={start}
            {...handlers}
          />
        ))}
        {turns ? (
          <circle
            className="onkit-rotate"
            data-handle="rotate"
            cx={knob[0]}
            cy={knob[1]}
            r={HANDLE_R}
            onPointerDown={start}
            {...handlers}
          />
        ) : null}
      </svg>
    </div>
  );
}
