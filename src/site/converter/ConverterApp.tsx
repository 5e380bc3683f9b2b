import { useState, useSyncExternalStore } from 'react';
import { loadGame } from '../../games/load.ts';
import { useTranslation } from '../../i18n/index.ts';
import type { CameraView } from '../../scene/cameras.ts';
import { FM_KIT_TYPES, FM_UNIQUE_ID_MAX, isFmUniqueId, type FmKitType } from '../../tools/fm26-config.ts';
import { FmToolPage, useLoaded } from '../fm-tool-page.tsx';
import { ConverterSession } from './converter-session.ts';
import { KitPreview } from './KitPreview.tsx';

/** The fixed camera views the preview offers (the editor's, less the rotating one). */
const VIEWS: readonly CameraView[] = ['three_quarter', 'front', 'side', 'back', 'side_back'];

/** /tools/pes-to-fm-converter/ (FM): a PES kit texture -> FM's 3D kit preview -> an FM26 pack. */
export function ConverterApp() {
  const [session] = useState(() => new ConverterSession());
  // Both layouts: the transfer reads each region's rectangle in both.
  const loaded = useLoaded(() => Promise.all([loadGame('pes'), loadGame('fm')]));
  return (
    <FmToolPage
      titleKey="converter.title"
      introKey="converter.intro"
      loaded={loaded}
      work={() => <ConverterWork session={session} />}
    />
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
