import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.ts';

/**
 * The generic modal: a titled dialog with a close button; Escape and the overlay close it. An
 * `aside` modal sits beside the kit view over a clear overlay, for choosers that preview their
 * entries on the kit: a centred modal and a dimmed page would hide what the hover shows.
 */
export function Modal({
  title,
  open,
  onClose,
  wide,
  aside,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  wide?: boolean;
  aside?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`dialog-overlay${aside ? ' dialog-overlay-clear' : ''}`} />
        <Dialog.Content
          className={`dialog${aside ? ' dialog-aside' : wide ? ' dialog-wide' : ''}`}
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
