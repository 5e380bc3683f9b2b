/**
 * The 3D viewer's texts are keys of the language maps (`viewer.*` in public/data/lan), translated
 * like every other text of the interface.
 */
import { useTranslation } from '../../i18n/index.ts';

export type ViewerMessage = `viewer.${string}`;

export function useViewerText(): (key: ViewerMessage, values?: Record<string, string>) => string {
  const { t } = useTranslation();
  return (key, values = {}) => t(key, values);
}
