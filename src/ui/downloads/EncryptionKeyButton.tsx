import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { copyEncryptionKey, fetchKeyHex } from '../../editor/encryption-key.ts';

/** "Get Encryption Key": copies the operator's key as hex; without one it says where keys come from. */
export function EncryptionKeyButton() {
  const { t } = useTranslation();
  const { context } = useEditor();
  const [key, setKey] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchKeyHex()
      .then((hex) => live && setKey(hex))
      .catch(() => live && setKey(null));
    return () => {
      live = false;
    };
  }, []);
  return (
    <span className="key-button">
      <button
        type="button"
        disabled={!key}
        aria-describedby={key === null ? 'key-missing' : undefined}
        onClick={() => key && void copyEncryptionKey(context, key)}
      >
        {t('downloads.getKey')}
      </button>
      {key === null ? (
        <small id="key-missing" className="hint">
          {t('downloads.noKey')}
        </small>
      ) : null}
    </span>
  );
}
