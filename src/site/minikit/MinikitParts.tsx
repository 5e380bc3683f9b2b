import type { SavedKit } from '../../api/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import type { MinikitSession, MinikitState } from './minikit-session.ts';

/** The signed-in player's saved FM kits, each with a tick box. */
export function SavedKits({
  saved,
  chosen,
  onChange,
  disabled,
}: {
  saved: SavedKit[] | null;
  chosen: ReadonlySet<number>;
  onChange: (next: ReadonlySet<number>) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    onChange(next);
  };
  return (
    <section className="tool-card" aria-labelledby="minikit-saved">
      <h2 id="minikit-saved">{t('minikit.saved')}</h2>
      {saved === null ? <p className="muted">{t('minikit.signedOut')}</p> : null}
      {saved?.length === 0 ? <p className="muted">{t('minikit.noSaved')}</p> : null}
      {saved && saved.length > 0 ? (
        <ul className="minikit-list">
          {saved.map((kit) => (
            <li key={kit.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.has(kit.id)}
                  disabled={disabled}
                  onChange={() => toggle(kit.id)}
                />
                {kit.name}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** FM26 3D textures the player adds; refused files are named with their reason. */
export function Uploads({
  session,
  state,
  disabled,
}: {
  session: MinikitSession;
  state: MinikitState;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="tool-card" aria-labelledby="minikit-uploads">
      <h2 id="minikit-uploads">{t('minikit.uploads')}</h2>
      <p className="muted">{t('minikit.uploadHint')}</p>
      <label className="minikit-field">
        <span>{t('minikit.addFiles')}</span>
        <input
          type="file"
          multiple
          accept="image/png"
          disabled={disabled}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            void session.addFiles(files);
          }}
        />
      </label>
      {state.refused.length > 0 ? (
        <ul role="alert" className="minikit-refused">
          {state.refused.map(({ name, problem }, i) => (
            <li key={`${name}-${i}`}>
              {problem.kind === 'notPng'
                ? t('minikit.notPng', { name })
                : t('minikit.wrongSize', { name, width: problem.width, height: problem.height })}
            </li>
          ))}
        </ul>
      ) : null}
      {state.uploads.length > 0 ? (
        <ul className="minikit-list">
          {state.uploads.map(({ id, file }) => (
            <li key={id}>
              <span>{file.name}</span>
              <button
                type="button"
                disabled={disabled}
                aria-label={t('minikit.remove', { name: file.name })}
                onClick={() => session.removeUpload(id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Generate, its progress and Cancel, and how the last run ended. */
export function RunBar({
  state,
  count,
  onGenerate,
  onCancel,
}: {
  state: MinikitState;
  count: number;
  onGenerate: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const run = state.run;
  return (
    <section className="tool-card minikit-run" aria-label={t('minikit.progressLabel')}>
      {run.status === 'running' ? (
        <>
          <progress aria-label={t('minikit.progressLabel')} value={run.done} max={run.total} />
          <p role="status">{t('minikit.progress', { done: run.done, total: run.total })}</p>
          <button type="button" onClick={onCancel}>
            {t('minikit.cancel')}
          </button>
        </>
      ) : (
        <button type="button" className="primary" disabled={count === 0} onClick={onGenerate}>
          {t('minikit.generate', { count })}
        </button>
      )}
      {run.status === 'done' ? (
        <p role="status">{t('minikit.done', { name: run.name, count: run.count })}</p>
      ) : null}
      {run.status === 'cancelled' ? <p role="status">{t('minikit.cancelled')}</p> : null}
      {run.status === 'failed' ? <p role="alert">{t('minikit.failed', { error: run.error })}</p> : null}
    </section>
  );
}
