/**
 * How far the pointer travelled while pressed on the 3D view, along its path. A press that
 * orbits away and comes back to where it started is a drag, though its release lands on the
 * press point (which is all R3F's click `delta` measures).
 */
import { useState, type PointerEvent } from 'react';
import { CLICK_TOLERANCE_PX } from '../../scene/pick-event.ts';

export interface PointerTravel {
  onPointerDown(event: PointerEvent): void;
  onPointerMove(event: PointerEvent): void;
  /** True when the last press moved no further than a click may. */
  wasClick(): boolean;
}

function pointerTravel(): PointerTravel {
  let travel = 0;
  let last: { x: number; y: number } | null = null;
  return {
    onPointerDown(event) {
      travel = 0;
      last = { x: event.clientX, y: event.clientY };
    },
    onPointerMove(event) {
      if (!last || event.buttons === 0) return;
      travel += Math.hypot(event.clientX - last.x, event.clientY - last.y);
      last = { x: event.clientX, y: event.clientY };
    },
    wasClick: () => travel <= CLICK_TOLERANCE_PX,
  };
}

/** One tracker for the component's lifetime (stable handlers). */
export function usePointerTravel(): PointerTravel {
  const [tracker] = useState(pointerTravel);
  return tracker;
}
