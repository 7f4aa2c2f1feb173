/**
 * What a reminder link's Confirm and Cancel do (issue 26 item 3), as a pure
 * rule: the server applies it inside a transaction, the unit tests read it.
 */
import type { ConfirmationStatus } from '../codes';
import type { ReminderAnswerAction, ReminderAnswerState } from '../contract/reminder-answer';
import { reminderAnswerTexts } from '../messages';

const HOUR_MS = 3_600_000;

export interface AnswerFacts {
  startsAt: Date;
  isCancelled: boolean;
  isDeleted: boolean;
  confirmationStatus: ConfirmationStatus;
  /** The provider's cancellation window in hours (users.cancellation_window_hours). */
  windowHours: number;
}

/**
 * Whether a link still opens: the occurrence is there, starts when the link
 * says (a moved one voids it) and has not started yet.
 */
export const linkIsLive = (f: Pick<AnswerFacts, 'startsAt' | 'isDeleted'>, linkStartsAt: number, now: Date): boolean =>
  !f.isDeleted && Math.floor(f.startsAt.getTime() / 1000) === linkStartsAt && now.getTime() < f.startsAt.getTime();

export function answerStateOf(f: Pick<AnswerFacts, 'isCancelled' | 'confirmationStatus'>): ReminderAnswerState {
  if (f.confirmationStatus === 'cancelled') return 'cancelled';
  if (f.isCancelled) return 'cancelledByPractice';
  return f.confirmationStatus === 'confirmed' ? 'confirmed' : 'open';
}

/** Cancel works here until the window before the start begins (a window of 0 h: until the start). */
export const cancelWindowOpen = (f: Pick<AnswerFacts, 'startsAt' | 'windowHours'>, now: Date): boolean =>
  now.getTime() < f.startsAt.getTime() - f.windowHours * HOUR_MS;

export interface AnswerOutcome {
  /** The status to store, or null: nothing changes. */
  store: Exclude<ConfirmationStatus, 'none'> | null;
  message: string;
}

/** The answer to an action on a live link. */
export function decideAnswer(action: ReminderAnswerAction, f: AnswerFacts, now: Date): AnswerOutcome {
  const t = reminderAnswerTexts;
  const state = answerStateOf(f);
  if (state === 'cancelled') return { store: null, message: t.alreadyCancelled };
  if (state === 'cancelledByPractice') return { store: null, message: t.cancelledByPractice };
  if (action === 'confirm') return state === 'confirmed' ? { store: null, message: t.alreadyConfirmed } : { store: 'confirmed', message: t.confirmed };
  return cancelWindowOpen(f, now) ? { store: 'cancelled', message: t.cancelled } : { store: null, message: t.tooLateToCancel };
}

/** The card's and detail's badge of the client's answer: 'Confirmed', 'Cancelled by client', or none. */
export const confirmationLabel = (status: ConfirmationStatus | undefined): string | null =>
  status === 'confirmed' ? reminderAnswerTexts.badge.confirmed : status === 'cancelled' ? reminderAnswerTexts.badge.cancelled : null;
