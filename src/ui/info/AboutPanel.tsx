import { lazy, Suspense, useEffect, useState } from 'react';
import { htmlLang, LANGUAGES, useTranslation } from '../../i18n/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import {
  DEFAULT_SITE_CONFIG,
  externalTools,
  loadSiteConfig,
  type SiteConfig,
} from '../../editor/site-config.ts';

const ChangelogView = lazy(() => import('./ChangelogView.tsx'));

/** The operator's configuration (links, credits), defaults until it arrives. */
export function useSiteConfig(): SiteConfig {
  const [config, setConfig] = useState(DEFAULT_SITE_CONFIG);
  useEffect(() => {
    let live = true;
    void loadSiteConfig().then((loaded) => live && setConfig(loaded));
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/**
 * About (document 2 §2): the game's disclaimer, blog, social and contact links, the external tools
 * and partner sites (site.json, each only when configured), the platform note, the disclaimer, translation
 * credits, the copyright year, and the changelog.
 */
export function AboutPanel() {
  const { t } = useTranslation();
  const { game } = useEditor();
  const config = useSiteConfig();
  const [changelog, setChangelog] = useState(false);
  const tools = externalTools(config, game);
  if (changelog)
    return (
      <div className="info-panel about">
        <button type="button" onClick={() => setChangelog(false)}>
          {t('about.back')}
        </button>
        <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
          <ChangelogView />
        </Suspense>
      </div>
    );
  return (
    <div className="info-panel about">
      <h2>{t('tab.about')}</h2>
      <p>{t('about.intro')}</p>
      <button type="button" onClick={() => setChangelog(true)}>
        {t('about.changelog')}
      </button>
      {config.social.length > 0 || config.contact || config.blog ? (
        <section aria-label={t('about.links')}>
          <h3>{t('about.links')}</h3>
          <ul className="about-links">
            {config.blog ? (
              <li>
                <a href={config.blog} target="_blank" rel="noopener noreferrer">
                  {t('about.blog')}
                </a>
              </li>
            ) : null}
            {config.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
            {config.contact ? (
              <li>
                <a href={config.contact}>{t('about.contact')}</a>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {tools.length > 0 ? (
        <section aria-label={t('about.tools')}>
          <h3>{t('about.tools')}</h3>
          <ul className="about-links">
            {tools.map(({ tool, url }) => (
              <li key={tool}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {t(`about.tool.${tool}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {config.partners.length > 0 ? (
        <section aria-label={t('about.partners')}>
          <h3>{t('about.partners')}</h3>
          <ul className="about-links">
            {config.partners.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <h3>{t('about.platformsTitle')}</h3>
        <p>{t('about.platforms')}</p>
      </section>
      <section>
        <h3>{t('about.disclaimerTitle')}</h3>
        <p>{t(`about.disclaimer.${game}`)}</p>
        <p>{t('about.disclaimer')}</p>
      </section>
      <TranslationCredits config={config} />
      <p className="muted">{t('about.copyright', { year: String(new Date().getFullYear()) })}</p>
    </div>
  );
}

/**
 * Who translated each language (site.json `translators`, document 2 §3). A machine (AI)
 * translation says so, once for the list and on its row, and links to where native speakers send
 * corrections: a credit must not suggest a native translator who does not exist.
 */
function TranslationCredits({ config }: { config: SiteConfig }) {
  const { t } = useTranslation();
  const credits = config.translators;
  const corrections = config.translationCorrections ?? config.contact;
  const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;
  const machine = credits.some((credit) => credit.machineTranslated);
  return (
    <section aria-label={t('about.translations')}>
      <h3>{t('about.translations')}</h3>
      {credits.length === 0 ? <p className="muted">{t('about.noTranslators')}</p> : null}
      {machine ? <p>{t('about.translationsNote')}</p> : null}
      {credits.length > 0 ? (
        <ul className="about-translators">
          {credits.map((credit) => (
            <li key={`${credit.language}-${credit.name}`}>
              <span lang={htmlLang(credit.language)} dir="auto">
                {languageName(credit.language)}
              </span>
              {': '}
              {credit.url ? (
                <a href={credit.url} target="_blank" rel="noopener noreferrer">
                  {credit.name}
                </a>
              ) : (
                credit.name
              )}
              {credit.machineTranslated ? (
                <span className="muted"> ({t('about.machineTranslated')})</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {machine && corrections ? (
        <p>
          <a href={corrections}>{t('about.sendCorrection')}</a>
        </p>
      ) : null}
    </section>
  );
}
