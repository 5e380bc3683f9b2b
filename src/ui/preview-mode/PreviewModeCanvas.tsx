import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { previewAreas, previewImagesAtom, type PreviewImage } from '../../editor/preview.ts';
import type { AreaId } from '../../games/index.ts';

function AreaPreview({
  area,
  image,
  label,
}: {
  area: AreaId;
  image: PreviewImage | undefined;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target || !image) return;
    target.width = image.canvas.width;
    target.height = image.canvas.height;
    target.getContext('2d')?.drawImage(image.canvas, 0, 0);
  }, [image]);
  return (
    <figure className="preview-area" data-area={area}>
      {image ? (
        <canvas ref={canvas} role="img" aria-label={label} />
      ) : (
        <div className="preview-empty">{label}</div>
      )}
      <figcaption>{image?.name ?? label}</figcaption>
    </figure>
  );
}

/** The Texture tab in preview mode: the user's own images instead of the editing canvas. */
export function PreviewModeCanvas() {
  const { t } = useTranslation();
  const { game } = useEditor();
  const images = useEditorValue(previewImagesAtom);
  const areas = previewAreas(game);
  return (
    <div className="preview-canvas" aria-label={t('previewMode.canvas')} role="group">
      {areas.map((area) => (
        <AreaPreview
          key={area}
          area={area}
          image={images[area]}
          label={
            images[area] ? t(`previewMode.image.${area}`) : t('previewMode.empty', { area: t(`tab.${area}`) })
          }
        />
      ))}
    </div>
  );
}
