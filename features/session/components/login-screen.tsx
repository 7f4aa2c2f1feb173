/** The login screen (spec 2, 5, 8). */
import { useSetAtom } from 'jotai';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { LOGIN_PAGE_TITLE, PRODUCT_NAME } from '../../../domain/brand';
import { USERNAME_MAX } from '../../../domain/contract/auth-limits';
import { forgotPasswordHref } from '../../../domain/forgot-password-link';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Logo } from '../../../ui/logo/logo';
import { TextField } from '../../../ui/text-field/text-field';
import { ApiError } from '../../api/api-error';
import { loginAtom } from '../api/login';
import { keepSignedInCopy } from '../copy';
import * as styles from './login-screen.css';

const loadAuthContract = () => import('../../../domain/contract/auth');

export interface LoginScreenProps {
  /** Called once the user is signed in (the /login route itself moves on to the remembered route). */
  onSignedIn?: () => void;
}

/** Login failures: the server's text for 4xx (401, 429), the fixed text when it is unreachable or failing. */
function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.isServerFailure ? messages.loginFailed : error.message;
  return messages.loginFailed;
}

export function LoginScreen({ onSignedIn }: LoginScreenProps = {}) {
  const login = useSetAtom(loginAtom);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const headingId = useId();
  const messageId = useId();

  useEffect(() => {
    document.title = LOGIN_PAGE_TITLE;
  }, []);

  // Both hosts are this origin in Meadow; the test/production rule stays in domain.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const forgotHref = forgotPasswordHref(typeof window === 'undefined' ? '' : window.location.href, {
    test: origin,
    production: origin,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // The server checks the same schema; checking here saves a round trip. Loaded now: the page itself needs no zod (issue 16).
    const { loginBody } = await loadAuthContract();
    // Unticked sends what it always did.
    const parsed = loginBody.safeParse({ username, password, ...(keepSignedIn ? { keepSignedIn } : {}) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.loginFieldsRequired);
      return;
    }
    setError('');
    setSubmitting(true);
    try {
      const ok = await login(parsed.data);
      if (ok) onSignedIn?.();
      else setSubmitting(false);
    } catch (failure) {
      setError(loginErrorText(failure));
      setSubmitting(false);
    }
  };

  return (
    <main className={styles.page}>
      <Logo name={PRODUCT_NAME} variant="mark" size="lg" tone="brand" />
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby={headingId} aria-describedby={messageId}>
        <h1 id={headingId} className={styles.heading}>
          {PRODUCT_NAME}
        </h1>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME_MAX}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Checkbox
          label={keepSignedInCopy.checkbox}
          description={keepSignedInCopy.checkboxHint}
          name="keepSignedIn"
          checked={keepSignedIn}
          onCheckedChange={setKeepSignedIn}
        />
        <p id={messageId} role="alert" className={styles.message} data-testid="login-message">
          {error}
        </p>
        <Button type="submit" fullWidth loading={submitting} loadingLabel="Signing in">
          Login
        </Button>
        <a className={styles.forgot} href={forgotHref}>
          Forgot Password?
        </a>
        <p className={styles.bottom}>{messages.loginBottom}</p>
      </form>
    </main>
  );
}
