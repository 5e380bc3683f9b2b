import { useTranslation } from '../../i18n/index.ts';
import { useEditorValue } from '../../editor/hooks.tsx';
import { componentAtom, userAtom } from '../../editor/state.ts';
import { useSiteConfig } from '../info/AboutPanel.tsx';

/**
 * The ad block above the preview (document 2 §1): free users see a house promotion for Plus
 * (site.json `promotion`: on or off, and where it leads), never a third-party ad or tracker.
 * Plus members see nothing, and neither does a host page in component mode.
 */
export function PlusPromotion() {
  const { t } = useTranslation();
  const user = useEditorValue(userAtom);
  const embedded = useEditorValue(componentAtom);
  const { promotion } = useSiteConfig();
  if (embedded || user?.premium || !promotion.enabled) return null;
  return (
    <aside className="plus-promotion" aria-label={t('promotion.label')}>
      <p>
        <strong>{t('promotion.title')}</strong> {t('promotion.text')}
      </p>
      <a className="button primary" href={promotion.href} target="_blank" rel="noopener">
        {t('link.getPlus')}
      </a>
    </aside>
  );
}
