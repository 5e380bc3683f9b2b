/**
 * The handles round a logo, text or placed design chosen on the kit, as both views draw them (the
 * Texture view over its textures, the 3D view over the player): a dashed box, a scale knob at
 * each corner and a rotate knob on a stem above the top edge. Only the drawing is shared here; the
 * values come from region space in editor/on-kit.ts.
 */
import type { PointerEvent } from 'react';
import type { LayerPlacement } from '../../compositor/placement.ts';
import { boxCorners, type HandleKind } from '../../editor/placement-drag.ts';
import './handles.css';

/** How far the rotate handle stands off the box's top edge, CSS px. */
const ROTATE_STANDOFF = 26;
const HANDLE_R = 6;
/** The smallest frame drawn, CSS px. */
const MIN_SIDE = 36;

export interface HandleLayout {
  centre: [number, number];
  corners: [number, number][];
  /** The middle of the top edge, where the rotate knob's stem starts. */
  top: [number, number];
  knob: [number, number];
}

/**
 * Where the handles of `placement` are drawn, given where a region point shows on screen. A small
 * logo still gets handles apart from each other: the frame is drawn at least MIN_SIDE across
 * (drawing only: values come from region space, not from these corners).
 */
export function handleLayout(
  placement: LayerPlacement,
  toView: (q: readonly [number, number]) => [number, number],
): HandleLayout {
  const centre = toView(placement.centre);
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
  return { centre, corners, top, knob };
}

/** Which handle a pointer-down landed on (its data-handle). */
export function handleOf(element: Element): HandleKind {
  const named = (element as SVGElement).dataset.handle ?? '';
  return named.startsWith('scale') ? 'scale' : named === 'rotate' ? 'rotate' : 'move';
}

type Handler = (event: PointerEvent<SVGElement>) => void;

export function HandleShapes({
  layout,
  scales,
  turns,
  onStart,
  onMove,
  onEnd,
  body = true,
}: {
  layout: HandleLayout;
  scales: boolean;
  turns: boolean;
  onStart: Handler;
  onMove: Handler;
  onEnd: Handler;
  /** Whether the box itself takes the pointer (a move); else it is an outline only. */
  body?: boolean;
}) {
  const { corners, top, knob } = layout;
  const handlers = {
    onPointerDown: onStart,
    onPointerMove: onMove,
    onPointerUp: onEnd,
    onPointerCancel: onEnd,
  };
  return (
    <svg className="onkit-handles" aria-hidden="true">
      {turns ? <line className="onkit-stem" x1={top[0]} y1={top[1]} x2={knob[0]} y2={knob[1]} /> : null}
      <polygon
        className={body ? 'onkit-body' : 'onkit-body onkit-outline'}
        data-handle="move"
        points={corners.map((c) => c.join(',')).join(' ')}
        {...(body ? handlers : {})}
      />
      {(scales ? corners : []).map((c, i) => (
        <circle
          key={i}
          className="onkit-scale"
          data-handle={`scale-${i}`}
          cx={c[0]}
          cy={c[1]}
          r={HANDLE_R}
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
          {...handlers}
        />
      ) : null}
    </svg>
  );
}
