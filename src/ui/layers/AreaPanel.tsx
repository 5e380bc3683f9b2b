import { useTranslation } from '../../i18n/index.ts';
import type { StackName } from '../../editor/kit.ts';
import { AddLayerMenu } from './AddLayerMenu.tsx';
import { ArmbandSection } from './ArmbandSection.tsx';
import { LayerList } from './LayerList.tsx';
import { LayerSettings } from './LayerSettings.tsx';

/** One area's tab: its layer list, the Add layer menu, and the active layer's settings. */
export function AreaPanel({ stack }: { stack: StackName }) {
  const { t } = useTranslation();
  return (
    <div className="area-panel">
      <div className="area-head">
        <h2>{t(`area.${stack}`)}</h2>
        <AddLayerMenu stack={stack} />
      </div>
      <LayerList stack={stack} />
      {stack === 'shirt' ? <ArmbandSection /> : null}
      <LayerSettings />
    </div>
  );
}
