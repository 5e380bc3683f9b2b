import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { kitFieldAtom, modeAtom } from '../../editor/state.ts';

/**
 * Create Club (fifa and eafc, document 2 §2): a kit in the create-a-club colours without the team
 * logo section; while it is on, this is the exit button.
 */
export function CreateClubButton() {
  const { t } = useTranslation();
  const { actions, game } = useEditor();
  const on = useEditorValue(kitFieldAtom('isCreateAClub'));
  const mode = useEditorValue(modeAtom);
  if ((game !== 'fifa' && game !== 'eafc') || mode !== 'edit') return null;
  return (
    <button type="button" aria-pressed={on} onClick={() => void actions.setCreateClub(!on)}>
      {on ? t('createClub.exit') : t('createClub.enter')}
    </button>
  );
}
