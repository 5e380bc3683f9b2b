import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { componentAtom, kitFieldAtom, modeAtom } from '../../editor/state.ts';
import { Icon } from '../widgets/Icon.tsx';
import { Tip } from '../widgets/Tip.tsx';

/**
 * Preview mode on and off (document 2 §2, §4): the player's own images on the 3D kit, one for pes
 * and fm, one per area otherwise. An embedded editor answers its host page and a Create Club kit
 * has its own exit, so neither offers it. A toolbar button (icon, and its text where there is
 * room): as a text button beside Create Club it pushed a signed-in user's header onto two rows.
 */
export function PreviewModeButton() {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const on = useEditorValue(modeAtom) === 'preview';
  const component = useEditorValue(componentAtom);
  const createClub = useEditorValue(kitFieldAtom('isCreateAClub'));
  if (component || createClub) return null;
  const label = on ? t('previewMode.exit') : t('previewMode.enter');
  return (
    <Tip text={label}>
      <button
        type="button"
        aria-label={label}
        aria-pressed={on}
        onClick={() => actions.setMode(on ? 'edit' : 'preview')}
      >
        <Icon name="previewMode" />
        <span className="toolbar-label" aria-hidden="true">
          {label}
        </span>
      </button>
    </Tip>
  );
}
