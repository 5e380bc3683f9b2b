import { useTranslation } from '../../i18n/index.ts';

const STEPS = 3;
const VERIFIED = 3;
const UNKNOWN = 4;

const keys = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `teamkits.${prefix}${i + 1}`);

/** How to use the row, and what each claim about the games rests on. */
export function TeamkitsEvidence() {
  const { t } = useTranslation();
  return (
    <section className="tool-card" aria-labelledby="teamkits-howto">
      <h2 id="teamkits-howto">{t('teamkits.howto')}</h2>
      <h3>{t('howto.stepsTitle')}</h3>
      <ol>
        {keys('step', STEPS).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <h3>{t('teamkits.verifiedTitle')}</h3>
      <ul>
        {keys('verified', VERIFIED).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h3>{t('howto.unknownTitle')}</h3>
      <ul>
        {keys('unknown', UNKNOWN).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
