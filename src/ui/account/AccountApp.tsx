import { useEffect, useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { ApiClient } from '../../api/index.ts';
import { translateServerText, useTranslation } from '../../i18n/index.ts';
import { ProfilePage } from './ProfilePage.tsx';

export type AccountPage = 'login' | 'register' | 'forgot' | 'reset' | 'profile';

export function pageOf(pathname: string): AccountPage {
  const name = pathname.split('/').filter(Boolean)[0];
  return name === 'register' || name === 'forgot' || name === 'reset' || name === 'profile' ? name : 'login';
}

/** Where to go after signing in: a path of this site only (never another origin). */
export function returnPath(search: string): string {
  const target = new URLSearchParams(search).get('return') ?? '/';
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
}

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

export function AccountApp({ api, page, search }: { api: ApiClient; page: AccountPage; search: string }) {
  const { t } = useTranslation();
  const back = returnPath(search);
  const keep = search.includes('return=') ? `?return=${encodeURIComponent(back)}` : '';
  const form = useForm();
  const [login, setLogin] = useState('');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (action: () => Promise<boolean>) => (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
  if (page === 'profile') return <ProfilePage api={api} back={back} />;
  if (page === 'register')
    return (
      <AccountFrame title={t('auth.registerTitle')} back={back}>
        <form
          onSubmit={submit(async () => {
            if (await form.run(() => api.register(username, email, password))) window.location.assign(back);
            return true;
          })}
        >
          <Field
            label={t('auth.username')}
            help={t('auth.usernameRule')}
            autoComplete="username"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <Field
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <NewPasswordField label={t('auth.password')} value={password} onChange={setPassword} />
          {form.messages}
          <button type="submit" className="primary" disabled={form.busy}>
            {form.busy ? t('auth.working') : t('auth.createAccount')}
          </button>
        </form>
        <p>
          <a href={`/login/${keep}`}>{t('auth.haveAccount')}</a>
        </p>
      </AccountFrame>
    );
  if (page === 'forgot')
    return (
      <AccountFrame title={t('auth.forgotTitle')} back={back}>
        <p className="muted">{t('auth.forgotHelp')}</p>
        <form onSubmit={submit(() => form.run(() => api.forgotPassword(email)))}>
          <Field
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {form.messages}
          <button type="submit" className="primary" disabled={form.busy}>
            {t('auth.sendLink')}
          </button>
        </form>
        <p>
          <a href={`/login/${keep}`}>{t('auth.logIn')}</a>
        </p>
      </AccountFrame>
    );
  if (page === 'reset') {
    const token = new URLSearchParams(search).get('token') ?? '';
    return (
      <AccountFrame title={t('auth.resetTitle')} back="/">
        <form onSubmit={submit(() => form.run(() => api.resetPassword(token, password)))}>
          <NewPasswordField label={t('auth.newPassword')} value={password} onChange={setPassword} />
          {form.messages}
          <button type="submit" className="primary" disabled={form.busy}>
            {t('auth.setPassword')}
          </button>
        </form>
        <p>
          <a href="/login/">{t('auth.logIn')}</a>
        </p>
      </AccountFrame>
    );
  }
  return (
    <AccountFrame title={t('auth.loginTitle')} back={back}>
      <form
        onSubmit={submit(async () => {
          if (await form.run(() => api.login(login, password))) window.location.assign(back);
          return true;
        })}
      >
        <Field
          label={t('auth.username')}
          placeholder={t('auth.usernameOrEmail')}
          autoComplete="username"
          required
          value={login}
          onChange={(e) => setLogin(e.target.value)}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {form.messages}
        <button type="submit" className="primary" disabled={form.busy}>
          {form.busy ? t('auth.working') : t('auth.logIn')}
        </button>
      </form>
      <p className="account-links">
        <a href={`/forgot/${keep}`}>{t('auth.forgot')}</a>
        <a href={`/register/${keep}`}>{t('auth.noAccount')}</a>
      </p>
    </AccountFrame>
  );
}
