import { useEffect, useState, type FormEvent } from 'react';
import type { ApiClient, Me } from '../../api/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import { AccountFrame, Field, NewPasswordField, useForm } from './account-parts.tsx';

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
  const [emailPassword, setEmailPassword] = useState('');
  const [password, setPassword] = useState('');
  const [deletePassword, setDeletePassword] = useState('');
  const details = useForm();
  const passwordForm = useForm();
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
          onSubmit={on(async () => {
            // The server asks the password for a new e-mail (a stolen cookie must not move the account).
            const changesEmail = email.trim() !== me.email;
            const fields = changesEmail
              ? { username, email, current_password: emailPassword }
              : { username, email };
            if (await details.run(async () => adopt(await api.updateProfile(fields)))) setEmailPassword('');
          })}
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
          {email.trim() !== me.email && (
            <Field
              label={t('profile.emailPassword')}
              type="password"
              autoComplete="current-password"
              required
              value={emailPassword}
              onChange={(e) => setEmailPassword(e.target.value)}
            />
          )}
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
          <NewPasswordField label={t('auth.newPassword')} value={password} onChange={setPassword} />
          {passwordForm.messages}
          <button type="submit" disabled={passwordForm.busy}>
            {t('profile.changePassword')}
          </button>
        </form>
      </section>
      <section aria-labelledby="profile-images">
        <h2 id="profile-images">{t('profile.picture')}</h2>
        <ProfileImage
          api={api}
          kind="picture"
          image={me.image}
          alt={t('account.picture', { name: me.username })}
          uploadLabel={t('profile.uploadPicture')}
          onChanged={setMe}
        />
        <h2>{t('profile.signature')}</h2>
        <p className="muted">{t('profile.signatureHelp')}</p>
        <ProfileImage
          api={api}
          kind="signature"
          image={me.signature}
          alt={t('profile.signature')}
          uploadLabel={t('profile.uploadSignature')}
          onChanged={setMe}
        />
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

/**
 * The profile picture or the signature: the image, an upload button and Remove. Each has its own
 * form, so an upload's answer shows under its own control, not under the other image.
 */
function ProfileImage({
  api,
  kind,
  image,
  alt,
  uploadLabel,
  onChanged,
}: {
  api: ApiClient;
  kind: 'picture' | 'signature';
  image: string | null | undefined;
  alt: string;
  uploadLabel: string;
  onChanged: (me: Me) => void;
}) {
  const { t } = useTranslation();
  const form = useForm();
  const change = (file: File | null) =>
    void form.run(async () => {
      const reply = await api.profileImage(kind, file, file?.name);
      if (reply.success) onChanged(reply);
      return reply;
    });
  return (
    <>
      <div className="profile-images">
        {image ? <img className={kind === 'picture' ? 'avatar' : 'signature'} src={image} alt={alt} /> : null}
        <label className="file-button">
          {uploadLabel}
          <input
            type="file"
            accept="image/png,image/jpeg"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) change(file);
            }}
          />
        </label>
        {image ? (
          <button type="button" onClick={() => change(null)}>
            {t('profile.remove')}
          </button>
        ) : null}
      </div>
      {form.messages}
    </>
  );
}
