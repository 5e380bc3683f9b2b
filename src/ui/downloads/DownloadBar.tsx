import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, usePreferences } from '../../editor/hooks.tsx';
import { PES_COLOR_MODES, pesColorMode, type PesColorMode } from '../../tools/pes-colors.ts';
import { downloadsBusyAtom, useDownloads } from '../../editor/downloads.ts';
import { EncryptionKeyButton } from './EncryptionKeyButton.tsx';
import { FmDownloadDialog } from './FmDownloadDialog.tsx';
import { NbaDownloadDialog } from './NbaDownloadDialog.tsx';
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
  const prefs = usePreferences();
  const [fmOpen, setFmOpen] = useState(false);
  const [nbaOpen, setNbaOpen] = useState(false);
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
      {game === 'pes' ? (
        <>
          <label>
            {t('downloads.pesMode')}{' '}
            <select
              value={pesColorMode(prefs.pesColorMode)}
              onChange={(event) => downloads.setPesColorMode(event.target.value as PesColorMode)}
            >
              {PES_COLOR_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`downloads.pesMode.${mode}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="primary"
            disabled={running('pes-png')}
            onClick={() =>
              void downloads.download({ file: 'pes-png', colorMode: pesColorMode(prefs.pesColorMode) })
            }
          >
            {running('pes-png') ? t('downloads.processing') : t('downloads.pesPng')}
          </button>
        </>
      ) : null}
      {game === 'basketball' ? (
        <>
          <button type="button" className="primary" onClick={() => setNbaOpen(true)}>
            {t('nba.title')}
          </button>
          <NbaDownloadDialog open={nbaOpen} onClose={() => setNbaOpen(false)} />
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
