import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import type { SavedKit } from '../../api/index.ts';
import type { useSavedKits } from './use-saved-kits.ts';

/**
 * A saved-kits list as every browser shows it (document 2 §2, §8): 'An error occured' with Try
 * again, 'No results.' when empty, the kits, Load more while more are available, and Loading...
 */
export function SavedKitList({
  list,
  className = 'grid',
  children,
}: {
  list: ReturnType<typeof useSavedKits>;
  className?: string;
  children: (kit: SavedKit, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {list.state === 'error' ? (
        <div role="alert">
          <p>{t('status.error')}</p>
          <button type="button" onClick={list.retry}>
            {t('status.tryAgain')}
          </button>
        </div>
      ) : null}
      {list.state === 'loaded' && list.kits.length === 0 ? <p>{t('common.noResults')}</p> : null}
      <ul className={className}>{list.kits.map((kit, index) => children(kit, index))}</ul>
      {list.more ? (
        <button type="button" onClick={list.loadMore}>
          {t('load.more')}
        </button>
      ) : null}
      {list.state === 'loading' ? <p role="status">{t('status.loading')}</p> : null}
    </>
  );
}

/** The kit browsers' filter box with its clear button (document 2 §2). */
export function KitFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <input
        aria-label={t('load.filter')}
        placeholder={t('load.filter')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button type="button" onClick={() => onChange('')}>
          {t('load.clear')}
        </button>
      ) : null}
    </>
  );
}
