import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditorValue } from '../../editor/hooks.tsx';
import { downloadsBusyAtom, useDownloads } from '../../editor/downloads.ts';
import { kitAtom } from '../../editor/state.ts';
import { Modal } from '../dialogs/Modal.tsx';
import { TeamSearch, type ChosenTeam } from './TeamSearch.tsx';

const TYPES = ['home', 'away', 'third'] as const;

/**
 * Download for FM (document 2 §2): team (search or a custom Unique ID), kit type, then the ZIP
 * (2D kit, 3D texture, config.xml) or either image alone. "Download ZIP" waits for a team id.
 */
export function FmDownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const downloads = useDownloads();
  const busy = useEditorValue(downloadsBusyAtom);
  const kit = useEditorValue(kitAtom);
  const [team, setTeam] = useState<ChosenTeam | null>(null);
  const [custom, setCustom] = useState(false);
  const [customId, setCustomId] = useState(kit.fm_teamid ?? '');
  const [type, setType] = useState<(typeof TYPES)[number]>(kit.fm_kittype ?? 'home');
  const teamId = custom ? customId.trim() : team ? String(team.fm_id) : '';
  const request = (file: 'fm-zip' | 'fm-2d' | 'fm-3d') => ({
    file,
    teamId,
    type,
    name: custom ? `team_${teamId}` : (team?.name ?? 'kit'),
  });
  const button = (file: 'fm-zip' | 'fm-2d' | 'fm-3d', label: string, primary = false) => (
    <button
      type="button"
      className={primary ? 'primary' : undefined}
      disabled={(file === 'fm-zip' && teamId === '') || busy.includes(file)}
      onClick={() => void downloads.download(request(file))}
    >
      {busy.includes(file) ? t('downloads.processing') : label}
    </button>
  );
  return (
    <Modal title={t('fm.title')} open={open} onClose={onClose}>
      <div className="fm-download">
        <div className="row">
          <span>{t('fm.team')}</span>
          <label>
            <input
              type="checkbox"
              checked={custom}
              onChange={(event) => {
                const on = event.target.checked;
                setCustom(on);
                // Choosing a custom id clears the team name; switching custom off clears the id too.
                setTeam(null);
                if (!on) setCustomId('');
              }}
            />{' '}
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
          />
        ) : (
          <TeamSearch team={team} onChoose={(chosen) => setTeam(chosen)} />
        )}
        <label className="row">
          {t('fm.type')}
          <select value={type} onChange={(event) => setType(event.target.value as (typeof TYPES)[number])}>
            {TYPES.map((value) => (
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
    </Modal>
  );
}
