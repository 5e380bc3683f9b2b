import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, useSessionSetter } from '../../editor/hooks.tsx';
import { isLocalUpload, type Area, type Layer } from '../../editor/kit.ts';
import { logoAreas } from '../../editor/logos.ts';
import { kitAtom, sideTabAtom } from '../../editor/state.ts';
import { layerDisplayName } from '../layers/layer-name.ts';
import { StoredUploads } from './StoredUploads.tsx';
import { UploadButton } from './UploadButton.tsx';

/**
 * Uploaded logos: the upload button, the kit's custom logo layers (edited in their area's tab;
 * a page-only upload can be converted into a preset), and the user's stored uploads.
 */
export function CustomLogos() {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const kit = useEditorValue(kitAtom);
  const setSideTab = useSessionSetter(sideTabAtom);
  const placed = logoAreas(kit.game).flatMap((area) =>
    kit.layers[area].filter((layer) => layer.n === 'custom_logo').map((layer) => ({ area, layer })),
  );
  const edit = (area: Area, layer: Layer) => {
    setSideTab(area);
    actions.selectLayer(layer.uuid);
  };
  return (
    <section className="logo-uploads" aria-label={t('logos.customLogos')}>
      <h3>{t('logos.customLogos')}</h3>
      <div className="logo-slot-actions">
        <UploadButton />
        <span className="field-hint">{t('upload.hint')}</span>
      </div>
      {placed.length === 0 ? <p className="field-hint">{t('logos.noCustomLogos')}</p> : null}
      <ul className="custom-logo-list" aria-label={t('logos.inKit')}>
        {placed.map(({ area, layer }) => {
          const name = layerDisplayName(layer, t);
          const local = layer.n === 'custom_logo' && isLocalUpload(layer.l);
          return (
            <li key={layer.uuid} aria-label={`${name} (${t(`area.${area}`)})`}>
              <span className="grid-name">
                {name} · {t(`area.${area}`)}
              </span>
              <button type="button" onClick={() => edit(area, layer)}>
                {t('logos.edit', { name })}
              </button>
              {local && layer.n === 'custom_logo' ? (
                <>
                  <button type="button" onClick={() => void actions.convertToPreset(layer.l)}>
                    {t('upload.convert', { name })}
                  </button>
                  <span className="field-hint">{t('upload.localNote')}</span>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <h4>{t('upload.stored')}</h4>
      <StoredUploads />
    </section>
  );
}
