import { useRef, type PointerEvent as ReactPointerEvent } from 'react';

/**
 * Drag with pointer events (mouse, pen and touch alike): the drop target is whatever element
 * under the pointer carries `data-drop-index` when the pointer is released. Pointer events rather
 * than HTML5 drag and drop, because the latter does not work with touch and cannot restrict the
 * drop positions while dragging.
 */
export interface PointerDragHandlers {
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

function dropIndexAt(x: number, y: number): number | null {
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-drop-index]');
  const value = element?.dataset.dropIndex;
  return value === undefined ? null : Number(value);
}

export function usePointerDrag(
  onStart: () => void,
  onOver: (index: number | null) => void,
  onDrop: (index: number | null) => void,
): PointerDragHandlers {
  const dragging = useRef(false);
  return {
    onPointerDown(event) {
      if (event.button !== 0) return;
      dragging.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      onStart();
    },
    onPointerMove(event) {
      if (dragging.current) onOver(dropIndexAt(event.clientX, event.clientY));
    },
    onPointerUp(event) {
      if (!dragging.current) return;
      dragging.current = false;
      onDrop(dropIndexAt(event.clientX, event.clientY));
    },
    onPointerCancel() {
      dragging.current = false;
      onDrop(null);
    },
  };
}
