import { useTranslation } from '../../i18n/index.ts';
import { useEditor } from '../../editor/hooks.tsx';

// Upcoming and About live in src/ui/info (their own files).
export { UpcomingPanel } from '../info/UpcomingPanel.tsx';
export { AboutPanel } from '../info/AboutPanel.tsx';

export { HowToPanel } from '../downloads/HowToPanel.tsx';

export { AccountPanel } from './AccountPanel.tsx';
