import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadGame } from '../../games/load.ts';
import { useTranslation } from '../../i18n/index.ts';
import type { CameraView } from '../../scene/cameras.ts';
import { FM_KIT_TYPES, FM_UNIQUE_ID_MAX, isFmUniqueId, type FmKitType } from '../../tools/fm26-config.ts';
import { ToolHeader } from '../tool-page.tsx';
import { ConverterSession } from './converter-session.ts';
import { KitPreview } from './KitPreview.tsx';

/** The fixed camera views the preview offers (the editor's, less the rotating one). */
const VIEWS: readonly CameraView[] = ['three_quarter', 'front', 'side', 'back', 'side_back'];

type Loaded = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready' };

/** /tools/pes-to-fm-converter/ (FM): a PES kit texture -> FM's 3D kit preview -> an FM26 pack. */
export function ConverterApp() {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [session] = useState(() => new ConverterSession());
  useEffect(() => {
    let live = true;
    // Both layouts: the transfer reads each region's rectangle in both.
    Promise.all([loadGame('pes'), loadGame('fm')])
      .then(() => live && setLoaded({ status: 'ready' }))
      .catch((error: unknown) => {
        if (live)
          setLoaded({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="tool-page">
      <ToolHeader>
        <a href="/fm/">{t('minikit.openEditor')}</a>
      </ToolHeader>
      <main className="tool-main">
        <h1>{t('converter.title')}</h1>
        <p className="tool-intro">{t('converter.intro')}</p>
        {loaded.status === 'loading' ? <p role="status">{t('status.loading')}</p> : null}
        {loaded.status === 'failed' ? (
          <p role="alert">{t('minikit.failed', { error: loaded.error })}</p>
        ) : null}
        {loaded.status === 'ready' ? <ConverterWork session={session} /> : null}
      </main>
    </div>
  );
}

function ConverterWork({ session }: { session: ConverterSession }) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(session.subscribe, () => session.state);
  const [view, setView] = useState<CameraView>('front');
  const [name, setName] = useState('');
  const [teamId, setTeamId] = useState('');
  const [type, setType] = useState<FmKitType>('home');
  const idValid = isFmUniqueId(teamId);
  const { converted, refused, run } = state;
  return (
    <>
      <section className="tool-card" aria-labelledby="converter-file">
        <h2 id="converter-file">{t('converter.file')}</h2>
        <p className="muted">{t('converter.fileHint')}</p>
        <label className="converter-field">
          <span>{t('converter.choose')}</span>
          <input
            type="file"
            accept="image/png"
            disabled={state.converting}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void session.choose(file);
            }}
          />
        </label>
        {refused ? (
          <p role="alert" className="converter-refused">
            {refused.problem.kind === 'notPng'
              ? t('minikit.notPng', { name: refused.name })
              : t('converter.wrongSize', {
                  name: refused.name,
                  width: refused.problem.width,
                  height: refused.problem.height,
                })}
          </p>
        ) : null}
        {state.error ? (
          <p role="alert" className="converter-refused">
            {t('minikit.failed', { error: state.error })}
          </p>
        ) : null}
        {state.converting ? <p role="status">{t('converter.converting')}</p> : null}
      </section>
      <section className="tool-card" aria-labelledby="converter-preview">
        <h2 id="converter-preview">{t('converter.preview')}</h2>
        {converted ? (
          <>
            <label className="converter-field">
              <span>{t('viewer.cameraViews')}</span>
              <select value={view} onChange={(event) => setView(event.target.value as CameraView)}>
                {VIEWS.map((value) => (
                  <option key={value} value={value}>
                    {t(`viewer.camera.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <KitPreview
              renderer={session.renderer()}
              canvas={converted.canvas}
              view={view}
              label={t('converter.scene', { name: converted.name })}
            />
          </>
        ) : (
          <p className="muted">{t('converter.noFile')}</p>
        )}
      </section>
      <section className="tool-card" aria-labelledby="converter-pack">
        <h2 id="converter-pack">{t('converter.pack')}</h2>
        <div className="converter-form">
          <label className="converter-field">
            <span>{t('converter.name')}</span>
            <input type="text" value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <label className="converter-field">
            <span>{t('fm.uniqueId')}</span>
            <input
              type="text"
              inputMode="numeric"
              value={teamId}
              aria-invalid={!idValid}
              aria-describedby="converter-id-rule"
              onChange={(event) => setTeamId(event.target.value.trim())}
            />
          </label>
          <p id="converter-id-rule" className="muted">
            {t('fm.uniqueIdInvalid', { max: FM_UNIQUE_ID_MAX })}
          </p>
          <label className="converter-field">
            <span>{t('fm.type')}</span>
            <select value={type} onChange={(event) => setType(event.target.value as FmKitType)}>
              {FM_KIT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`fm.type.${value}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="converter-run">
          <button
            type="button"
            className="primary"
            disabled={!converted || !idValid || run.status === 'running'}
            onClick={() => void session.download({ teamId, type, name: name.trim() || 'kit' })}
          >
            {t('converter.download')}
          </button>
          {run.status === 'done' ? <p role="status">{t('converter.done', { name: run.name })}</p> : null}
          {run.status === 'failed' ? <p role="alert">{t('minikit.failed', { error: run.error })}</p> : null}
        </div>
      </section>
    </>
  );
}
