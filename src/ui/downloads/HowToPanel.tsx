import { useTranslation } from '../../i18n/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { useDownloads } from '../../editor/downloads.ts';
import { EncryptionKeyButton } from './EncryptionKeyButton.tsx';

/** How many numbered steps and notes each game's texts have (howto.<game>.stepN, .verifiedN, .unverifiedN). */
const TEXTS: Record<string, { steps: number; verified: number; unverified: number }> = {
  eafc: { steps: 5, verified: 4, unverified: 5 },
  fifa: { steps: 5, verified: 4, unverified: 5 },
  fm: { steps: 6, verified: 3, unverified: 3 },
  pes: { steps: 3, verified: 0, unverified: 2 },
  basketball: { steps: 2, verified: 0, unverified: 2 },
};

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * How-to, per game: the steps a player follows to get the downloaded files into the game, what
 * of the format is verified and what is not (said plainly), and the panel's own downloads.
 */
export function HowToPanel() {
  const { t } = useTranslation();
  const { game } = useEditor();
  const downloads = useDownloads();
  const key = game === 'fifa' ? 'eafc' : game;
  const texts = TEXTS[game] ?? { steps: 0, verified: 0, unverified: 0 };
  return (
    <div className="info-panel howto">
      <h2>{t('tab.howto')}</h2>
      <p>{t(`howto.${game}`)}</p>
      <h3>{t('howto.stepsTitle')}</h3>
      <ol>
        {range(texts.steps).map((n) => (
          <li key={n}>{t(`howto.${key}.step${n}`)}</li>
        ))}
      </ol>
      {texts.verified ? (
        <>
          <h3>{t('howto.verifiedTitle')}</h3>
          <ul>
            {range(texts.verified).map((n) => (
              <li key={n}>{t(`howto.${key}.verified${n}`)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>{t('howto.unverifiedTitle')}</h3>
      <ul>
        {range(texts.unverified).map((n) => (
          <li key={n}>{t(`howto.${key}.unverified${n}`)}</li>
        ))}
      </ul>
      {game === 'eafc' || game === 'fifa' ? <EncryptionKeyButton /> : null}
      {game === 'fm' ? (
        <button type="button" onClick={() => downloads.downloadEmptyFmConfig()}>
          {t('howto.fm.emptyConfig')}
        </button>
      ) : null}
    </div>
  );
}
