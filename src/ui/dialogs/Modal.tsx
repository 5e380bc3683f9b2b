import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.ts';

/** The generic modal: a titled dialog with a close button; Escape and the overlay close it. */
export function Modal({
  title,
  open,
  onClose,
  wide,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={`dialog${wide ? ' dialog-wide' : ''}`}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            // Escape in a control whose list is open (searchable dropdown, team search) closes that list only:
            // Radix hears the key first, so the control's own handler cannot stop it.
            if (
              event.target instanceof Element &&
              event.target.matches('[aria-expanded="true"], [data-list-open]')
            )
              event.preventDefault();
          }}
        >
          <div className="dialog-head">
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="icon-button" aria-label={t('common.close')}>
                ✕
              </button>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
