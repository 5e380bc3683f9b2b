import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditorValue, usePreferences } from '../../editor/hooks.tsx';
import { downloadsBusyAtom, useDownloads } from '../../editor/downloads.ts';
import {
  NBA_GAMES,
  nbaJerseys,
  nbaTeamLabel,
  nbaTeams,
  nbaTitle,
  type NbaMod,
} from '../../tools/nba-mods.ts';
import { Modal } from '../dialogs/Modal.tsx';

/**
 * Download for NBA 2K (document 2 §2, §4): the game (kept in local storage), team and jersey
 * from that game's mod list, and the two ZIPs, both disabled until a jersey is chosen. Changing
 * the game selects the first team and its first jersey; changing the team its first jersey.
 */
export function NbaDownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const downloads = useDownloads();
  const prefs = usePreferences();
  const busy = useEditorValue(downloadsBusyAtom);
  const game = prefs.nbaGame === 26 ? 26 : 25;
  const [mods, setMods] = useState<NbaMod[]>([]);
  const [team, setTeam] = useState('');
  const [jersey, setJersey] = useState('');
  useEffect(() => {
    if (!open) return;
    let live = true;
    void downloads
      .nbaMods(game)
      .catch(() => [])
      .then((list) => {
        if (!live) return;
        setMods(list);
        const first = nbaTeams(list)[0] ?? '';
        setTeam(first);
        setJersey(nbaJerseys(list, first)[0]?.name ?? '');
      });
    return () => {
      live = false;
    };
  }, [open, game, downloads]);
  const jerseys = nbaJerseys(mods, team);
  const chosen = jerseys.find((m) => m.name === jersey) ?? null;
  const button = (file: 'nba-jersey-zip' | 'nba-generic-zip', label: string) => (
    <button
      type="button"
      className="primary"
      disabled={!chosen || busy.includes(file)}
      onClick={() => chosen && void downloads.download({ file, nbaGame: game, jersey: chosen })}
    >
      {busy.includes(file) ? t('downloads.processing') : label}
    </button>
  );
  return (
    <Modal title={t('nba.title')} open={open} onClose={onClose}>
      <div className="fm-download">
        <label className="row">
          {t('nba.game')}
          <select value={game} onChange={(event) => downloads.setNbaGame(Number(event.target.value))}>
            {NBA_GAMES.map((g) => (
              <option key={g} value={g}>{`NBA 2K${g}`}</option>
            ))}
          </select>
        </label>
        <label className="row">
          {t('nba.team')}
          <select
            value={team}
            onChange={(event) => {
              setTeam(event.target.value);
              setJersey(nbaJerseys(mods, event.target.value)[0]?.name ?? '');
            }}
          >
            {nbaTeams(mods).map((id) => (
              <option key={id} value={id}>
                {nbaTeamLabel(id)}
              </option>
            ))}
          </select>
        </label>
        <label className="row">
          {t('nba.jersey')}
          <select value={jersey} onChange={(event) => setJersey(event.target.value)}>
            {jerseys.map((mod) => (
              <option key={mod.name} value={mod.name}>
                {nbaTitle(mod)}
              </option>
            ))}
          </select>
        </label>
        <div className="row">
          {button('nba-jersey-zip', t('nba.jerseyZip'))}
          {button('nba-generic-zip', t('nba.genericZip'))}
        </div>
      </div>
    </Modal>
  );
}
