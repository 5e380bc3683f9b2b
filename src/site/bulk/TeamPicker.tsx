import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import type { Team } from '../../kit/random/index.ts';
import {
  filterTeams,
  NO_FILTER,
  teamBrands,
  teamKey,
  type ChosenTeam,
  type FmIdFilter,
  type TeamFilter,
} from './teams.ts';

const FM_ID_FILTERS: readonly FmIdFilter[] = ['all', 'with', 'without'];

/** The team database: a search, two filters and a list to tick many teams in. */
export function TeamPicker({
  teams,
  chosen,
  onToggle,
  onChooseAll,
  onClear,
}: {
  teams: readonly Team[];
  chosen: ReadonlySet<string>;
  onToggle: (team: Team) => void;
  onChooseAll: (shown: readonly Team[]) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TeamFilter>(NO_FILTER);
  const shown = useMemo(() => filterTeams(teams, filter), [teams, filter]);
  const brands = useMemo(() => teamBrands(teams), [teams]);
  return (
    <section className="bulk-teams" aria-labelledby="bulk-teams-title">
      <h2 id="bulk-teams-title">{t('bulk.teams')}</h2>
      <div className="bulk-filters">
        <label className="field">
          <span className="field-label">{t('bulk.search')}</span>
          <input
            type="search"
            value={filter.text}
            onChange={(event) => setFilter({ ...filter, text: event.target.value })}
          />
        </label>
        <label className="field">
          <span className="field-label">{t('bulk.brandFilter')}</span>
          <select
            value={filter.brand}
            onChange={(event) => setFilter({ ...filter, brand: event.target.value })}
          >
            <option value="">{t('bulk.anyBrand')}</option>
            {brands.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">{t('bulk.fmIdFilter')}</span>
          <select
            value={filter.fmId}
            onChange={(event) => setFilter({ ...filter, fmId: event.target.value as FmIdFilter })}
          >
            {FM_ID_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`bulk.fmId.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="bulk-list-head">
        <span role="status">{t('bulk.shown', { count: shown.length })}</span>
        <button type="button" onClick={() => onChooseAll(shown)} disabled={shown.length === 0}>
          {t('bulk.chooseShown')}
        </button>
        <button type="button" onClick={onClear} disabled={chosen.size === 0}>
          {t('bulk.clear')}
        </button>
      </div>
      <ul className="bulk-team-list" aria-label={t('bulk.teamList')}>
        {shown.map((team) => (
          <li key={team.name}>
            <label>
              {/* Named by the team alone; its kit maker and id follow as text. */}
              <input
                type="checkbox"
                aria-label={team.name}
                checked={chosen.has(teamKey(team))}
                onChange={() => onToggle(team)}
              />
              <span className="bulk-team-name">{team.name}</span>
              <span className="bulk-team-meta">
                {team.brand}
                {team.fm_id === null ? '' : ` · ${t('bulk.fmIdShort', { id: team.fm_id })}`}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The chosen teams, each with the FM Unique ID its kits go into the pack with. */
export function ChosenTeams({
  chosen,
  problems,
  onFmId,
  onRemove,
}: {
  chosen: readonly ChosenTeam[];
  problems: { missing: readonly Team[]; repeated: readonly Team[] };
  onFmId: (team: Team, fmId: string) => void;
  onRemove: (team: Team) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="bulk-chosen">
      <h2 id="bulk-chosen-title">{t('bulk.chosen', { count: chosen.length })}</h2>
      {chosen.length === 0 ? <p className="muted">{t('bulk.noneChosen')}</p> : null}
      {chosen.length > 0 ? (
        <ul className="bulk-chosen-list">
          {chosen.map(({ team, fmId }) => {
            const wrong = problems.missing.includes(team) || problems.repeated.includes(team);
            return (
              <li key={team.name}>
                <span className="bulk-team-name">{team.name}</span>
                <input
                  inputMode="numeric"
                  aria-label={t('bulk.fmIdOf', { team: team.name })}
                  aria-invalid={wrong}
                  placeholder={t('fm.uniqueId')}
                  value={fmId}
                  onChange={(event) => onFmId(team, event.target.value)}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('bulk.remove', { team: team.name })}
                  title={t('bulk.remove', { team: team.name })}
                  onClick={() => onRemove(team)}
                >
                  ✕
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {problems.missing.length > 0 ? <p className="bulk-hint">{t('bulk.needIds')}</p> : null}
      {problems.repeated.length > 0 ? (
        <p className="bulk-hint">
          {t('bulk.repeatedIds', { teams: problems.repeated.map((team) => team.name).join(', ') })}
        </p>
      ) : null}
    </div>
  );
}
