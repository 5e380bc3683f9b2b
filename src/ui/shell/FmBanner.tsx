import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { componentAtom } from '../../editor/state.ts';

/** Where the FM banner leads (document 2 §2 "Links out", fm only). */
const BULK_GENERATOR_PATH = '/bulk-generator/';

/**
 * The fm banner (document 2 §2): FM players come for packs of kits, so the FM site points to the
 * bulk generator, in a new tab like the other links out. Not when the editor is embedded in a
 * host page (component mode): that host is the bulk generator, or another tool.
 */
export function FmBanner() {
  const { t } = useTranslation();
  const { game } = useEditor();
  const embedded = useEditorValue(componentAtom);
  if (game !== 'fm' || embedded) return null;
  return (
    <aside className="plus-promotion fm-banner" aria-label={t('banner.fmBulkLabel')}>
      <p>{t('banner.fmBulk')}</p>
      <a className="button primary" href={BULK_GENERATOR_PATH} target="_blank" rel="noopener">
        {t('banner.fmBulkLink')}
      </a>
    </aside>
  );
}
