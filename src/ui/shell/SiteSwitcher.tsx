import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { componentAtom } from '../../editor/state.ts';

const SITES = ['eafc', 'fifa', 'pes', 'fm', 'basketball'] as const;

/** The site switcher (document 2 §2): the other games' sites; FIFA / EA FC switch in place instead. */
export function SiteSwitcher() {
  const { t } = useTranslation();
  const { game } = useEditor();
  const embedded = useEditorValue(componentAtom);
  if (embedded) return null;
  const combined = game === 'eafc' || game === 'fifa';
  const others = SITES.filter((site) => site !== game && !(combined && (site === 'eafc' || site === 'fifa')));
  return (
    <nav className="site-switcher" aria-label={t('site.otherGames')}>
      {others.map((site) => (
        <a key={site} href={`/${site}/`}>
          {t(`site.game.${site}`)}
        </a>
      ))}
    </nav>
  );
}
