import { useTranslation } from '../../i18n/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { useDownloads } from '../../editor/downloads.ts';
import { CompanionLinks } from '../info/CompanionLinks.tsx';
import { EncryptionKeyButton } from './EncryptionKeyButton.tsx';

/**
 * How many numbered steps and notes each game's texts have (howto.<game>.stepN, .verifiedN,
 * .unverifiedN, and where a game sorts what is not verified: .inferredN, .unknownN).
 */
interface HowToTexts {
  steps: number;
  verified: number;
  unverified: number;
  /** Our reading of the facts: each line says what it rests on. */
  inferred?: number;
  /** Searched for and not found. */
  unknown?: number;
}
const TEXTS: Record<string, HowToTexts> = {
  eafc: { steps: 5, verified: 4, unverified: 5 },
  fifa: { steps: 5, verified: 4, unverified: 5 },
  fm: { steps: 6, verified: 5, unverified: 0, inferred: 3, unknown: 2 },
  pes: { steps: 3, verified: 1, unverified: 0, unknown: 2 },
  basketball: { steps: 2, verified: 1, unverified: 0, inferred: 2, unknown: 1 },
};

/** One titled list of a game's notes (howto.<game>.<kind>N); nothing when it has none. */
function Notes({ game, kind, count, title }: { game: string; kind: string; count: number; title: string }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {range(count).map((n) => (
          <li key={n}>{t(`howto.${game}.${kind}${n}`)}</li>
        ))}
      </ul>
    </>
  );
}

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
  const texts: HowToTexts = TEXTS[game] ?? { steps: 0, verified: 0, unverified: 0 };
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
      <Notes game={key} kind="verified" count={texts.verified} title={t('howto.verifiedTitle')} />
      <Notes game={key} kind="inferred" count={texts.inferred ?? 0} title={t('howto.inferredTitle')} />
      <Notes game={key} kind="unknown" count={texts.unknown ?? 0} title={t('howto.unknownTitle')} />
      <Notes game={key} kind="unverified" count={texts.unverified} title={t('howto.unverifiedTitle')} />
      {game === 'eafc' || game === 'fifa' ? <EncryptionKeyButton /> : null}
      {game === 'fm' ? (
        <button type="button" onClick={() => downloads.downloadEmptyFmConfig()}>
          {t('howto.fm.emptyConfig')}
        </button>
      ) : null}
      <CompanionLinks />
    </div>
  );
}
