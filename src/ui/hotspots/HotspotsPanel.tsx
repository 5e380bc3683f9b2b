import { useEffect } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditorValue } from '../../editor/hooks.tsx';
import { HOTSPOT_AXES, HOTSPOT_BOXES, PRINT_PREVIEW_RANGES, type HotspotField } from '../../editor/kit.ts';
import { useKitTools } from '../../editor/kit-tools.ts';
import { kitFieldAtom, userAtom } from '../../editor/state.ts';
import { NumberSlider } from '../widgets/NumberSlider.tsx';
import { Toggle } from '../widgets/Toggle.tsx';
import { SavedHotspots } from './SavedHotspots.tsx';
import { useDownloads } from '../../editor/downloads.ts';
import './hotspots.css';

/** Box edges are fractions of the texture; the slider moves them in steps of half a percent. */
const BOX_STEP = 0.005;

/**
 * The hotspots editor (fifa and eafc): where the game prints the back number, name, front number
 * and shorts number, as boxes on the texture with a preview number drawn in them. While the tab
 * is open the player printing is hidden and the preview shown (document 1 §4).
 */
export function HotspotsPanel() {
  const { t } = useTranslation();
  const tools = useKitTools();
  const downloads = useDownloads();
  const hotspots = useEditorValue(kitFieldAtom('hotspots'));
  const user = useEditorValue(userAtom);
  useEffect(() => {
    tools.enterHotspots();
    return () => tools.leaveHotspots();
  }, [tools]);
  const slider = (field: Exclude<HotspotField, 'hasArc'>, label: string, step?: number) => (
    <NumberSlider
      key={field}
      label={label}
      value={hotspots[field]}
      min={PRINT_PREVIEW_RANGES[field].min}
      max={PRINT_PREVIEW_RANGES[field].max}
      step={step}
      onBegin={tools.beginHotspotEdit}
      onCommit={tools.commitHotspotEdit}
      onChange={(v) => tools.setHotspot(field, v)}
    />
  );
  return (
    <div className="settings-panel hotspots-panel">
      <h2>{t('tab.hotspots')}</h2>
      <p className="hint">{t('hotspots.intro')}</p>
      {slider('previewNumber', t('hotspots.previewNumber'))}
      <Toggle
        label={t('hotspots.hasArc')}
        checked={hotspots.hasArc}
        onChange={(v) => tools.setHotspot('hasArc', v)}
      />
      {HOTSPOT_BOXES.map((box) => {
        const name = t(`hotspots.box.${box}`);
        return (
          <fieldset key={box} className="hotspot-box">
            <legend>{name}</legend>
            {HOTSPOT_AXES.map((axis) =>
              slider(
                `${axis}${box}`,
                t('hotspots.edge', { box: name, edge: t(`hotspots.axis.${axis}`) }),
                BOX_STEP,
              ),
            )}
          </fieldset>
        );
      })}
      <button type="button" onClick={() => void tools.resetHotspots()}>
        {t('hotspots.reset')}
      </button>
      <button type="button" onClick={() => downloads.downloadHotspots()}>
        {t('downloads.hotspots')}
      </button>
      {user !== null ? <SavedHotspots /> : null}
    </div>
  );
}
