// The info tabs, each in its own file: Upcoming and About (src/ui/info), How to (src/ui/downloads,
// beside the files it explains), Account (this folder).
export { UpcomingPanel } from '../info/UpcomingPanel.tsx';
export { AboutPanel } from '../info/AboutPanel.tsx';
export { HowToPanel } from '../downloads/HowToPanel.tsx';
export { AccountPanel } from './AccountPanel.tsx';
