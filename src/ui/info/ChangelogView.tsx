import { useMemo } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { changelogHtml } from './changelog.ts';

/** The changelog, rendered from CHANGELOG.md (sanitised markup, see changelog.ts). */
export default function ChangelogView() {
  const { t } = useTranslation();
  const html = useMemo(() => changelogHtml({ video: t('about.watchVideo'), post: t('about.openPost') }), [t]);
  return (
    <article
      className="changelog"
      aria-label={t('about.changelog')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
