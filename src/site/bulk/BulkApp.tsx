import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ApiClient } from '../../api/index.ts';
import { loadGeneratorCatalogue, loadTeams } from '../../editor/random.ts';
import { loadGame } from '../../games/load.ts';
import { useTranslation } from '../../i18n/index.ts';
import type { GeneratorCatalogue, Team } from '../../kit/random/index.ts';
import { BulkSession, type BulkKit } from './bulk-session.ts';
import { KitEditorDialog } from './KitEditorDialog.tsx';
import { KitGrid } from './KitGrid.tsx';
import { PackBar } from './PackBar.tsx';
import { ChosenTeams, TeamPicker } from './TeamPicker.tsx';
import { chooseTeam, fmIdProblems, teamKey, type ChosenTeam } from './teams.ts';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; teams: Team[]; session: BulkSession };

/** The page: teams on the left, the chosen ones, their kits and the pack on the right. */
export function BulkApp({
  api,
  seed,
  editorScale,
}: {
  api: ApiClient;
  /** A fixed seed (`?seed=`, for benchmarks); otherwise each Generate draws new kits. */
  seed: string | null;
  /** The embedded editor's texture scale (`?scale=`), passed on to it. */
  editorScale: string | null;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    // The FM layout chunk (only FM's), the teams and the generator's catalogue.
    Promise.all([loadTeams(), loadGeneratorCatalogue(api), loadGame('fm')])
      .then(([teams, catalogue]: [Team[], GeneratorCatalogue, void]) => {
        if (live) setLoaded({ status: 'ready', teams, session: new BulkSession(catalogue) });
      })
      .catch((error: unknown) => {
        if (live)
          setLoaded({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <div className="tool-page bulk-page">
      <header className="tool-head">
        <a className="brand" href="/">
          Kitsmith
        </a>
        <a href="/fm/">{t('bulk.openEditor')}</a>
      </header>
      <main className="bulk-main">
        <h1>{t('bulk.title')}</h1>
        <p className="bulk-intro">{t('bulk.intro')}</p>
        {loaded.status === 'loading' ? <p role="status">{t('bulk.loading')}</p> : null}
        {loaded.status === 'failed' ? (
          <p role="alert" className="bulk-error">
            {t('bulk.loadFailed', { error: loaded.error })}
          </p>
        ) : null}
        {loaded.status === 'ready' ? (
          <BulkWork teams={loaded.teams} session={loaded.session} seed={seed} editorScale={editorScale} />
        ) : null}
      </main>
    </div>
  );
}

function BulkWork({
  teams,
  session,
  seed,
  editorScale,
}: {
  teams: Team[];
  session: BulkSession;
  seed: string | null;
  editorScale: string | null;
}) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const [chosen, setChosen] = useState<ChosenTeam[]>([]);
  const [editing, setEditing] = useState<BulkKit | null>(null);
  const chosenKeys = useMemo(() => new Set(chosen.map(({ team }) => teamKey(team))), [chosen]);
  const problems = fmIdProblems(chosen);
  const ready = chosen.length > 0 && problems.missing.length === 0 && problems.repeated.length === 0;
  const busy = state.generating !== null || state.pack.status === 'running';
  const toggle = (team: Team) =>
    setChosen((list) =>
      chosenKeys.has(teamKey(team))
        ? list.filter((entry) => teamKey(entry.team) !== teamKey(team))
        : [...list, chooseTeam(team)],
    );
  return (
    <div className="bulk-work">
      <TeamPicker
        teams={teams}
        chosen={chosenKeys}
        onToggle={toggle}
        onChooseAll={(shown) =>
          setChosen((list) => [
            ...list,
            ...shown.filter((team) => !chosenKeys.has(teamKey(team))).map(chooseTeam),
          ])
        }
        onClear={() => setChosen([])}
      />
      <section className="bulk-right" aria-labelledby="bulk-chosen-title">
        <ChosenTeams
          chosen={chosen}
          problems={problems}
          onFmId={(team, fmId) =>
            setChosen((list) => list.map((entry) => (entry.team === team ? { ...entry, fmId } : entry)))
          }
          onRemove={toggle}
        />
        <div className="bulk-actions">
          <button
            type="button"
            className="primary"
            disabled={!ready || busy}
            onClick={() => void session.generate(chosen, seed ?? Date.now().toString(36))}
          >
            {t('bulk.generate')}
          </button>
          {state.generating ? (
            <p role="status">
              {t('bulk.generating', { done: state.generating.done, total: state.generating.total })}
            </p>
          ) : null}
        </div>
        {state.kits.length > 0 ? (
          <>
            <KitGrid kits={state.kits} disabled={busy} onEdit={setEditing} />
            <PackBar session={session} state={state} />
          </>
        ) : null}
      </section>
      <KitEditorDialog
        kit={editing}
        editorScale={editorScale}
        onApply={(kit, data) => {
          setEditing(null);
          void session.replaceKit(kit.id, data);
        }}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
