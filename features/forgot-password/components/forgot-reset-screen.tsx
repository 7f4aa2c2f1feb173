/**
 * /forgot_reset/{token}: the e-mailed link (spec 2, 4, 8). The token is
 * checked on entry (a loader while unverified); a good link asks for the new
 * password, a bad one says why and offers to ask again.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { NEW_PASSWORD_MAX, newPasswordProblem } from '../../../domain/account/password-rules';
import { messages } from '../../../domain/messages';
import { forgotTexts } from '../copy';
import { paths } from '../../../domain/routes';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { TextField } from '../../../ui/text-field/text-field';
import { resetPasswordAtom } from '../api/reset-password';
import { verifyResetTokenAtom } from '../api/verify-reset-token';
import { clearResetTokenAtom, RESET_TOKEN_STATES, resetTokenProblemAtom, resetTokenVerifiedAtom } from '../atoms';
import * as styles from './forgot.css';
import { ForgotResult } from './forgot-result';

/** Which field a browser-side problem belongs to: the confirmation only when the two differ. */
const fieldOf = (problem: string): 'password' | 'confirm' => (problem === messages.passwordsDiffer ? 'confirm' : 'password');

export function ForgotResetScreen({ token }: { token: string }) {
  const verify = useSetAtom(verifyResetTokenAtom);
  const clearResetToken = useSetAtom(clearResetTokenAtom);
  const resetPassword = useSetAtom(resetPasswordAtom);
  const verified = useAtomValue(resetTokenVerifiedAtom);
  const problem = useAtomValue(resetTokenProblemAtom);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'password' | 'confirm'; text: string } | null>(null);
  const [failure, setFailure] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    void verify(token);
    return () => clearResetToken();
  }, [token, verify, clearResetToken]);

  if (done) return <ForgotResult text={messages.passwordUpdated} role="status" href={paths.login} linkText={forgotTexts.logIn} />;

  if (verified === RESET_TOKEN_STATES.unverified) {
    return (
      <section className={styles.card} aria-busy="true">
        <Loader size="lg" label={forgotTexts.checkingLink} className={styles.loader} />
      </section>
    );
  }

  if (verified === RESET_TOKEN_STATES.invalid) {
    return <ForgotResult text={problem ?? messages.tokenInvalid} role="alert" href={paths.forgotEmail} linkText={forgotTexts.askAgain} />;
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFailure('');
    const local = newPasswordProblem(password, confirmation);
    if (local) {
      setFieldError({ field: fieldOf(local), text: local });
      return;
    }
    setFieldError(null);
    setSubmitting(true);
    const outcome = await resetPassword({ password, confirmPassword: confirmation });
    setSubmitting(false);
    if (outcome.ok) setDone(true);
    else setFailure(outcome.message);
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <TextField
        label={forgotTexts.newPassword}
        name="new-password"
        type="password"
        autoComplete="new-password"
        maxLength={NEW_PASSWORD_MAX * 4}
        required
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={forgotTexts.passwordHint}
        error={fieldError?.field === 'password' ? fieldError.text : undefined}
      />
      <TextField
        label={forgotTexts.confirmPassword}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        maxLength={NEW_PASSWORD_MAX * 4}
        required
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={fieldError?.field === 'confirm' ? fieldError.text : undefined}
      />
      <p role="alert" className={styles.message} data-testid="forgot-message">
        {failure}
      </p>
      <Button type="submit" fullWidth loading={submitting} loadingLabel={forgotTexts.saving}>
        {forgotTexts.save}
      </Button>
    </form>
  );
}
