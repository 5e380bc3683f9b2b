import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import type { FmTeam } from '../../api/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { createTeamSearch, teamDatabaseLink, type TeamSearchState } from '../../editor/fm-team-search.ts';

export interface ChosenTeam {
  name: string;
  fm_id: number;
  icon_url: string | null;
}

/**
 * The FM team search (document 2 §2): shows the chosen team (or "-"); a click or focus opens a
 * filter input and the results; Escape or a click away closes it and clears the filter.
 */
export function TeamSearch({
  team,
  onChoose,
}: {
  team: ChosenTeam | null;
  onChoose: (team: FmTeam) => void;
}) {
  const { t } = useTranslation();
  const { context } = useEditor();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [state, setState] = useState<TeamSearchState>({ loading: false, results: [] });
  const search = useMemo(() => createTeamSearch(context.api, setState), [context.api]);
  const root = useRef<HTMLDivElement>(null);
  const close = () => {
    search.cancel();
    setFilter('');
    setOpen(false);
  };
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  });
  useEffect(() => () => search.cancel(), [search]);
  const start = () => {
    if (open) return;
    setOpen(true);
    search.setFilter('');
  };
  return (
    <div className="team-search" ref={root}>
      {open ? (
        <input
          type="search"
          data-list-open
          autoFocus
          value={filter}
          placeholder={t('fm.searchPlaceholder')}
          aria-label={t('fm.searchLabel')}
          onChange={(event) => {
            setFilter(event.target.value);
            search.setFilter(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation(); // closes the list, not the dialog
              event.preventDefault();
              close();
            }
          }}
        />
      ) : (
        <button
          type="button"
          className="team-search-current"
          aria-label={t('fm.teamLabel')}
          onClick={start}
          onFocus={start}
        >
          {team?.icon_url ? <img className="team-icon" src={team.icon_url} alt="" /> : null}
          <span>{team ? `${team.name} (${team.fm_id})` : '-'}</span>
        </button>
      )}
      {open ? (
        <ul className="team-search-list" aria-label={t('fm.results')}>
          {state.loading ? <li>{t('status.loading')}</li> : null}
          {!state.loading && state.results.length === 0 ? <li>{t('common.noResults')}</li> : null}
          {state.results.map((result) => (
            <li key={result.id}>
              <button
                type="button"
                onClick={() => {
                  onChoose(result);
                  close();
                }}
              >
                {result.icon_url ? (
                  <img className="team-icon" src={result.icon_url} alt="" />
                ) : (
                  <span className="team-icon" />
                )}
                <span>{result.name}</span>
                <small>{result.fm_id}</small>
              </button>
              <a
                href={teamDatabaseLink(result)}
                target="_blank"
                rel="noreferrer noopener"
                aria-label={t('fm.databaseLink', { name: result.name })}
              >
                ↗
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {open && state.results.some((r) => r.sample) ? (
        <small className="hint">{t('fm.sampleData')}</small>
      ) : null}
      {open ? <small className="hint">{t('fm.disclaimer')}</small> : null}
    </div>
  );
}
