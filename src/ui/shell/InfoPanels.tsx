import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { userAtom } from '../../editor/state.ts';

// Upcoming and About live in src/ui/info (their own files).
export { UpcomingPanel } from '../info/UpcomingPanel.tsx';
export { AboutPanel } from '../info/AboutPanel.tsx';

export function HowToPanel() {
  const { t } = useTranslation();
  const { game } = useEditor();
  return (
    <div className="info-panel">
      <h2>{t('tab.howto')}</h2>
      <p>{t(`howto.${game}`)}</p>
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
