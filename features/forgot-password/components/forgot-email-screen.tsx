/** /forgot_email: the first step of the forgot-password flow (spec 2, 5). */
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { RECOVERY_EMAIL_MAX } from '../../../domain/contract/forgot';
import { messages } from '../../../domain/messages';
import { forgotTexts } from '../copy';
import { paths } from '../../../domain/routes';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/text-field/text-field';
import { ApiError } from '../../api/api-error';
import { forgotVerifyAtom } from '../api/verify';
import { forgotWrongEmailAtom } from '../atoms';
import * as styles from './forgot.css';

export function ForgotEmailScreen() {
  const verify = useSetAtom(forgotVerifyAtom);
  const wrongEmail = useAtomValue(forgotWrongEmailAtom);
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const introId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFailure('');
    setSubmitting(true);
    try {
      if ((await verify(email)) === 'questions') {
        navigate(paths.forgotQuestions);
        return;
      }
    } catch (error) {
      // 429 (too many attempts) and the like: the server's text; unreachable: the fixed one.
      setFailure(error instanceof ApiError ? error.message : messages.serverError);
    }
    setSubmitting(false);
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-describedby={introId}>
      <p id={introId} className={styles.intro}>
        {forgotTexts.emailIntro}
      </p>
      <TextField
        label={forgotTexts.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={RECOVERY_EMAIL_MAX}
        required
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={wrongEmail ? messages.forgotWrongEmail : undefined}
      />
      <p role="alert" className={styles.message} data-testid="forgot-message">
        {failure}
      </p>
      <Button type="submit" fullWidth loading={submitting} loadingLabel={forgotTexts.checking}>
        {forgotTexts.continue}
      </Button>
    </form>
  );
}
