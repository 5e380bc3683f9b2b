import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { componentAtom } from '../../editor/state.ts';
import { Icon } from '../widgets/Icon.tsx';
import { Tip } from '../widgets/Tip.tsx';

const SITES = ['eafc', 'fifa', 'pes', 'fm', 'basketball'] as const;

/**
 * The site switcher (document 2 §2): the other games' sites; FIFA / EA FC switch in place instead.
 * Links in the header where there is room; up to 1440 px one menu button, so a signed-in user's
 * header (Load, Save, the username, Unsaved changes) stays on one row at 1280 px.
 */
export function SiteSwitcher() {
  const { t } = useTranslation();
  const { game } = useEditor();
  const embedded = useEditorValue(componentAtom);
  if (embedded) return null;
  const combined = game === 'eafc' || game === 'fifa';
  const others = SITES.filter((site) => site !== game && !(combined && (site === 'eafc' || site === 'fifa')));
  const name = (site: (typeof SITES)[number]) => t(`site.game.${site}`);
  return (
    <nav className="site-switcher" aria-label={t('site.otherGames')}>
      <span className="site-switcher-links">
        {others.map((site) => (
          <a key={site} href={`/${site}/`}>
            {name(site)}
          </a>
        ))}
      </span>
      <DropdownMenu.Root>
        <Tip text={t('site.otherGames')}>
          <DropdownMenu.Trigger asChild>
            <button type="button" className="site-switcher-menu" aria-label={t('site.otherGames')}>
              <Icon name="otherGames" />
            </button>
          </DropdownMenu.Trigger>
        </Tip>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" sideOffset={4} align="end">
            {others.map((site) => (
              <DropdownMenu.Item key={site} className="menu-item" asChild>
                <a href={`/${site}/`}>{name(site)}</a>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </nav>
  );
}
