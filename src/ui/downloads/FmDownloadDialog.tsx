import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditorValue } from '../../editor/hooks.tsx';
import { downloadsBusyAtom, useDownloads } from '../../editor/downloads.ts';
import { fmCustomAtom, fmTeamAtom, fmTeamLoadingAtom, useFmTarget } from '../../editor/fm-target.ts';
import { kitAtom } from '../../editor/state.ts';
import { FM_KIT_TYPES, FM_UNIQUE_ID_MAX, isFmUniqueId, type FmKitType } from '../../kit/model/basics.ts';
import { Modal } from '../dialogs/Modal.tsx';
import { TeamSearch } from './TeamSearch.tsx';

type FmFile = 'fm-zip' | 'fm-2d' | 'fm-3d';

/**
 * Download for FM (document 2 §2): team (search or a custom Unique ID), kit type, then the ZIP
 * (2D kit, 3D texture, config.xml) or either image alone. "Download ZIP" waits for a team id.
 * The team id and type are the kit's (fm_teamid, fm_kittype: saved with it), so the dialog
 * reopens on them after a reload.
 */
export function FmDownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('fm.title')} open={open} onClose={onClose}>
      <FmDownloadForm />
    </Modal>
  );
}

function FmDownloadForm() {
  const { t } = useTranslation();
  const downloads = useDownloads();
  const fm = useFmTarget();
  const busy = useEditorValue(downloadsBusyAtom);
  const kit = useEditorValue(kitAtom);
  const team = useEditorValue(fmTeamAtom);
  const custom = useEditorValue(fmCustomAtom);
  const loading = useEditorValue(fmTeamLoadingAtom);
  // The custom id as typed; it goes into the kit when the field is left or a download starts.
  const [customId, setCustomId] = useState(kit.fm_teamid);
  useEffect(() => void fm.showSavedTeam(), [fm, kit.fm_teamid]);
  useEffect(() => setCustomId(kit.fm_teamid), [kit.fm_teamid]);
  const teamId = custom ? customId.trim() : team ? String(team.fm_id) : '';
  // Said as soon as it is typed, in the player's language; the download would refuse it too.
  const customIdWrong = custom && teamId !== '' && !isFmUniqueId(teamId);
  const download = (file: FmFile) => {
    if (custom) fm.setCustomId(customId);
    void downloads.download({
      file,
      teamId,
      type: kit.fm_kittype,
      // A custom id has no name: the files are called team_<id> (fmTeamStem).
      name: custom ? '' : (team?.name ?? 'kit'),
    });
  };
  const button = (file: FmFile, label: string, primary = false) => (
    <button
      type="button"
      className={primary ? 'primary' : undefined}
      disabled={(file === 'fm-zip' && teamId === '') || busy.includes(file)}
      onClick={() => download(file)}
    >
      {busy.includes(file) ? t('downloads.processing') : label}
    </button>
  );
  return (
    <div className="fm-download">
      <div className="row">
        <span>{t('fm.team')}</span>
        <label>
          <input type="checkbox" checked={custom} onChange={(event) => fm.setCustom(event.target.checked)} />{' '}
          {t('fm.custom')}
        </label>
      </div>
      {custom ? (
        <input
          type="text"
          inputMode="numeric"
          aria-label={t('fm.uniqueId')}
          placeholder={t('fm.uniqueId')}
          value={customId}
          onChange={(event) => setCustomId(event.target.value)}
          onBlur={() => fm.setCustomId(customId)}
          aria-invalid={customIdWrong}
          aria-describedby={customIdWrong ? 'fm-unique-id-problem' : undefined}
        />
      ) : loading ? (
        <span>{t('status.loading')}</span>
      ) : (
        <TeamSearch team={team} onChoose={(chosen) => fm.chooseTeam(chosen)} />
      )}
      {customIdWrong ? (
        <p id="fm-unique-id-problem" role="alert">
          {t('fm.uniqueIdInvalid', { max: FM_UNIQUE_ID_MAX })}
        </p>
      ) : null}
      <label className="row">
        {t('fm.type')}
        <select value={kit.fm_kittype} onChange={(event) => fm.setKitType(event.target.value as FmKitType)}>
          {FM_KIT_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`fm.type.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="row">
        {button('fm-2d', t('fm.minikit'))}
        {button('fm-3d', t('fm.texture'))}
        {button('fm-zip', t('fm.downloadZip'), true)}
      </div>
    </div>
  );
}
