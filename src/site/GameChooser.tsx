import { useEffect } from 'react';
import { useTranslation } from '../i18n/index.ts';
import type { Game } from '../kit/index.ts';
import { SITE_GAMES, sitePath } from './games.ts';
import '../ui/styles.css';
import './site.css';

/** The root page's choice of the five game sites; the game opened last comes first. */
export function GameChooser({ last }: { last: Game | null }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('site.chooserTitle');
  }, [t]);
  const games = last ? [last, ...SITE_GAMES.filter((g) => g !== last)] : SITE_GAMES;
  return (
    <main className="game-chooser">
      <h1>{t('shell.title')}</h1>
      <p>{t('site.chooseGame')}</p>
      <ul className="game-list">
        {games.map((game) => (
          <li key={game}>
            <a className="game-card" href={sitePath(game)} data-last={game === last || undefined}>
              <span className="game-name">{t(`site.game.${game}`)}</span>
              {game === last ? <span className="badge">{t('site.lastOpened')}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
