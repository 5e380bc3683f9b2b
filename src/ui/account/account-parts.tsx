import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { translateServerText, useTranslation } from '../../i18n/index.ts';

/**
 * What every account page is built from (the login, register, reset and profile pages alike): the
 * page's frame, a form that shows the server's answer, and labelled fields.
 */

/** The frame of every account page: the brand, a way back to the editor, one card. */
export function AccountFrame({
  title,
  back,
  children,
}: {
  title: string;
  back: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · Kitsmith`;
  }, [title]);
  return (
    <div className="account-page">
      <header className="account-head">
        <a className="brand" href={back}>
          {t('shell.title')}
        </a>
        <a href={back}>{t('auth.backToEditor')}</a>
      </header>
      <main className="account-card">
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** A form that shows the server's answer (translated) and waits while the request runs. */
export function useForm() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<{ success: boolean; error?: string | null; status?: string }>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const reply = await action();
      if (!reply.success) setError(translateServerText(t, reply.error ?? ''));
      else if (reply.status) setNotice(translateServerText(t, reply.status));
      return reply.success;
    } catch (failure) {
      setError(
        t('save.errorDetail', { detail: failure instanceof Error ? failure.message : String(failure) }),
      );
      return false;
    } finally {
      setBusy(false);
    }
  };
  const messages = (
    <>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className="form-notice" role="status">
          {notice}
        </p>
      ) : null}
    </>
  );
  return { run, busy, messages, setError };
}

/** A labelled input; the help text describes it without becoming part of its name. */
export function Field({
  label,
  help,
  ...input
}: { label: string; help?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={help ? `${id}-help` : undefined} {...input} />
      {help ? (
        <small id={`${id}-help`} className="muted">
          {help}
        </small>
      ) : null}
    </div>
  );
}

/** A new password, with the password rule under it. */
export function NewPasswordField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={label}
      help={t('auth.passwordRule')}
      type="password"
      autoComplete="new-password"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
