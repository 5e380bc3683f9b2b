import { useTranslation } from '../../i18n/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { linksOutFor } from '../../editor/links-out.ts';

/**
 * The site's companion pages for this game (document 2 §2 "Links out"): in the How-to panel,
 * beside the steps they extend, opened in a new tab so the kit stays open.
 */
export function CompanionLinks() {
  const { t } = useTranslation();
  const { game } = useEditor();
  const links = linksOutFor(game);
  if (links.length === 0) return null;
  return (
    <nav className="companion-links" aria-label={t('links.title')}>
      <h3>{t('links.title')}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener">
              {t(link.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
