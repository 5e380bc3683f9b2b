import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { findLayer, printingElementOf, type Kit } from '../../editor/kit.ts';
import {
  chosenOnKit,
  NUDGE_ARROWS,
  onKitTargetAtom,
  targetPlacement,
  type OnKitTarget,
  type PlacementDrag,
} from '../../editor/on-kit.ts';
import { kitAtom, selectedLayerAtom } from '../../editor/state.ts';
import type { AreaViewport } from '../../editor/textures.ts';
import { areaToRegionPoint, gameLayout, regionPointToArea } from '../../games/index.ts';
import { handleLayout, handleOf, HandleShapes } from './handle-shapes.tsx';
import { texelToView, viewToTexel } from './view-points.ts';

/** The name a player knows it by: the logo's slot, the printed line's slider group, the layer's name. */
function nameOf(kit: Kit, target: OnKitTarget, t: (key: string) => string): string {
  if (target.logo) {
    const logo = kit.logos.find((l) => l.uuid === target.uuid);
    return logo ? t(`logos.slot.${logo.t}`) : '';
  }
  const line = printingElementOf(target.uuid);
  if (line) return t(`printing.${line.element}`);
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

  const handles = handleLayout(placement, toView);
  const { centre } = handles;
  const name = nameOf(kit, target, (key) => t(key));
  // Only the handles whose fields the kit lets change here (a team crest is only scaled).
  const fields = editor.actions.placementFieldsOf(target.uuid);
  const scales = fields.includes('size');
  const turns = fields.includes('rotation');

  // One handler for every handle (its data-handle says which), so nothing runs during render.
  const start = (event: PointerEvent<SVGElement>) => {
    if (event.button !== 0) return;
    const handle = handleOf(event.currentTarget);
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
    const arrow = NUDGE_ARROWS[event.key];
    if (!arrow || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    // The arrow's screen direction, taken into region space at the centre.
    const box = frame.current!.getBoundingClientRect();
    const a = toRegion(box.left + centre[0], box.top + centre[1]);
    const b = toRegion(box.left + centre[0] + arrow[0] * 10, box.top + centre[1] + arrow[1] * 10);
    editor.actions.nudgeAlong(target, placement, [b[0] - a[0], b[1] - a[1]], event.shiftKey);
  };

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
      <HandleShapes
        layout={handles}
        scales={scales}
        turns={turns}
        onStart={start}
        onMove={move}
        onEnd={end}
      />
    </div>
  );
}
