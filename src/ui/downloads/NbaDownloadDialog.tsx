import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditorValue, usePreferences } from '../../editor/hooks.tsx';
import {
  downloadsBusyAtom,
  encodeProgressAtom,
  uniformPatchAtom,
  useDownloads,
} from '../../editor/downloads.ts';
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
 * "Patch my uniform" takes the player's own .iff (read in the browser, never uploaded) and
 * shows what it found, where the file goes, or why it cannot be patched. A progress bar shows
 * the DDS encoding of any NBA 2K download.
 */
export function NbaDownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const downloads = useDownloads();
  const prefs = usePreferences();
  const busy = useEditorValue(downloadsBusyAtom);
  const progress = useEditorValue(encodeProgressAtom);
  const patch = useEditorValue(uniformPatchAtom);
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
        <label className="nba-patch">
          {t('nba.patch.choose')}
          <input
            type="file"
            accept=".iff"
            disabled={busy.includes('nba-patch')}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = ''; // the same file may be chosen again
              if (file) void downloads.patchUniform(file);
            }}
          />
        </label>
        <p className="hint">{t('nba.patch.private')}</p>
        {progress !== null && (
          <progress aria-label={t('nba.progress')} max={1} value={progress}>
            {Math.round(progress * 100)} %
          </progress>
        )}
        {patch && 'problem' in patch && (
          <p role="alert" className="error">
            {t(`nba.iff.${patch.problem}`, { name: patch.name })}
          </p>
        )}
        {patch && 'maps' in patch && (
          <div role="status" className="nba-patch-result">
            <p>{t('nba.patch.found', { name: patch.name, maps: patch.maps.join(', ') })}</p>
            <p>{t('nba.patch.where', { path: patch.modsPath })}</p>
            {patch.saved && <p>{t('nba.patch.saved', { name: patch.name })}</p>}
          </div>
        )}
      </div>
    </Modal>
  );
}
