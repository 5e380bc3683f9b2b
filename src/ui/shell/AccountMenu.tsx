import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { showcaseLink } from '../../editor/actions/account.ts';
import { kitAtom, userAtom } from '../../editor/state.ts';
import { Tip } from '../widgets/Tip.tsx';
import './account.css';

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The toolbar's account corner (document 2 §6): Get Plus for users without Plus; "Log in" when
 * signed out; signed in, a menu with the username: Edit profile, Showcase, Log out. Leaving for
 * an account page keeps the kit being designed (the editor restores it on return).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const user = useEditorValue(userAtom);
  const kit = useEditorValue(kitAtom);
  const go = (page: '/login/' | '/profile/') => window.location.assign(actions.leaveForAccount(page, here()));
  return (
    <>
      {user?.premium ? null : (
        <Tip text={t('toolbar.getPlusTip')}>
          <a className="button get-plus" href="/plus/" target="_blank" rel="noreferrer">
            {t('toolbar.getPlus')}
          </a>
        </Tip>
      )}
      {user === null ? (
        <Tip text={t('toolbar.logInTip')}>
          <button type="button" onClick={() => go('/login/')}>
            {t('toolbar.logIn')}
          </button>
        </Tip>
      ) : (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <button
              type="button"
              className="account-button"
              aria-label={t('menu.account', { name: user.username })}
            >
              {user.image ? <img src={user.image} alt="" className="avatar-small" /> : null}
              <span className="account-name">{user.username}</span>
            </button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="menu" sideOffset={4} align="end">
              <DropdownMenu.Item className="menu-item" onSelect={() => go('/profile/')}>
                {t('menu.editProfile')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className="menu-item"
                onSelect={() => window.open(showcaseLink(true, kit.id), '_blank', 'noopener')}
              >
                {t('menu.showcase')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className="menu-item"
                onSelect={() => void actions.logOut().then(() => window.location.reload())}
              >
                {t('menu.logOut')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </>
  );
}
