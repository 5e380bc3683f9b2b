/**
 * The FM team search of document 2 §2/§7: a filter typed in waits 500 ms (debounce), a new search
 * aborts the one in flight, and a failure clears the results silently. Results come from the
 * server's FM team database (/api/fm/teams).
 */
import type { ApiClient, FmTeam } from '../api/index.ts';

export const TEAM_SEARCH_DEBOUNCE_MS = 500;

export interface TeamSearchState {
  loading: boolean;
  results: readonly FmTeam[];
}

export interface TeamSearch {
  /** The filter changed: search after the debounce, aborting whatever runs. */
  setFilter(filter: string): void;
  /** Closed (Escape, click away, a choice): stop everything and forget the results. */
  cancel(): void;
}

export function createTeamSearch(
  api: Pick<ApiClient, 'fmTeams'>,
  onState: (state: TeamSearchState) => void,
): TeamSearch {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: AbortController | null = null;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    running?.abort();
    running = null;
  };
  return {
    setFilter(filter) {
      stop();
      onState({ loading: true, results: [] });
      timer = setTimeout(() => {
        timer = null;
        const controller = new AbortController();
        running = controller;
        api
          .fmTeams(filter.trim(), controller.signal)
          .then((reply) => {
            if (controller.signal.aborted) return;
            onState({ loading: false, results: reply.success ? reply.data : [] });
          })
          .catch(() => {
            if (!controller.signal.aborted) onState({ loading: false, results: [] });
          });
      }, TEAM_SEARCH_DEBOUNCE_MS);
    },
    cancel() {
      stop();
      onState({ loading: false, results: [] });
    },
  };
}

/** The third-party football database a result links to (credited in the dialog's disclaimer). */
export const teamDatabaseLink = (team: Pick<FmTeam, 'fm_id' | 'slug'>): string =>
  `https://sortitoutsi.net/football-manager-2025/team/${team.fm_id}/${encodeURIComponent(team.slug)}`;
