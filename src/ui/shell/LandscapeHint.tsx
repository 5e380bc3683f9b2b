import { useTranslation } from '../../i18n/index.ts';

/** 'Rotate your device to landscape mode' on small portrait screens (CSS decides when it shows). */
export function LandscapeHint() {
  const { t } = useTranslation();
  return (
    <div className="landscape-hint" role="note">
      {t('shell.rotate')}
    </div>
  );
}
