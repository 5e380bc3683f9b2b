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
import { Choice } from '../widgets/Choice.tsx';
import { SearchSelect } from '../widgets/SearchSelect.tsx';

/**
 * Download for NBA 2K (document 2 §2, §4): the game (kept in local storage), team and jersey
 * from that game's mod list (searchable dropdowns: type part of a name or code to filter), and the two ZIPs, both disabled until a jersey is chosen. Changing
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
        <Choice
          label={t('nba.game')}
          value={game}
          options={NBA_GAMES.map((g) => ({ value: g, label: `NBA 2K${g}` }))}
          onChange={(g) => downloads.setNbaGame(g)}
        />
        <SearchSelect
          label={t('nba.team')}
          value={team}
          options={nbaTeams(mods).map((id) => ({ value: id, label: nbaTeamLabel(id) }))}
          onChange={(id) => {
            setTeam(id);
            setJersey(nbaJerseys(mods, id)[0]?.name ?? '');
          }}
        />
        <SearchSelect
          label={t('nba.jersey')}
          value={jersey}
          options={jerseys.map((mod) => ({ value: mod.name, label: nbaTitle(mod) }))}
          onChange={setJersey}
        />
        <div className="row">
          {button('nba-jersey-zip', t('nba.jerseyZip'))}
          {button('nba-generic-zip', t('nba.genericZip'))}
        </div>
      </div>
    </Modal>
  );
}
