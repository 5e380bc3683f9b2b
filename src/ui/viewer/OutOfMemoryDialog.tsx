/**
 * The out-of-memory dialog (document 2 §2): opened by a lost WebGL context, cannot be closed.
 * Lowering the texture scale or re-rendering rebuilds every texture from the document once the
 * context is back; both clear the context-lost flag when it is. The kit lives in the document,
 * not on the GPU, so it can still be saved: the save buttons follow the toolbar's rule (shown
 * for a user with an email outside preview mode, enabled in edit mode).
 */
import { Dialog } from 'radix-ui';
import { useEditor, useEditorValue, usePreferences } from '../../editor/hooks.tsx';
import { kitAtom, modeAtom, userAtom } from '../../editor/state.ts';
import { useTranslation } from '../../i18n/index.ts';
import { textureScaleChoices } from '../../editor/actions/kit.ts';
import { useViewerText } from './messages.ts';
import { requestContextRestore } from './scene-root.ts';

export function OutOfMemoryDialog() {
  const text = useViewerText();
  const editor = useEditor();
  const prefs = usePreferences();
  const { t } = useTranslation();
  const user = useEditorValue(userAtom);
  const mode = useEditorValue(modeAtom);
  const kit = useEditorValue(kitAtom);
  const showSave = user !== null && user.email !== null && mode !== 'preview';
  const saveDisabled = mode !== 'edit';
  const rerender = () => {
    // The context back first (when it was lost through the extension), then the whole kit
    // rebuilt from the document as document 2 §4 says.
    requestContextRestore(editor);
    void editor.rerender();
  };
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          aria-describedby="viewer-oom-body"
        >
          <Dialog.Title>{text('viewer.oom.title')}</Dialog.Title>
          <p id="viewer-oom-body">{text('viewer.oom.body')}</p>
          <p>{text('viewer.oom.save')}</p>
          <label>
            {text('viewer.oom.scale')}
            <select
              value={prefs.textureScale}
              onChange={(e) => {
                // The same Plus rule as the settings' select: a free user cannot pick 4096 here.
                // A new scale rebuilds the textures itself (editor.ts); the context comes back first.
                requestContextRestore(editor);
                editor.actions.setTextureScale(Number(e.target.value));
              }}
            >
              {textureScaleChoices(kit.game, user).map((c) => (
                <option key={c.value} value={c.value}>
                  {`${c.size}x${c.size}${c.plus ? ` (${t('common.plus')})` : ''}`}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={rerender}>
            {text('viewer.oom.rerender')}
          </button>
          {showSave ? (
            <div className="viewer-oom-save">
              <button type="button" disabled={saveDisabled} onClick={() => void editor.actions.save()}>
                {kit.id === null ? t('save.save') : t('save.saveChanges')}
              </button>
              {kit.id !== null ? (
                <button type="button" disabled={saveDisabled} onClick={() => void editor.actions.save(true)}>
                  {t('save.saveAsNew')}
                </button>
              ) : null}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
