import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { downloadsBusyAtom, useDownloads } from '../../editor/downloads.ts';
import { EncryptionKeyButton } from './EncryptionKeyButton.tsx';
import { FmDownloadDialog } from './FmDownloadDialog.tsx';
import './downloads.css';

/**
 * The download bar under the views: one button per file the game takes (FM's files are chosen
 * in its dialog, which needs the team). In component mode Apply and Cancel take its place.
 */
export function DownloadBar() {
  const { t } = useTranslation();
  const { game } = useEditor();
  const downloads = useDownloads();
  const busy = useEditorValue(downloadsBusyAtom);
  const [fmOpen, setFmOpen] = useState(false);
  const running = (file: string) => busy.includes(file);
  return (
    <div className="download-bar" role="toolbar" aria-label={t('downloads.bar')}>
      {game === 'eafc' || game === 'fifa' ? (
        <>
          <button
            type="button"
            className="primary"
            disabled={running('eafc-zip')}
            onClick={() => void downloads.download({ file: 'eafc-zip' })}
          >
            {running('eafc-zip') ? t('downloads.processing') : t('downloads.eafcZip')}
          </button>
          <EncryptionKeyButton />
        </>
      ) : null}
      {game === 'fm' ? (
        <>
          <button type="button" className="primary" onClick={() => setFmOpen(true)}>
            {t('downloads.fmOpen')}
          </button>
          <FmDownloadDialog open={fmOpen} onClose={() => setFmOpen(false)} />
        </>
      ) : null}
    </div>
  );
}
