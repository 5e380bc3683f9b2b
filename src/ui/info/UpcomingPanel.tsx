import { useEffect } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { EARLY_ACCESS_STATUS, loadUpcoming, upcomingAtom } from '../../editor/upcoming.ts';

/**
 * Upcoming (document 2 §2, §4): loads once, when the tab is first shown (the list stays for the
 * session), grouped by date with a status label; image tiles with a name and a Plus badge.
 */
export function UpcomingPanel() {
  const { t, i18n } = useTranslation();
  const { context } = useEditor();
  const upcoming = useEditorValue(upcomingAtom);
  useEffect(() => {
    void loadUpcoming(context);
  }, [context]);
  if (upcoming.state === 'error')
    return (
      <div className="info-panel" role="alert">
        <p>{t('upcoming.error')}</p>
        <button type="button" onClick={() => void loadUpcoming(context)}>
          {t('status.tryAgain')}
        </button>
      </div>
    );
  const entries = upcoming.state === 'loaded' ? upcoming.entries : null;
  const dateText = (date: string) => {
    const parsed = new Date(`${date}T00:00:00`);
    return Number.isNaN(parsed.getTime())
      ? date
      : parsed.toLocaleDateString(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' });
  };
  return (
    <div className="info-panel upcoming">
      <h2>{t('tab.upcoming')}</h2>
      {entries === null ? <p role="status">{t('status.loading')}</p> : null}
      {entries?.length === 0 ? <p>{t('upcoming.empty')}</p> : null}
      {entries?.map((entry) => (
        <section key={entry.date} aria-label={dateText(entry.date)}>
          <h3>
            {dateText(entry.date)}{' '}
            <span className="status-label">
              {entry.status === EARLY_ACCESS_STATUS ? t('upcoming.earlyAccess') : entry.status}
            </span>
          </h3>
          <ul className="upcoming-tiles">
            {[...entry.templates, ...entry.graphics, ...entry.patterns].map((item) => (
              <li key={`${item.name}-${item.image}`} className="upcoming-tile">
                {item.image ? (
                  <img src={item.image} alt="" loading="lazy" />
                ) : (
                  <span className="tile-blank" />
                )}
                <span className="grid-name">{item.name}</span>
                {item.premium ? <span className="badge">{t('common.plus')}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
