import { useTranslation } from '../../i18n/index.ts';
import { useEditorValue } from '../../editor/hooks.tsx';
import { layerMapsBusyAtom, layerMapsOfferedAtom, useLayerMaps } from '../../editor/layer-maps.ts';

/**
 * The admin's per-layer downloads under the active layer's settings (document 2 §6): the layer's
 * overlay, normal map and roughness map, each composited with the layer alone. Shown to admins
 * only; a button stays disabled while its file is being made.
 */
export function LayerMaps({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const layerMaps = useLayerMaps();
  const offered = useEditorValue(layerMapsOfferedAtom);
  const busy = useEditorValue(layerMapsBusyAtom);
  if (!offered) return null;
  return (
    <div className="layer-maps" role="group" aria-label={t('layerMaps.title')}>
      <h4>{t('layerMaps.title')}</h4>
      {layerMaps.maps.map((map) => (
        <button
          key={map}
          type="button"
          disabled={busy.includes(map)}
          aria-busy={busy.includes(map)}
          onClick={() => void layerMaps.download(uuid, map)}
        >
          {t(`layerMaps.${map}`)}
        </button>
      ))}
    </div>
  );
}
