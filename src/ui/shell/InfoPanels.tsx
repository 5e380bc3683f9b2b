import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import type { UpcomingEntry } from '../../api/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { userAtom } from '../../editor/state.ts';

/** Upcoming: loads once on first visibility (document 2 §4). */
export function UpcomingPanel() {
  const { t } = useTranslation();
  const { context } = useEditor();
  const [entries, setEntries] = useState<UpcomingEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const fetchUpcoming = useCallback(() => {
    context.api
      .upcoming()
      .then((list) => setEntries(Array.isArray(list) ? list : []))
      .catch(() => setFailed(true));
  }, [context.api]);
  const load = () => {
    setFailed(false);
    fetchUpcoming();
  };
  // Loads once, when the tab is first shown.
  useEffect(fetchUpcoming, [fetchUpcoming]);
  if (failed)
    return (
      <div className="info-panel" role="alert">
        <p>{t('upcoming.error')}</p>
        <button type="button" onClick={load}>
          {t('status.tryAgain')}
        </button>
      </div>
    );
  return (
    <div className="info-panel">
      <h2>{t('tab.upcoming')}</h2>
      {entries === null ? <p>{t('status.loading')}</p> : null}
      {entries?.length === 0 ? <p>{t('common.noResults')}</p> : null}
      {entries?.map((entry) => (
        <section key={entry.date}>
          <h3>
            {entry.date} <span className="badge">{entry.status}</span>
          </h3>
          <ul className="grid">
            {[...entry.templates, ...entry.graphics, ...entry.patterns].map((item) => (
              <li key={item.name} className="grid-item">
                {item.image ? <img src={item.image} alt="" /> : null}
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

export { HowToPanel } from '../downloads/HowToPanel.tsx';

export function AboutPanel() {
  const { t } = useTranslation();
  const { game } = useEditor();
  return (
    <div className="info-panel">
      <h2>{t('tab.about')}</h2>
      <p>{t(`about.disclaimer.${game}`)}</p>
      <p>{t('about.platforms')}</p>
      <p>{t('about.copyright', { year: String(new Date().getFullYear()) })}</p>
    </div>
  );
}

export function AccountPanel() {
  const { t } = useTranslation();
  const { context } = useEditor();
  const user = useEditorValue(userAtom);
  const [showEmail, setShowEmail] = useState(false);
  if (user === null)
    return (
      <div className="info-panel">
        <h2>{t('tab.account')}</h2>
        <p>{t('account.notLoggedIn')}</p>
        <a href="/login/">{t('account.logIn')}</a>
      </div>
    );
  return (
    <div className="info-panel">
      <h2>{t('tab.account')}</h2>
      <p>{user.username}</p>
      <button type="button" onClick={() => setShowEmail((s) => !s)}>
        {t('account.showEmail')}
      </button>
      {showEmail ? <p>{user.email}</p> : null}
      <p>{t(user.premium ? 'account.plusOn' : 'account.plusOff')}</p>
      <button type="button" onClick={() => void context.api.logout().then(() => window.location.reload())}>
        {t('account.logOut')}
      </button>
    </div>
  );
}
