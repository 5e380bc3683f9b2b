import { AlertDialog } from 'radix-ui';
import { useTranslation } from '../../i18n/index.ts';
import { useEditorValue } from '../../editor/hooks.tsx';
import { confirmationAtom } from '../../editor/state.ts';
import { useMessage } from './Toasts.tsx';

/** The editor's yes/no questions ('There are unsaved changes. Continue?'). */
export function ConfirmDialog() {
  const { t } = useTranslation();
  const translate = useMessage();
  const question = useEditorValue(confirmationAtom);
  return (
    <AlertDialog.Root open={question !== null} onOpenChange={(open) => !open && question?.answer(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog confirm">
          <AlertDialog.Title>
            {question ? translate(question.text.key, question.text.values) : ''}
          </AlertDialog.Title>
          <AlertDialog.Description className="sr-only">{t('confirm.description')}</AlertDialog.Description>
          <div className="dialog-buttons">
            <AlertDialog.Cancel asChild>
              <button type="button">{t('common.cancel')}</button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" className="primary" onClick={() => question?.answer(true)}>
                {t('confirm.continue')}
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
