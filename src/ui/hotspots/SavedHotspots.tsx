import { useTranslation } from '../../i18n/index.ts';
import { useKitTools } from '../../editor/kit-tools.ts';
import { useSavedKits } from '../dialogs/use-saved-kits.ts';

/**
 * The hotspots editor's list of the user's own saved kits (document 2 §2): picking one takes its
 * hotspots, so boxes placed once serve every kit made on the same template.
 */
export function SavedHotspots() {
  const { t } = useTranslation();
  const tools = useKitTools();
  const list = useSavedKits(true, { mode: 'own', sorting: 'newest' });
  return (
    <section aria-label={t('hotspots.saved')}>
      <h3>{t('hotspots.saved')}</h3>
      {list.state === 'error' ? (
        <div role="alert">
          <p>{t('status.error')}</p>
          <button type="button" onClick={list.retry}>
            {t('status.tryAgain')}
          </button>
        </div>
      ) : null}
      {list.state === 'loading' ? <p role="status">{t('status.loading')}</p> : null}
      {list.state === 'loaded' && list.kits.length === 0 ? <p>{t('common.noResults')}</p> : null}
      <ul className="saved-hotspots">
        {list.kits.map((kit) => (
          <li key={kit.id}>
            <button type="button" onClick={() => tools.copyHotspotsFrom(kit)}>
              {t('hotspots.useFrom', { name: kit.name || t('load.untitled') })}
            </button>
          </li>
        ))}
      </ul>
      {list.more ? (
        <button type="button" onClick={list.loadMore}>
          {t('load.more')}
        </button>
      ) : null}
    </section>
  );
}
