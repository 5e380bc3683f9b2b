import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useSite } from '../shell/site-context.ts';

/**
 * Component mode's answer to the host page (document 2 §2): Apply sends the kit and its textures,
 * Cancel tells the host to close. Shown in place of the download bar.
 */
export function ComponentBar() {
  const { t } = useTranslation();
  const component = useSite()?.component;
  const [busy, setBusy] = useState(false);
  if (!component) return null;
  return (
    <div className="component-bar" role="group" aria-label={t('component.label')}>
      <button type="button" onClick={() => component.cancel()}>
        {t('common.cancel')}
      </button>
      <button
        type="button"
        className="primary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void component.apply().finally(() => setBusy(false));
        }}
      >
        {busy ? t('component.applying') : t('component.apply')}
      </button>
    </div>
  );
}
