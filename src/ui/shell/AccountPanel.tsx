import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { showcaseLink } from '../../editor/actions/account.ts';
import { userAtom } from '../../editor/state.ts';
import './account.css';

const TIERS = ['tierBasic', 'tierPremium', 'tierUltimate'] as const;
const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The Account tab (document 2 §2): picture, username, Show email, Edit profile, Log out / Log in
 * and, signed out, the showcase's front page;
 * Plus ON or OFF, the tier, auto-renewal ON with the renewal date or OFF with the end date (when
 * active_until is set), how to cancel, and upgrade or manage links.
 */
export function AccountPanel() {
  const { t, i18n } = useTranslation();
  const { actions } = useEditor();
  const user = useEditorValue(userAtom);
  const [showEmail, setShowEmail] = useState(false);
  const go = (page: '/login/' | '/profile/') => window.location.assign(actions.leaveForAccount(page, here()));
  const date = (iso: string | null | undefined) => {
    const parsed = iso ? new Date(iso) : null;
    return parsed && !Number.isNaN(parsed.getTime())
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(parsed)
      : '';
  };
  if (user === null)
    return (
      <div className="info-panel account-panel">
        <h2>{t('tab.account')}</h2>
        <p>{t('account.notLoggedIn')}</p>
        <button type="button" className="primary" onClick={() => go('/login/')}>
          {t('account.logIn')}
        </button>
        {/* Signed out, the showcase's front page (document 2 §2); signed in, the account menu's. */}
        <p>
          <a href={showcaseLink(false, null)} target="_blank" rel="noreferrer">
            {t('menu.showcase')}
          </a>
        </p>
      </div>
    );
  const ending = user.premium && Boolean(user.activeUntil);
  return (
    <div className="info-panel account-panel">
      <h2>{t('tab.account')}</h2>
      <div className="account-identity">
        {user.image ? (
          <img className="avatar" src={user.image} alt={t('account.picture', { name: user.username })} />
        ) : (
          <span className="avatar avatar-empty" aria-hidden="true">
            {user.username.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <p className="account-name">{user.username}</p>
          {showEmail ? <p className="muted">{user.email}</p> : null}
          <div className="account-actions">
            <button type="button" onClick={() => setShowEmail((s) => !s)}>
              {t(showEmail ? 'account.hideEmail' : 'account.showEmail')}
            </button>
            <button type="button" onClick={() => go('/profile/')}>
              {t('account.editProfile')}
            </button>
            <button type="button" onClick={() => void actions.logOut().then(() => window.location.reload())}>
              {t('account.logOut')}
            </button>
          </div>
        </div>
      </div>
      <section className="plus-status" aria-label={t('common.plus')}>
        <p className={user.premium ? 'status-on' : 'status-off'}>
          {t(user.premium ? 'account.plusOn' : 'account.plusOff')}
        </p>
        <ul className="tier-list" aria-label={t('account.tiers')}>
          {TIERS.map((key, tier) => {
            const current = user.premium && user.tier === tier;
            return (
              <li
                key={key}
                className={current ? 'tier current' : 'tier'}
                aria-current={current ? 'true' : undefined}
              >
                {current ? t('account.currentTier', { tier: t(`account.${key}`) }) : t(`account.${key}`)}
              </li>
            );
          })}
        </ul>
        {user.premium ? (
          <>
            <p>
              {t(ending ? 'account.renewalOff' : 'account.renewalOn')}
              {' · '}
              {ending
                ? t('account.endsOn', { date: date(user.activeUntil) })
                : user.renewsAt
                  ? t('account.renewsOn', { date: date(user.renewsAt) })
                  : null}
            </p>
            {ending ? null : (
              <details>
                <summary>{t('account.cancelTitle')}</summary>
                {/* A Stripe customer cancels on the Plus page; a granted membership only through the admin. */}
                <p>{t(user.subscribed ? 'account.cancelSteps' : 'account.cancelAdmin')}</p>
              </details>
            )}
            <p className="account-actions">
              {user.tier < 2 ? (
                <a className="button primary" href="/plus/" target="_blank" rel="noreferrer">
                  {t('account.upgrade')}
                </a>
              ) : null}
              <a className="button" href="/plus/" target="_blank" rel="noreferrer">
                {t('account.manage')}
              </a>
            </p>
          </>
        ) : (
          <p>
            <a className="button primary" href="/plus/" target="_blank" rel="noreferrer">
              {t('account.getPlus')}
            </a>
          </p>
        )}
      </section>
    </div>
  );
}
