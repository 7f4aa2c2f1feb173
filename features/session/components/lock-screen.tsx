/**
 * The lock screen of a kept session (issue 17 item 16): the app is not
 * rendered behind it (SessionRestore shows this instead), so no health
 * information is on the page; focus stays inside it; the password opens it,
 * and 'Log out' ends the session (and the user's other kept ones).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/text-field/text-field';
import { ApiError } from '../../api/api-error';
import { logoutAtom } from '../api/logout';
import { unlockAtom } from '../api/unlock';
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
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const introId = useId();
  const messageId = useId();

  useEffect(() => {
    passwordRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const { unlockBody } = await loadAuthContract();
    const parsed = unlockBody.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.loginFieldsRequired);
      passwordRef.current?.focus();
      return;
    }
    setError('');
    setSubmitting(true);
    try {
      await unlock(parsed.data);
    } catch (failure) {
      setError(unlockErrorText(failure));
      setSubmitting(false);
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
          <Button type="submit" fullWidth loading={submitting} loadingLabel={copy.unlocking}>
            {copy.unlock}
          </Button>
          <Button variant="link" className={styles.logOut} onClick={() => void logout()}>
            {copy.logOut}
          </Button>
        </form>
      </main>
    </div>
  );
}
