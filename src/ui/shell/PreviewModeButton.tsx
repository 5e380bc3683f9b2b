import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { componentAtom, kitFieldAtom, modeAtom } from '../../editor/state.ts';

/**
 * Preview mode on and off (document 2 §2, §4): the player's own images on the 3D kit, one for pes
 * and fm, one per area otherwise. An embedded editor answers its host page and a Create Club kit
 * has its own exit, so neither offers it.
 */
export function PreviewModeButton() {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const on = useEditorValue(modeAtom) === 'preview';
  const component = useEditorValue(componentAtom);
  const createClub = useEditorValue(kitFieldAtom('isCreateAClub'));
  if (component || createClub) return null;
  return (
    <button type="button" aria-pressed={on} onClick={() => actions.setMode(on ? 'edit' : 'preview')}>
      {on ? t('previewMode.exit') : t('previewMode.enter')}
    </button>
  );
}
