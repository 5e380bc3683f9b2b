import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import type * as THREE from 'three';
import { useTranslation } from '../../i18n/index.ts';
import {
  bufferPixelAt,
  MAGNIFIER_SIZE,
  magnifierColor,
  type BufferPixel,
  type MagnifierBlock,
} from '../../editor/eyedropper.ts';
import { sampleView } from './sample-view.ts';

export interface CanvasEyedropperProps {
  renderer: THREE.WebGLRenderer;
  /** A click over a coloured pixel. */
  onPick: (hex: string) => void;
  /** Escape: nothing is picked. */
  onCancel: () => void;
}

interface Hover {
  clientX: number;
  clientY: number;
  pixel: BufferPixel;
}

/** The magnifier sits this far right of and below the pointer, out of the way of what it shows. */
const OFFSET = 18;

function pixelUnder(renderer: THREE.WebGLRenderer, clientX: number, clientY: number): BufferPixel | null {
  const canvas = renderer.domElement;
  if (!canvas.isConnected) return null;
  return bufferPixelAt(clientX, clientY, canvas.getBoundingClientRect(), canvas.width, canvas.height);
}

/**
 * Sampling colours from the app's canvas (the 3D view or the Texture view), for browsers without
 * the EyeDropper API or when the user prefers it: a layer over the page takes the pointer (so the
 * view does not orbit or pick layers meanwhile), a 13 x 13 pixel magnifier with the centre pixel
 * marked and its hex follows the pointer, a click picks, Escape cancels.
 */
export function CanvasEyedropper({ renderer, onPick, onCancel }: CanvasEyedropperProps) {
  const { t } = useTranslation();
  const [hover, setHover] = useState<Hover | null>(null);
  const [block, setBlock] = useState<MagnifierBlock | null>(null);
  const magnifier = useRef<HTMLCanvasElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  // One sample in flight at a time; the newest pointer position is sampled when it returns.
  const wanted = useRef<BufferPixel | null>(null);
  const busy = useRef(false);
  const live = useRef(true);

  const sampleLatest = () => {
    if (busy.current || !wanted.current) return;
    const pixel = wanted.current;
    busy.current = true;
    void sampleView(renderer, pixel).then((next) => {
      busy.current = false;
      if (!live.current) return;
      setBlock(next);
      if (wanted.current && wanted.current !== pixel) sampleLatest();
    });
  };

  const onPointerMove = (event: MouseEvent) => {
    const pixel = pixelUnder(renderer, event.clientX, event.clientY);
    setHover(pixel ? { clientX: event.clientX, clientY: event.clientY, pixel } : null);
    wanted.current = pixel;
    if (pixel) sampleLatest();
  };

  const onClick = (event: MouseEvent) => {
    const pixel = pixelUnder(renderer, event.clientX, event.clientY);
    if (!pixel) return;
    // The click's own pixel, freshly drawn: the last hover sample may lag a pointer move behind.
    void sampleView(renderer, pixel).then((picked) => {
      const hex = magnifierColor(picked);
      if (hex && live.current) onPick(hex);
    });
  };

  useEffect(() => {
    live.current = true;
    layer.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      live.current = false;
      window.removeEventListener('keydown', onKey, true);
    };
  }, [onCancel]);

  useLayoutEffect(() => {
    const context = magnifier.current?.getContext('2d');
    if (!context || !block) return;
    context.putImageData(new ImageData(new Uint8ClampedArray(block.data), block.size, block.size), 0, 0);
  }, [block, hover]);

  const hex = block ? magnifierColor(block) : null;
  return createPortal(
    <div
      ref={layer}
      className="eyedropper-layer"
      role="dialog"
      aria-modal="true"
      aria-label={t('eyedropper.title')}
      tabIndex={-1}
      onPointerMove={onPointerMove}
      onPointerLeave={() => setHover(null)}
      onClick={onClick}
    >
      <p className="eyedropper-hint" role="status">
        {t('eyedropper.hint')}
      </p>
      {hover ? (
        <figure className="magnifier" style={{ left: hover.clientX + OFFSET, top: hover.clientY + OFFSET }}>
          <div className="magnifier-pixels">
            <canvas
              ref={magnifier}
              width={MAGNIFIER_SIZE}
              height={MAGNIFIER_SIZE}
              role="img"
              aria-label={t('eyedropper.magnifier')}
            />
            <span className="magnifier-centre" aria-hidden="true" />
          </div>
          <figcaption>
            <span
              className="magnifier-swatch"
              style={{ background: hex ?? 'transparent' }}
              aria-hidden="true"
            />
            <output aria-label={t('eyedropper.sampled')}>{hex ?? t('eyedropper.none')}</output>
          </figcaption>
        </figure>
      ) : null}
    </div>,
    document.body,
  );
}
