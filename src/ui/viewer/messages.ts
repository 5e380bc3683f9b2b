/**
 * Every English text of the 3D viewer, by message key. The i18n layer translates a key when a
 * language map has it; otherwise this English text is shown (`useViewerText`).
 */
import { useTranslation } from '../../i18n/index.ts';

export const VIEWER_MESSAGES = {
  'viewer.region': '3D preview',
  'viewer.subViews': '3D view',
  'viewer.view.shirt': 'Shirt',
  'viewer.view.shorts': 'Shorts',
  'viewer.view.socks': 'Socks',
  'viewer.view.full': 'Full body',
  'viewer.cameraViews': 'Camera',
  'viewer.camera.front': 'Front',
  'viewer.camera.side': 'Side',
  'viewer.camera.back': 'Back',
  'viewer.camera.side_back': 'Side (back)',
  'viewer.camera.rotate': 'Rotating',
  'viewer.stopRotating': 'Stop rotating',
  'viewer.freeView': 'Free view',
  'viewer.longSleeves': 'Long sleeves',
  'viewer.captainsArmband': "Captain's armband",
  'viewer.display': 'Display settings',
  'viewer.display.tucked_in': 'Tucked in',
  'viewer.display.undershirt': 'Undershirt',
  'viewer.display.underneck': 'Neck warmer',
  'viewer.display.undershorts': 'Undershorts',
  'viewer.display.hanger': 'Hanger',
  'viewer.display.mannequin': 'Mannequin',
  'viewer.display.hideShorts': 'Hide shorts',
  'viewer.display.skinTone': 'Skin tone',
  'viewer.lighting': 'Lighting',
  'viewer.screenshot': 'Save preview',
  'viewer.close': 'Close',
  'viewer.download': 'Download',
  'viewer.presets': 'Camera presets',
  'viewer.presetApply': 'Apply {name}',
  'viewer.presetDelete': 'Delete {name}',
  'viewer.presetSave': 'Save current view',
  'viewer.presetName': 'Preset name',
  'viewer.presetReplace': 'Will replace the existing `{name}` preset.',
  'viewer.save': 'Save',
  'viewer.cancel': 'Cancel',
  'viewer.oom.title': 'Out of Memory Error',
  'viewer.oom.body':
    'Kit Creator ran out of memory. Please try lowering the resolution and re-rendering your kit.',
  'viewer.oom.save': 'You can also save your current progress and refresh the page.',
  'viewer.oom.scale': 'Texture scale',
  'viewer.oom.rerender': 'Re-render kit',
} as const;

export type ViewerMessage = keyof typeof VIEWER_MESSAGES;

export function useViewerText(): (key: ViewerMessage, values?: Record<string, string>) => string {
  const { t } = useTranslation();
  return (key, values) => t(key, { defaultValue: VIEWER_MESSAGES[key], ...values });
}
