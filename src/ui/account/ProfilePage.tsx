import { useEffect, useState, type FormEvent } from 'react';
import type { ApiClient, Me } from '../../api/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import { AccountFrame, Field, useForm } from './AccountApp.tsx';

/**
 * Edit profile: username and e-mail, a new password (asks the current one), the profile picture
 * and the signature image (the server re-encodes both), and deleting the account (asks the
 * password; removes kits, uploads and files).
 */
export function ProfilePage({ api, back }: { api: ApiClient; back: string }) {
  const { t } = useTranslation();
  const [me, setMe] = useState<Me | null>(null);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [deletePassword, setDeletePassword] = useState('');
  const details = useForm();
  const passwordForm = useForm();
  // Each upload's answer shows under its own control: a picture's notice is not the signature's.
  const picture = useForm();
  const signature = useForm();
  const removal = useForm();
  useEffect(() => {
    void api
      .me()
      .then((reply) => {
        setMe(reply);
        setUsername(reply.username);
        setEmail(reply.email);
      })
      .catch(() => details.setError(t('error.generic')));
    // Once, on opening the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);
  const adopt = (reply: Awaited<ReturnType<ApiClient['updateProfile']>>) => {
    if (reply.success) setMe(reply);
    return reply;
  };
  const on = (action: () => unknown) => (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
  const upload = (kind: 'picture' | 'signature', files: FileList | null) => {
    const file = files?.[0];
    const form = kind === 'picture' ? picture : signature;
    if (file) void form.run(async () => adopt(await api.profileImage(kind, file, file.name)));
  };
  if (me === null)
    return (
      <AccountFrame title={t('profile.title')} back={back}>
        {details.messages}
      </AccountFrame>
    );
  if (!me.logged_in)
    return (
      <AccountFrame title={t('profile.title')} back={back}>
        <p>{t('profile.notLoggedIn')}</p>
        <a href="/login/?return=%2Fprofile%2F">{t('auth.logIn')}</a>
      </AccountFrame>
    );
  return (
    <AccountFrame title={t('profile.title')} back={back}>
      <section aria-labelledby="profile-details">
        <h2 id="profile-details">{t('profile.details')}</h2>
        <form
          onSubmit={on(() => details.run(async () => adopt(await api.updateProfile({ username, email }))))}
        >
          <Field
            label={t('auth.username')}
            help={t('auth.usernameRule')}
            value={username}
            required
            onChange={(e) => setUsername(e.target.value)}
          />
          <Field
            label={t('auth.email')}
            type="email"
            value={email}
            required
            onChange={(e) => setEmail(e.target.value)}
          />
          {details.messages}
          <button type="submit" className="primary" disabled={details.busy}>
            {t('profile.save')}
          </button>
        </form>
      </section>
      <section aria-labelledby="profile-password">
        <h2 id="profile-password">{t('profile.passwordTitle')}</h2>
        <form
          onSubmit={on(async () => {
            if (await passwordForm.run(() => api.updateProfile({ password, current_password: current }))) {
              setPassword('');
              setCurrent('');
            }
          })}
        >
          <Field
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <Field
            label={t('auth.newPassword')}
            help={t('auth.passwordRule')}
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {passwordForm.messages}
          <button type="submit" disabled={passwordForm.busy}>
            {t('profile.changePassword')}
          </button>
        </form>
      </section>
      <section aria-labelledby="profile-images">
        <h2 id="profile-images">{t('profile.picture')}</h2>
        <div className="profile-images">
          {me.image ? (
            <img className="avatar" src={me.image} alt={t('account.picture', { name: me.username })} />
          ) : null}
          <label className="file-button">
            {t('profile.uploadPicture')}
            <input
              type="file"
              accept="image/png,image/jpeg"
              onChange={(e) => upload('picture', e.target.files)}
            />
          </label>
          {me.image ? (
            <button
              type="button"
              onClick={() => void picture.run(async () => adopt(await api.profileImage('picture', null)))}
            >
              {t('profile.remove')}
            </button>
          ) : null}
        </div>
        {picture.messages}
        <h2>{t('profile.signature')}</h2>
        <p className="muted">{t('profile.signatureHelp')}</p>
        <div className="profile-images">
          {me.signature ? (
            <img className="signature" src={me.signature} alt={t('profile.signature')} />
          ) : null}
          <label className="file-button">
            {t('profile.uploadSignature')}
            <input
              type="file"
              accept="image/png,image/jpeg"
              onChange={(e) => upload('signature', e.target.files)}
            />
          </label>
          {me.signature ? (
            <button
              type="button"
              onClick={() => void signature.run(async () => adopt(await api.profileImage('signature', null)))}
            >
              {t('profile.remove')}
            </button>
          ) : null}
        </div>
        {signature.messages}
      </section>
      <section aria-labelledby="profile-delete" className="danger-zone">
        <h2 id="profile-delete">{t('profile.deleteTitle')}</h2>
        <p>{t('profile.deleteHelp')}</p>
        <form
          onSubmit={on(async () => {
            if (await removal.run(() => api.deleteAccount(deletePassword))) window.location.assign('/');
          })}
        >
          <Field
            label={t('auth.password')}
            help={t('profile.deleteConfirm')}
            type="password"
            autoComplete="current-password"
            required
            value={deletePassword}
            onChange={(e) => setDeletePassword(e.target.value)}
          />
          {removal.messages}
          <button type="submit" className="danger" disabled={removal.busy}>
            {t('profile.deleteAccount')}
          </button>
        </form>
      </section>
    </AccountFrame>
  );
}
