import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { saveFile } from '../../tools/save-file.ts';
import {
  TEAMKITS_FILE_NAME,
  TEAMKITS_LAYOUTS,
  teamkitProblem,
  teamkitsFile,
  teamkitsText,
  type TeamkitForm,
  type TeamkitsLayout,
} from '../../tools/teamkits.ts';

/** The row as database tools take it: which columns, the text to copy, and the file. */
export function TeamkitsExport({
  form,
  onChange,
}: {
  form: TeamkitForm;
  onChange: (form: TeamkitForm) => void;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const problem = teamkitProblem(form);
  const text = problem ? '' : teamkitsText(form);
  const problemText = problem
    ? t('teamkits.bad', {
        field: t(`teamkits.${problem.field in form.numbers ? 'field' : 'colour'}.${problem.field}`),
        min: problem.min,
        max: problem.max,
      })
    : '';
  return (
    <section className="tool-card" aria-labelledby="teamkits-export">
      <h2 id="teamkits-export">{t('teamkits.export')}</h2>
      <label className="teamkits-field">
        <span>{t('teamkits.layout')}</span>
        <select
          value={form.layout}
          onChange={(event) => onChange({ ...form, layout: event.target.value as TeamkitsLayout })}
        >
          {(Object.keys(TEAMKITS_LAYOUTS) as TeamkitsLayout[]).map((layout) => (
            <option key={layout} value={layout}>
              {t(`teamkits.layout.${layout}`)}
            </option>
          ))}
        </select>
      </label>
      {problem ? (
        <p role="alert" className="teamkits-problem">
          {problemText}
        </p>
      ) : (
        <label className="teamkits-text">
          <span>{t('teamkits.text')}</span>
          <textarea readOnly rows={3} wrap="off" value={text} />
        </label>
      )}
      <div className="teamkits-actions">
        <button
          type="button"
          className="primary"
          disabled={problem !== null}
          onClick={() => {
            saveFile(TEAMKITS_FILE_NAME, teamkitsFile(text), 'text/plain;charset=utf-16le');
            setStatus(t('teamkits.downloaded', { name: TEAMKITS_FILE_NAME }));
          }}
        >
          {t('teamkits.download', { name: TEAMKITS_FILE_NAME })}
        </button>
        <button
          type="button"
          disabled={problem !== null}
          onClick={() => {
            navigator.clipboard.writeText(text).then(
              () => setStatus(t('teamkits.copied')),
              () => setStatus(t('teamkits.copyFailed')),
            );
          }}
        >
          {t('teamkits.copy')}
        </button>
        <p role="status">{status}</p>
      </div>
    </section>
  );
}
