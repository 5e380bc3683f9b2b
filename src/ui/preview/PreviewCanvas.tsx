/**
 * The dialog's live preview: the picture as the file will hold it, redrawn when a setting
 * changes (the newest request wins while one is drawing). Drag moves the kit where the drag rule
 * allows, the wheel zooms, and the centre guides light while an offset is snapped to 0.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { canDrag, type Guides, type KitPosition } from '../../tools/preview/position.ts';
import type { PreviewSettings } from '../../tools/preview/settings.ts';
import type { PictureInput, PreviewExporter } from './exporter.ts';
import { previewActions } from './preview-state.ts';

/** The preview's long side in CSS pixels. */
const BOX = 440;

export function previewSize(aspect: number): { width: number; height: number } {
  return aspect >= 1
    ? { width: BOX, height: Math.round(BOX / aspect) }
    : { width: Math.round(BOX * aspect), height: BOX };
}

export function PreviewCanvas({
  exporter,
  input,
  settings,
  aspect,
  onError,
}: {
  exporter: PreviewExporter;
  input: PictureInput;
  /** The live proxy: drag and wheel write to it. */
  settings: PreviewSettings;
  aspect: number;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [guides, setGuides] = useState<Guides | null>(null);
  const [drawn, setDrawn] = useState(false);
  const drag = useRef<{ x: number; y: number; start: KitPosition } | null>(null);
  const size = previewSize(aspect);
  const scale = Math.min(2, window.devicePixelRatio || 1);
  const pixels = { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };

  // Newest request wins: while one picture draws, only the last change waits for its turn.
  const busy = useRef(false);
  const pending = useRef<PictureInput | null>(null);
  useEffect(() => {
    pending.current = input;
    if (busy.current) return;
    const draw = async () => {
      busy.current = true;
      try {
        while (pending.current) {
          const next = pending.current;
          pending.current = null;
          const picture = await exporter.renderPreview(next, pixels.width, pixels.height);
          const ctx = canvas.current?.getContext('2d');
          if (ctx) {
            ctx.clearRect(0, 0, pixels.width, pixels.height);
            ctx.drawImage(picture, 0, 0);
            setDrawn(true);
          }
        }
      } catch (error) {
        onError(error);
      } finally {
        busy.current = false;
      }
    };
    void draw();
  }, [exporter, input, pixels.width, pixels.height, onError]);

  // The wheel must be able to cancel the page's scroll: React's wheel listener is passive.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      previewActions.wheel(settings, event.deltaY);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [settings]);

  const movable =
    canDrag(input.settings.resolution, input.settings.zoom) || input.settings.exportMode === 'gif';
  return (
    <div className="preview-stage">
      <div className="preview-frame" style={{ width: size.width, height: size.height }}>
        <canvas
          ref={canvas}
          width={pixels.width}
          height={pixels.height}
          style={{ width: size.width, height: size.height, cursor: movable ? 'move' : 'default' }}
          role="img"
          aria-label={t('preview.canvas')}
          data-drawn={drawn ? 'true' : 'false'}
          onPointerDown={(event) => {
            if (!movable) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            const { offset, offsetY, zoom } = settings;
            drag.current = { x: event.clientX, y: event.clientY, start: { offset, offsetY, zoom } };
          }}
          onPointerMove={(event) => {
            const from = drag.current;
            if (!from) return;
            const short = Math.min(size.width, size.height);
            setGuides(
              previewActions.drag(
                settings,
                from.start,
                event.clientX - from.x,
                event.clientY - from.y,
                short,
              ),
            );
          }}
          onPointerUp={() => {
            drag.current = null;
            setGuides(null);
          }}
          onPointerCancel={() => {
            drag.current = null;
            setGuides(null);
          }}
        />
        {guides?.vertical ? <div className="preview-guide preview-guide-v" /> : null}
        {guides?.horizontal ? <div className="preview-guide preview-guide-h" /> : null}
        {drawn ? null : <div className="preview-loading">{t('preview.loading')}</div>}
      </div>
      <p className="muted preview-hint">{t(movable ? 'preview.canvasHint' : 'preview.canvasHintFixed')}</p>
    </div>
  );
}
