/**
 * The lock screen of a kept session (issue 17 item 16): the app is not
 * rendered behind it (SessionRestore shows this instead), so no health
 * information is on the page; focus stays inside it; the password opens it,
 * or one of the user's passkeys where the browser can use one and they have
 * added one; 'Log out' ends the session (and the user's other kept ones).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { PasskeyRequestOptions } from '../../../domain/contract/passkeys';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { FingerprintIcon } from '../../../ui/icons/icons';
import { TextField } from '../../../ui/text-field/text-field';
import { ApiError } from '../../api/api-error';
import { logoutAtom } from '../api/logout';
import { PasskeyNotUsed, passkeysSupported } from '../api/passkey-ceremony';
import { fetchPasskeyUnlockOptions, unlockAtom, unlockWithPasskeyAtom } from '../api/unlock';
import { profileAtom } from '../atoms';
import { keepSignedInCopy as copy } from '../copy';
import * as styles from './lock-screen.css';
import * as loginStyles from './login-screen.css';

const loadAuthContract = () => import('../../../domain/contract/auth');

/** The server's text for a refusal (wrong password 401, too many 429), the fixed text when it is unreachable or failing. */
function unlockErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.isServerFailure ? messages.loginFailed : error.message;
  return messages.loginFailed;
}

/** A challenge is good for five minutes on the server: one older than this is asked for again before use. */
const PASSKEY_OPTIONS_FRESH_MS = 4 * 60_000;

/** The challenge for the user's passkeys, or null: none added, no WebAuthn here, or the server unreachable (the password still works). */
const passkeyOptionsIfAny = (): Promise<PasskeyRequestOptions | null> =>
  passkeysSupported() ? fetchPasskeyUnlockOptions().catch(() => null) : Promise.resolve(null);

/** Tab and Shift+Tab go round the screen's own controls only. */
function trapFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button, a[href]')].filter(
    (el) => !el.hidden && !el.hasAttribute('disabled') && el.tabIndex >= 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function LockScreen() {
  const profile = useAtomValue(profileAtom);
  const unlock = useSetAtom(unlockAtom);
  const logout = useSetAtom(logoutAtom);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<'password' | 'passkey' | null>(null);
  const [passkey, setPasskey] = useState<{ options: PasskeyRequestOptions; at: number } | null>(null);
  const unlockWithPasskey = useSetAtom(unlockWithPasskeyAtom);
  const passwordRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const introId = useId();
  const messageId = useId();

  useEffect(() => {
    passwordRef.current?.focus();
  }, []);

  // Offered only where the browser can use a passkey and the user has one: the server says which (null for none).
  const remember = useCallback((options: PasskeyRequestOptions | null) => {
    setPasskey(options ? { options, at: Date.now() } : null);
    return options;
  }, []);
  const askForPasskey = () => passkeyOptionsIfAny().then(remember);
  useEffect(() => {
    let live = true;
    void passkeyOptionsIfAny().then((options) => live && remember(options));
    return () => {
      live = false;
    };
  }, [remember]);

  const unlockByPasskey = async () => {
    if (busy || !passkey) return;
    setError('');
    setBusy('passkey');
    try {
      const options = Date.now() - passkey.at < PASSKEY_OPTIONS_FRESH_MS ? passkey.options : await askForPasskey();
      if (!options) throw new PasskeyNotUsed('failed');
      await unlockWithPasskey(options);
    } catch (failure) {
      setError(failure instanceof PasskeyNotUsed ? copy.passkeyNotUsed : unlockErrorText(failure));
      setBusy(null);
      // Its challenge is used up (or was never answered): the next try needs a new one.
      void askForPasskey();
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const { unlockBody } = await loadAuthContract();
    const parsed = unlockBody.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.loginFieldsRequired);
      passwordRef.current?.focus();
      return;
    }
    setError('');
    setBusy('password');
    try {
      await unlock(parsed.data);
    } catch (failure) {
      setError(unlockErrorText(failure));
      setBusy(null);
      setPassword('');
      passwordRef.current?.focus();
    }
  };

  return (
    <div
      className={styles.cover}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      aria-describedby={introId}
      data-testid="lock-screen"
      onKeyDown={trapFocus}
    >
      <main className={loginStyles.page}>
        <form className={loginStyles.card} onSubmit={submit} noValidate aria-labelledby={headingId}>
          <h1 id={headingId} className={loginStyles.heading}>
            {copy.lockHeading}
          </h1>
          <p id={introId} className={styles.intro}>
            {profile ? `${copy.signedInAs(profile.username)}. ` : ''}
            {copy.lockIntro}
          </p>
          {/* The browser's password manager may fill it: the username it belongs to rides along hidden. */}
          <input type="text" name="username" autoComplete="username" value={profile?.username ?? ''} readOnly hidden />
          <TextField
            ref={passwordRef}
            label={copy.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={messageId}
          />
          <p id={messageId} role="alert" className={loginStyles.message} data-testid="lock-message">
            {error}
          </p>
          <Button type="submit" fullWidth loading={busy === 'password'} loadingLabel={copy.unlocking}>
            {copy.unlock}
          </Button>
          {passkey ? (
            <Button
              variant="secondary"
              fullWidth
              icon={<FingerprintIcon />}
              loading={busy === 'passkey'}
              loadingLabel={copy.unlocking}
              onClick={() => void unlockByPasskey()}
            >
              {copy.unlockWithPasskey}
            </Button>
          ) : null}
          <Button variant="link" className={styles.logOut} onClick={() => void logout()}>
            {copy.logOut}
          </Button>
        </form>
      </main>
    </div>
  );
}
