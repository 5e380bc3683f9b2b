import { useTranslation } from '../../i18n/index.ts';
import { useKitTools } from '../../editor/kit-tools.ts';
import { SavedKitList } from '../dialogs/SavedKitList.tsx';
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
      <SavedKitList list={list} className="saved-hotspots">
        {(kit) => (
          <li key={kit.id}>
            <button type="button" onClick={() => tools.copyHotspotsFrom(kit)}>
              {t('hotspots.useFrom', { name: kit.name || t('load.untitled') })}
            </button>
          </li>
        )}
      </SavedKitList>
    </section>
  );
}
