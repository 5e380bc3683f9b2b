import { useId, useState, type FormEvent } from 'react';
import { translateServerText, useTranslation } from '../../i18n/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { LOGO_REQUEST_LIMITS } from '../../editor/kit.ts';
import type { LogoRequestResult } from '../../editor/logo-request.ts';
import { Modal } from '../dialogs/Modal.tsx';
import './logos.css';

/**
 * The request-logos prompt (document 2 §2), offered by the logo selector: "Can't find a logo?"
 * with a Request a logo button, which opens a small form (club or brand, optional link). What
 * the user typed into the selector's filter is the starting name, so a search that found nothing
 * becomes a request in one click. A refusal keeps the form open with the text as typed.
 */
export function RequestLogo({ initialName }: { initialName: string }) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [link, setLink] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Exclude<LogoRequestResult, { ok: true }> | null>(null);
  const nameError = useId();
  const linkError = useId();

  const start = () => {
    setName(initialName.trim().slice(0, LOGO_REQUEST_LIMITS.nameMax));
    setLink('');
    setProblem(null);
    setOpen(true);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const result = await actions.requestLogo(name, link);
    setSending(false);
    if (result.ok) setOpen(false);
    else setProblem(result);
  };
  const field = problem?.field ?? null;
  const serverText = problem && problem.field === null ? problem.serverText : null;

  return (
    <>
      <p className="request-logo-prompt">
        <span>{t('logoRequest.prompt')}</span>
        <button type="button" onClick={start}>
          {t('logoRequest.open')}
        </button>
      </p>
      <Modal title={t('logoRequest.title')} open={open} onClose={() => setOpen(false)}>
        <form className="request-logo-form" onSubmit={(event) => void send(event)} noValidate>
          <p>{t('logoRequest.intro')}</p>
          <label className="field field-text">
            <span className="field-label">{t('logoRequest.name')}</span>
            <input
              value={name}
              maxLength={LOGO_REQUEST_LIMITS.nameMax}
              required
              aria-invalid={field === 'name'}
              aria-describedby={field === 'name' ? nameError : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          {field === 'name' ? (
            <p id={nameError} className="error-text" role="alert">
              {t('logoRequest.nameInvalid', {
                min: LOGO_REQUEST_LIMITS.nameMin,
                max: LOGO_REQUEST_LIMITS.nameMax,
              })}
            </p>
          ) : null}
          <label className="field field-text">
            <span className="field-label">{t('logoRequest.link')}</span>
            <input
              type="url"
              value={link}
              maxLength={LOGO_REQUEST_LIMITS.linkMax}
              placeholder="https://"
              aria-invalid={field === 'link'}
              aria-describedby={field === 'link' ? linkError : undefined}
              onChange={(event) => setLink(event.target.value)}
            />
          </label>
          {field === 'link' ? (
            <p id={linkError} className="error-text" role="alert">
              {t('logoRequest.linkInvalid')}
            </p>
          ) : null}
          {serverText !== null ? (
            <p className="error-text" role="alert">
              {serverText ? translateServerText(t, serverText) : t('error.generic')}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="primary" disabled={sending}>
              {sending ? t('logoRequest.sending') : t('logoRequest.send')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
