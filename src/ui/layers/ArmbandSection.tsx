import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { stackAtom } from '../../editor/state.ts';
import { LayerList } from './LayerList.tsx';

/**
 * The extra stack, listed with the shirt: the captain's armband. One per kit, so the Add button
 * is there only while the kit has none; selecting its row opens its settings below.
 */
export function ArmbandSection() {
  const { t } = useTranslation();
  const editor = useEditor();
  const extra = useEditorValue(stackAtom('extra'));
  const hasArmband = extra.some((layer) => layer.n === 'armband');
  return (
    <section className="extra-stack" aria-label={t('area.extra')}>
      <div className="area-head">
        <h3>{t('area.extra')}</h3>
        {hasArmband ? null : (
          <button type="button" onClick={() => editor.actions.addLayer('extra', 'armband')}>
            {t('armband.add')}
          </button>
        )}
      </div>
      {extra.length > 0 ? <LayerList stack="extra" /> : null}
    </section>
  );
}
