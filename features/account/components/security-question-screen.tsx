/**
 * /security_question, the 'Security' screen (issue 27 item 14): a signed-in
 * user chooses the question the forgot-password flow asks, and its answer
 * (issue 14). The current password confirms the change. Below it, the user's
 * passkeys (issue 17 item 16).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { SECURITY_ANSWER_MAX } from '../../../domain/account/security-questions';
import { setSecurityQuestionBody } from '../../../domain/contract/account';
import { PASSWORD_MAX } from '../../../domain/contract/auth';
import { messages, securityQuestionTexts } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { Select, type SelectOption } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { ApiError } from '../../api/api-error';
import { loadSecurityQuestionAtom } from '../api/get-security-question';
import { saveSecurityQuestionAtom } from '../api/set-security-question';
import { securityQuestionAtom } from '../atoms';
import { PasskeysSection } from './passkeys-section';
import { ScreenLoading } from './screen-loading';
import * as styles from './security-question-screen.css';

const textOf = (error: unknown): string => (error instanceof ApiError ? error.message : messages.serverError);

export function SecurityQuestionScreen() {
  const state = useAtomValue(securityQuestionAtom);
  const load = useSetAtom(loadSecurityQuestionAtom);
  const save = useSetAtom(saveSecurityQuestionAtom);
  const [questionId, setQuestionId] = useState('');
  const [answer, setAnswer] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [message, setMessage] = useState('');
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const headingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((loaded) => setQuestionId(loaded.questionId === null ? '' : String(loaded.questionId)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoadFailed(true);
        setMessage(textOf(error));
      });
    return () => controller.abort();
  }, [load]);

  if (!state) return <ScreenLoading failure={loadFailed ? message : ''} label={securityQuestionTexts.loading} />;

  const options: SelectOption[] = [
    { value: '', label: securityQuestionTexts.choose, disabled: true },
    ...state.questions.map((q) => ({ value: String(q.id), label: q.text })),
  ];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const body = setSecurityQuestionBody.safeParse({ questionId: questionId === '' ? 0 : Number(questionId), answer, currentPassword });
    if (!body.success) {
      setMessage(body.error.issues[0]?.message ?? messages.securityAnswerRequired);
      return;
    }
    setMessage('');
    setSaving(true);
    try {
      await save(body.data);
      setAnswer('');
      setCurrentPassword('');
    } catch (error) {
      setMessage(textOf(error));
    }
    setSaving(false);
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {securityQuestionTexts.heading}
        </h2>
        <p className={styles.intro}>{securityQuestionTexts.intro}</p>
        <Select label={securityQuestionTexts.question} name="question" options={options} value={questionId} onValueChange={setQuestionId} required />
        <TextField
          label={securityQuestionTexts.answer}
          name="security-answer"
          autoComplete="off"
          spellCheck={false}
          maxLength={SECURITY_ANSWER_MAX}
          required
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          hint={securityQuestionTexts.answerHint}
        />
        <TextField
          label={securityQuestionTexts.currentPassword}
          name="current-password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
        <p role="alert" className={styles.message} data-testid="security-question-message">
          {message}
        </p>
        <Button type="submit" fullWidth loading={saving} loadingLabel={securityQuestionTexts.saving}>
          {securityQuestionTexts.save}
        </Button>
      </form>
      <PasskeysSection />
    </>
  );
}
