/**
 * The out-of-memory dialog (document 2 §2): opened by a lost WebGL context, cannot be closed.
 * Lowering the texture scale or re-rendering rebuilds every texture from the document once the
 * context is back; both clear the context-lost flag when it is.
 */
import { Dialog } from 'radix-ui';
import { useEditor, usePreferences } from '../../editor/hooks.tsx';
import { TEXTURE_SCALES } from '../../editor/actions/kit.ts';
import { preferences } from '../../editor/prefs.ts';
import { useViewerText } from './messages.ts';
import { requestContextRestore } from './scene-root.ts';

export function OutOfMemoryDialog() {
  const text = useViewerText();
  const editor = useEditor();
  const prefs = usePreferences();
  const rerender = () => {
    // The compositor redraws the whole kit from the document once the context is back.
    requestContextRestore(editor);
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
                preferences.textureScale = Number(e.target.value);
                rerender();
              }}
            >
              {TEXTURE_SCALES.map((s) => (
                <option key={s} value={s}>{`${2048 * s}x${2048 * s}`}</option>
              ))}
            </select>
          </label>
          <button type="button" onClick={rerender}>
            {text('viewer.oom.rerender')}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
