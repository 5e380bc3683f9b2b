import { useEffect } from 'react';
import { FAQ_GAMES } from '../../editor/links-out.ts';
import { useTranslation } from '../../i18n/index.ts';
import { ToolHeader } from '../tool-page.tsx';
import { faqEntries } from './faq-content.ts';

/**
 * /faq/: one section per game the spec links it from, each reachable by its id (the game
 * page's link lands on `#<game>`). Plain text and links: no editor, no GPU.
 */
export function FaqApp() {
  const { t } = useTranslation();
  // The sections render after the messages load, too late for the browser's own jump to the
  // address's #game: go there once, and move focus so keyboard users start in that section.
  useEffect(() => {
    const game = window.location.hash.slice(1);
    if (!(FAQ_GAMES as readonly string[]).includes(game)) return;
    const section = document.getElementById(game);
    section?.scrollIntoView();
    section?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="tool-page">
      <ToolHeader />
      <main className="tool-main faq">
        <h1>{t('faq.title')}</h1>
        <p className="tool-intro">{t('faq.intro')}</p>
        <nav aria-label={t('faq.gamesNav')}>
          <ul className="faq-games">
            {FAQ_GAMES.map((game) => (
              <li key={game}>
                <a href={`#${game}`}>{t(`site.game.${game}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {FAQ_GAMES.map((game) => (
          <section
            key={game}
            id={game}
            className="tool-card faq-game"
            aria-labelledby={`faq-${game}`}
            tabIndex={-1}
          >
            <h2 id={`faq-${game}`}>{t(`site.game.${game}`)}</h2>
            {faqEntries(game).map((entry) => (
              <div key={entry.question} className="faq-entry">
                <h3>{t(entry.question)}</h3>
                {entry.answer.map((key) => (
                  <p key={key}>{t(key)}</p>
                ))}
              </div>
            ))}
            <p className="faq-more">
              <a href={`/${game}/`}>{t('faq.openEditor', { game: t(`site.game.${game}`) })}</a>
              {' · '}
              <a href="/plus/">{t('faq.plusLink')}</a>
            </p>
          </section>
        ))}
      </main>
    </div>
  );
}
