import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, usePreferences, useSessionSetter } from '../../editor/hooks.tsx';
import { inspirationAvailable } from '../../editor/inspiration.ts';
import { useKitTools } from '../../editor/kit-tools.ts';
import { canRedoAtom, canUndoAtom, kitAtom, modeAtom, openDialogAtom, userAtom } from '../../editor/state.ts';
import { Tip } from '../widgets/Tip.tsx';
import { AccountMenu } from './AccountMenu.tsx';

/** Start new, Inspiration (Plus), Recolor, Undo/Redo, Fullscreen, Load, Save (document 2 §2). */
export function Toolbar() {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const tools = useKitTools();
  const prefs = usePreferences();
  const openDialog = useSessionSetter(openDialogAtom);
  const canUndo = useEditorValue(canUndoAtom);
  const canRedo = useEditorValue(canRedoAtom);
  const mode = useEditorValue(modeAtom);
  const user = useEditorValue(userAtom);
  const kit = useEditorValue(kitAtom);
  const editing = mode === 'edit';
  const canSave = user !== null && user.email !== null && editing;
  const button = (label: string, tip: string, onClick: () => void, disabled = false) => (
    <Tip text={tip}>
      <button type="button" onClick={onClick} disabled={disabled}>
        {label}
      </button>
    </Tip>
  );
  return (
    <div className="toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      {button(t('toolbar.startNew'), t('toolbar.startNewTip'), () => openDialog('templates'))}
      {inspirationAvailable(user, mode)
        ? button(t('toolbar.inspiration'), t('toolbar.inspirationTip'), tools.openInspiration)
        : null}
      {button(t('toolbar.recolor'), t('toolbar.recolorTip'), () => openDialog('recolor'))}
      {prefs.undoRedo ? (
        <>
          {button(t('toolbar.undo'), t('toolbar.undoTip'), () => actions.undo(), !canUndo || !editing)}
          {button(t('toolbar.redo'), t('toolbar.redoTip'), () => actions.redo(), !canRedo || !editing)}
        </>
      ) : null}
      {button(t('toolbar.fullscreen'), t('toolbar.fullscreenTip'), () => {
        if (document.fullscreenElement) void document.exitFullscreen();
        else void document.documentElement.requestFullscreen?.().catch(() => undefined);
      })}
      {user !== null ? button(t('toolbar.load'), t('toolbar.loadTip'), () => openDialog('load')) : null}
      {canSave ? (
        <>
          {button(
            kit.id === null ? t('save.save') : t('save.saveChanges'),
            t('save.tip'),
            () => void actions.save(),
          )}
          {kit.id !== null ? button(t('save.saveAsNew'), t('save.tip'), () => void actions.save(true)) : null}
        </>
      ) : null}
      <AccountMenu />
    </div>
  );
}
