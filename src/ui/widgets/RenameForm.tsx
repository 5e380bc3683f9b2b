import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import './rename-form.css';

/**
 * The rename popup of document 2 §7, in place: a name field that applies on Enter or Apply and
 * closes on Escape (without closing the dialog around it). `onApply` answers whether the name
 * was taken; a refused name stays in the field to be corrected.
 */
export function RenameForm({
  initial,
  label,
  maxLength = 100,
  onApply,
  onCancel,
}: {
  initial: string;
  /** The field's accessible name. */
  label: string;
  maxLength?: number;
  onApply: (name: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  return (
    <form
      className="rename-form"
      onSubmit={(event) => {
        event.preventDefault();
        void onApply(name);
      }}
    >
      <input
        aria-label={label}
        value={name}
        maxLength={maxLength}
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <button type="submit">{t('load.apply')}</button>
    </form>
  );
}
