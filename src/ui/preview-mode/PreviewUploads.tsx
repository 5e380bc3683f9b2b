import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { previewAreas, previewImagesAtom } from '../../editor/preview.ts';

/**
 * Preview mode's image pickers (document 2 §2): one for pes and fm, shirt / shorts / socks
 * otherwise. The file is read in the browser and never leaves it.
 */
export function PreviewUploads() {
  const { t } = useTranslation();
  const { actions, game } = useEditor();
  const images = useEditorValue(previewImagesAtom);
  const areas = previewAreas(game);
  return (
    <section className="preview-uploads" aria-label={t('previewMode.title')}>
      <h2>{t('previewMode.title')}</h2>
      <p className="muted">{t('previewMode.hint')}</p>
      {areas.map((area) => {
        const label = areas.length === 1 ? t('previewMode.uploadKit') : t(`previewMode.upload.${area}`);
        return (
          <label key={area} className="preview-upload">
            <span>{label}</span>
            <input
              type="file"
              accept="image/png,image/jpeg"
              aria-label={label}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) void actions.setPreviewImage(area, file);
              }}
            />
            <span className="muted">{images[area]?.name ?? t('previewMode.none')}</span>
          </label>
        );
      })}
    </section>
  );
}
