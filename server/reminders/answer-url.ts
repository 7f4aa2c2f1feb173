import { reminderAnswerPath } from '../../domain/contract/reminder-answer';
import { recipientOfKey, signAnswerLink } from './answer-token';

/**
 * The reminded person's own link to confirm or cancel (issue 26 item 3):
 * `${publicUrl}/r/<token>`; null for a recipient key a link cannot name.
 * `startsAt` is the start the reminder announces, in whole seconds.
 */
export function answerUrlOf(key: string, publicUrl: string, appointmentId: number, startsAt: number, recipientKey: string): string | null {
  const recipient = recipientOfKey(recipientKey);
  return recipient === null ? null : `${publicUrl.replace(/\/+$/, '')}${reminderAnswerPath(signAnswerLink(key, { appointmentId, startsAt, recipient }))}`;
}
