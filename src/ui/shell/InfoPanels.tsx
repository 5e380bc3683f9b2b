import { useTranslation } from '../../i18n/index.ts';
import { useEditor } from '../../editor/hooks.tsx';

// Upcoming and About live in src/ui/info (their own files).
export { UpcomingPanel } from '../info/UpcomingPanel.tsx';
export { AboutPanel } from '../info/AboutPanel.tsx';

export function HowToPanel() {
  const { t } = useTranslation();
  const { game } = useEditor();
  return (
    <div className="info-panel">
      <h2>{t('tab.howto')}</h2>
      <p>{t(`howto.${game}`)}</p>
    </div>
  );
}

export { AccountPanel } from './AccountPanel.tsx';
