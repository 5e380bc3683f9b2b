import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { statusAtom } from '../../editor/state.ts';

/** Loading..., Saving..., Randomizing..., or 'An error occured' with Try again (re-initialises). */
export function StatusOverlay() {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const status = useEditorValue(statusAtom);
  if (status === '') return null;
  return (
    <div className="status-overlay" role={status === 'error' ? 'alert' : 'status'}>
      {status === 'error' ? (
        <>
          <p>{t('status.error')}</p>
          <button type="button" className="primary" onClick={() => void actions.initialise()}>
            {t('status.tryAgain')}
          </button>
        </>
      ) : (
        <p>{t(`status.${status}`)}</p>
      )}
    </div>
  );
}
