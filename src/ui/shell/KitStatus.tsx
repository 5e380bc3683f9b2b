import { useTranslation } from '../../i18n/index.ts';
import { useEditorValue } from '../../editor/hooks.tsx';
import { kitFieldAtom, saveStateAtom } from '../../editor/state.ts';

/**
 * The open kit's name and whether it is stored as it is ("Saved") or holds work not stored yet
 * ("Unsaved changes"), so a player always knows what a reload or a save would do (issue 31).
 */
export function KitStatus() {
  const { t } = useTranslation();
  const name = useEditorValue(kitFieldAtom('name'));
  const state = useEditorValue(saveStateAtom);
  return (
    <div className="kit-status" role="group" aria-label={t('kitStatus.label')}>
      <span className="kit-status-name">{name.trim() === '' ? t('kitStatus.newKit') : name}</span>
      {state === 'untouched' ? null : (
        <span className={state === 'unsaved' ? 'unsaved' : 'saved'} role="status">
          {t(state === 'unsaved' ? 'shell.unsaved' : 'kitStatus.saved')}
        </span>
      )}
    </div>
  );
}
