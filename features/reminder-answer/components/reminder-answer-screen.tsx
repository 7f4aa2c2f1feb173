/**
 * /r/{token}: the page a reminder's link opens (issue 26 item 3), without
 * signing in. It shows what the reminder said (when, where), Confirm and,
 * while the practice's window allows, Cancel appointment; once that has
 * begun, the practice's phone. What an action did is read out and focused.
 */
import { useEffect, useRef, useState } from 'react';
import {
  reminderAnswerParams,
  type ReminderAnswerAction,
  type ReminderAnswerState,
  type ReminderAnswerView,
} from '../../../domain/contract/reminder-answer';
import { maskPhone } from '../../../domain/contacts/phone-mask';
import { messages, reminderAnswerTexts as t } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { ApiError } from '../../api/api-error';
import { getReminderAnswer, postReminderAnswer } from '../api/reminder-answer';
import * as styles from './reminder-answer.css';

/** What the page says of a state when no action has just been taken. */
const standing: Record<ReminderAnswerState, string> = {
  open: '',
  confirmed: t.alreadyConfirmed,
  cancelled: t.alreadyCancelled,
  cancelledByPractice: t.cancelledByPractice,
};

const failureText = (error: unknown): string => (error instanceof ApiError ? error.message : messages.serverError);

export function ReminderAnswerScreen({ token }: { token: string }) {
  const [view, setView] = useState<ReminderAnswerView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReminderAnswerAction | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  // A token that cannot be one of ours is not sent at all. The screen is mounted anew for each address.
  const malformed = !reminderAnswerParams.safeParse({ token }).success;
  const refusal = malformed ? messages.reminderLinkInvalid : problem;

  useEffect(() => {
    if (malformed) return;
    let current = true;
    getReminderAnswer(token).then(
      (answer) => current && setView(answer),
      (error: unknown) => current && setProblem(failureText(error)),
    );
    return () => {
      current = false;
    };
  }, [token, malformed]);

  // A settled answer replaces the buttons that had the focus: move it to what happened.
  useEffect(() => {
    if (refusal !== null || (view?.message ?? '') !== '') said.current?.focus();
  }, [refusal, view]);

  if (refusal !== null) {
    return (
      <section className={styles.card}>
        <p ref={said} tabIndex={-1} role="alert" className={styles.outcome} data-testid="reminder-answer-outcome">
          {refusal}
        </p>
      </section>
    );
  }
  if (view === null) {
    return (
      <section className={styles.card} aria-busy="true">
        <Loader size="lg" label={t.checking} />
      </section>
    );
  }

  const act = async (action: ReminderAnswerAction) => {
    if (busy) return;
    setBusy(action);
    try {
      setView(await postReminderAnswer(token, action));
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  const live = view.state === 'open' || view.state === 'confirmed';
  const tooLate = live && !view.cancellable;
  return (
    <section className={styles.card}>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t.when}</dt>
        <dd className={styles.value}>{view.when}</dd>
        {view.where !== null && (
          <>
            <dt className={styles.term}>{t.where}</dt>
            <dd className={styles.value}>{view.where}</dd>
          </>
        )}
      </dl>
      <p ref={said} tabIndex={-1} role="status" className={styles.outcome} data-testid="reminder-answer-outcome">
        {view.message || standing[view.state]}
      </p>
      {live && (
        <div className={styles.actions}>
          {view.state === 'open' && (
            <Button fullWidth onClick={() => void act('confirm')} loading={busy === 'confirm'} loadingLabel={t.confirming}>
              {t.confirm}
            </Button>
          )}
          {view.cancellable && (
            <Button fullWidth variant="secondary" onClick={() => void act('cancel')} loading={busy === 'cancel'} loadingLabel={t.cancelling}>
              {t.cancel}
            </Button>
          )}
        </div>
      )}
      {tooLate && view.message !== t.tooLateToCancel && <p className={styles.value}>{t.tooLateToCancel}</p>}
      {tooLate && view.practicePhone !== null && (
        <a className={styles.call} href={`tel:${view.practicePhone.replace(/[^\d+]/g, '')}`}>
          {`${t.callPractice}: ${/^\d{10}$/.test(view.practicePhone) ? maskPhone(view.practicePhone) : view.practicePhone}`}
        </a>
      )}
    </section>
  );
}
