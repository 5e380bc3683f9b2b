import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, usePreferences, useSessionSetter } from '../../editor/hooks.tsx';
import { inspirationAvailableAtom } from '../../editor/inspiration.ts';
import { useKitTools } from '../../editor/kit-tools.ts';
import { canRedoAtom, canUndoAtom, kitAtom, modeAtom, openDialogAtom, userAtom } from '../../editor/state.ts';
import { Icon, type IconName } from '../widgets/Icon.tsx';
import { Tip } from '../widgets/Tip.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { PreviewModeButton } from './PreviewModeButton.tsx';

/**
 * Start new, Inspiration (Plus), Recolor, Randomize (and the admin's Test generation), Undo/Redo,
 * Fullscreen, Preview mode, Load, Save (document 2 §2).
 */
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
  const inspirationAvailable = useEditorValue(inspirationAvailableAtom);
  const kit = useEditorValue(kitAtom);
  const editing = mode === 'edit';
  const canSave = user !== null && user.email !== null && editing;
  const button = (icon: IconName, label: string, tip: string, onClick: () => void, disabled = false) => (
    <Tip text={tip}>
      <button type="button" aria-label={label} onClick={onClick} disabled={disabled}>
        <Icon name={icon} />
        <span className="toolbar-label" aria-hidden="true">
          {label}
        </span>
      </button>
    </Tip>
  );
  return (
    <div className="toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      {button('startNew', t('toolbar.startNew'), t('toolbar.startNewTip'), () => openDialog('templates'))}
      {inspirationAvailable
        ? button('inspiration', t('toolbar.inspiration'), t('toolbar.inspirationTip'), tools.openInspiration)
        : null}
      {button('recolor', t('toolbar.recolor'), t('toolbar.recolorTip'), () => openDialog('recolor'))}
      {button(
        'randomize',
        t('toolbar.randomize'),
        t('toolbar.randomizeTip'),
        () => void actions.randomize(),
        !editing,
      )}
      {user?.admin
        ? button('testGeneration', t('toolbar.testGeneration'), t('toolbar.testGenerationTip'), () =>
            openDialog('generator'),
          )
        : null}
      {prefs.undoRedo ? (
        <>
          {button(
            'undo',
            t('toolbar.undo'),
            t('toolbar.undoTip'),
            () => actions.undo(),
            !canUndo || !editing,
          )}
          {button(
            'redo',
            t('toolbar.redo'),
            t('toolbar.redoTip'),
            () => actions.redo(),
            !canRedo || !editing,
          )}
        </>
      ) : null}
      {button('fullscreen', t('toolbar.fullscreen'), t('toolbar.fullscreenTip'), () => {
        if (document.fullscreenElement) void document.exitFullscreen();
        else void document.documentElement.requestFullscreen?.().catch(() => undefined);
      })}
      <PreviewModeButton />
      {user !== null
        ? button('load', t('toolbar.load'), t('toolbar.loadTip'), () => openDialog('load'))
        : null}
      {canSave ? (
        <>
          {button(
            'save',
            kit.id === null ? t('save.save') : t('save.saveChanges'),
            t('save.tip'),
            () => void actions.requestSave(),
          )}
          {kit.id !== null
            ? button('saveAsNew', t('save.saveAsNew'), t('save.tip'), () => void actions.requestSave(true))
            : null}
        </>
      ) : null}
      <AccountMenu />
    </div>
  );
}
