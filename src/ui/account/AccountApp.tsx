import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../api/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import { AccountFrame, Field, NewPasswordField, useForm } from './account-parts.tsx';
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
