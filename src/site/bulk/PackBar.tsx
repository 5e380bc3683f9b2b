import { useTranslation } from '../../i18n/index.ts';
import type { BulkSession, BulkState } from './bulk-session.ts';

/** The one download of the page: every kit in one FM26 pack, with its progress and a cancel. */
export function PackBar({ session, state }: { session: BulkSession; state: BulkState }) {
  const { t } = useTranslation();
  const pack = state.pack;
  const running = pack.status === 'running';
  return (
    <div className="bulk-pack">
      <div className="bulk-pack-buttons">
        <button
          type="button"
          className="primary"
          disabled={running || state.generating !== null}
          onClick={() => void session.downloadPack()}
        >
          {t('bulk.download', { count: state.kits.length })}
        </button>
        {running ? (
          <button type="button" onClick={() => session.cancelPack()}>
            {t('bulk.cancel')}
          </button>
        ) : null}
      </div>
      {running ? (
        <div className="bulk-progress">
          <progress
            aria-label={t('bulk.progressLabel')}
            max={pack.total + 1}
            value={pack.stage === 'zip' ? pack.total : pack.done}
          />
          <span role="status">
            {pack.stage === 'zip'
              ? t('bulk.progressZip')
              : t('bulk.progressKits', { done: pack.done, total: pack.total })}
          </span>
        </div>
      ) : null}
      {pack.status === 'done' ? (
        <p role="status">{t('bulk.done', { name: pack.name, count: state.kits.length })}</p>
      ) : null}
      {pack.status === 'cancelled' ? <p role="status">{t('bulk.cancelled')}</p> : null}
      {pack.status === 'failed' ? (
        <p role="alert" className="bulk-error">
          {t('bulk.failed', { error: pack.error })}
        </p>
      ) : null}
      <p className="muted bulk-howto">{t('bulk.howto')}</p>
    </div>
  );
}
