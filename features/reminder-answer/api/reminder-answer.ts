/** reminder_answer/{token}: the reminder link's page reads it and posts Confirm or Cancel, without a session. */
import { reminderAnswerView, type ReminderAnswerAction, type ReminderAnswerView } from '../../../domain/contract/reminder-answer';
import { request } from '../../api/client';

export const getReminderAnswer = (token: string): Promise<ReminderAnswerView> =>
  request('get', `reminder_answer/${encodeURIComponent(token)}`, reminderAnswerView, { sessionCheck: false });

export const postReminderAnswer = (token: string, action: ReminderAnswerAction): Promise<ReminderAnswerView> =>
  request('post', `reminder_answer/${encodeURIComponent(token)}/${action}`, reminderAnswerView, { sessionCheck: false });
