import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { usePreferences } from '../../editor/hooks.tsx';
import { preferences } from '../../editor/prefs.ts';
import { loadTeams } from '../../editor/random.ts';
import { Choice } from '../widgets/Choice.tsx';

/**
 * The team Randomize draws for (document 2 §4: the team-based generator), or none for the simple
 * randomizer. The team list (teams.json, some 300 kB) loads when the player reaches for the
 * select, not with every page; the stored choice is listed before that.
 */
export function RandomTeamChoice() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const [teams, setTeams] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (teams !== null) return;
    loadTeams().then(
      (list) => setTeams(list.map((team) => team.name)),
      () => setFailed(true),
    );
  };
  const names = teams ?? (prefs.randomTeam ? [prefs.randomTeam] : []);
  return (
    <div onFocusCapture={load} onPointerDownCapture={load}>
      <Choice
        label={t('settings.randomTeam')}
        value={prefs.randomTeam}
        options={[
          { value: '', label: t('generator.randomTeam') },
          ...names.map((name) => ({ value: name, label: name })),
        ]}
        onChange={(v) => (preferences.randomTeam = v)}
      />
      {failed ? <p role="alert">{t('generator.teamsFailed')}</p> : null}
    </div>
  );
}
