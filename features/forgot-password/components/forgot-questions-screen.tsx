/** /forgot_questions: the security question and the insurance check (spec 2, 8). */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { SECURITY_ANSWER_MAX } from '../../../domain/account/security-questions';
import { messages } from '../../../domain/messages';
import { forgotTexts } from '../copy';
import { paths } from '../../../domain/routes';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/text-field/text-field';
import { matchAnswersAtom } from '../api/match-answers';
import { clearForgotAttemptAtom, forgotInsuranceQuestionsAtom, forgotQuestionAtom } from '../atoms';
import * as styles from './forgot.css';
import { ForgotResult } from './forgot-result';

export function ForgotQuestionsScreen() {
  const question = useAtomValue(forgotQuestionAtom);
  const insuranceQuestions = useAtomValue(forgotInsuranceQuestionsAtom);
  const matchAnswers = useSetAtom(matchAnswersAtom);
  const clearAttempt = useSetAtom(clearForgotAttemptAtom);
  const [answer, setAnswer] = useState('');
  const [insurance, setInsurance] = useState<string[]>(() => insuranceQuestions.map(() => ''));
  const [message, setMessage] = useState('');
  const [startAgain, setStartAgain] = useState(false);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!sent) return;
    // The attempt's id kept this screen open for the result; leaving it forgets the attempt.
    return () => clearAttempt();
  }, [sent, clearAttempt]);

  if (sent) return <ForgotResult text={messages.forgotEmailSent} role="status" href={paths.login} linkText={forgotTexts.logIn} />;

  if (question === null) {
    // Reloaded after the attempt was used: nothing left to answer.
    return (
      <section className={styles.card}>
        <Link href={paths.forgotEmail} className={styles.link} onClick={() => clearAttempt()}>
          {forgotTexts.startAgain}
        </Link>
      </section>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (answer.trim() === '') {
      setMessage(messages.securityAnswerRequired);
      return;
    }
    setMessage('');
    setSubmitting(true);
    const outcome = await matchAnswers({ question: answer, insurance: insuranceQuestions.map((_, i) => insurance[i] ?? '') });
    setSubmitting(false);
    if (outcome.sent) setSent(true);
    else {
      setMessage(outcome.message);
      setStartAgain(outcome.startAgain === true);
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <p className={styles.intro}>{forgotTexts.questionsIntro}</p>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{forgotTexts.securityQuestion}</legend>
        <TextField
          label={question}
          name="security-answer"
          autoComplete="off"
          spellCheck={false}
          maxLength={SECURITY_ANSWER_MAX}
          required
          autoFocus
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
      </fieldset>
      {insuranceQuestions.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{forgotTexts.insuranceCheck}</legend>
          {insuranceQuestions.map((text, index) => (
            <TextField
              key={`${index}-${text}`}
              label={text}
              name={`insurance-${index}`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={SECURITY_ANSWER_MAX}
              value={insurance[index] ?? ''}
              onChange={(e) => {
                const next = [...insurance];
                next[index] = e.target.value;
                setInsurance(next);
              }}
            />
          ))}
        </fieldset>
      ) : null}
      <p role="alert" className={styles.message} data-testid="forgot-message">
        {message}
      </p>
      {startAgain ? (
        <Link href={paths.forgotEmail} className={styles.link}>
          {forgotTexts.startAgain}
        </Link>
      ) : null}
      <Button type="submit" fullWidth loading={submitting} loadingLabel={forgotTexts.checking}>
        {forgotTexts.submit}
      </Button>
    </form>
  );
}
