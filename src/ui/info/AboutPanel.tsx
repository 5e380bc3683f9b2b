import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { DEFAULT_SITE_CONFIG, loadSiteConfig, type SiteConfig } from '../../editor/site-config.ts';

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
 * About (document 2 §2): the game's disclaimer, social and contact links (site.json), the
 * platform note, the disclaimer, translation credits, the copyright year, and the changelog.
 */
export function AboutPanel() {
  const { t } = useTranslation();
  const { game } = useEditor();
  const config = useSiteConfig();
  const [changelog, setChangelog] = useState(false);
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
      {config.social.length > 0 || config.contact ? (
        <section aria-label={t('about.links')}>
          <h3>{t('about.links')}</h3>
          <ul className="about-links">
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
      <section>
        <h3>{t('about.platformsTitle')}</h3>
        <p>{t('about.platforms')}</p>
      </section>
      <section>
        <h3>{t('about.disclaimerTitle')}</h3>
        <p>{t(`about.disclaimer.${game}`)}</p>
        <p>{t('about.disclaimer')}</p>
      </section>
      <section>
        <h3>{t('about.translations')}</h3>
        {config.translators.length > 0 ? (
          <ul>
            {config.translators.map((credit) => (
              <li key={`${credit.language}-${credit.name}`}>
                {credit.language}:{' '}
                {credit.url ? (
                  <a href={credit.url} target="_blank" rel="noopener noreferrer">
                    {credit.name}
                  </a>
                ) : (
                  credit.name
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('about.noTranslators')}</p>
        )}
      </section>
      <p className="muted">{t('about.copyright', { year: String(new Date().getFullYear()) })}</p>
    </div>
  );
}
