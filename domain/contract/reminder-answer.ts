/**
 * A reminder's link (issue 26 item 3): /r/{token} opens a page, no sign-in,
 * that reads reminder_answer/{token} and may post confirm or cancel. The
 * token is the link's only key: signed by the server, bound to one
 * occurrence at its start and to the person reminded, void from the start on.
 *
 * The answers say no more than the reminder did: the product, the day and
 * time in the recipient's zone, where. No name, no notes, no id.
 */
import { z } from 'zod';
import { messages } from '../messages';

/**
 * 25 bytes in base64url: appointment id, start, recipient, 96-bit MAC
 * (server/reminders/answer-token.ts). Anything else is not one of ours.
 */
export const REMINDER_ANSWER_TOKEN = /^[A-Za-z0-9_-]{34}$/;

export const reminderAnswerParams = z.object({
  token: z.string({ error: messages.reminderLinkInvalid }).regex(REMINDER_ANSWER_TOKEN, { error: messages.reminderLinkInvalid }),
});

/**
 * - open: no answer yet; confirmed / cancelled: the client's answer;
 * - cancelledByPractice: the practice cancelled it (nothing to answer).
 */
export const REMINDER_ANSWER_STATES = ['open', 'confirmed', 'cancelled', 'cancelledByPractice'] as const;
export type ReminderAnswerState = (typeof REMINDER_ANSWER_STATES)[number];

export const reminderAnswerView = z.object({
  state: z.enum(REMINDER_ANSWER_STATES),
  /** The day and time as the reminder wrote them, in the recipient's zone. */
  when: z.string(),
  /** The office's address, 'By phone', 'Video session', or null when the reminder named no place. */
  where: z.string().nullable(),
  /** Whether Cancel still works here: the practice's cancellation window has not begun. */
  cancellable: z.boolean(),
  /** Shown when cancelling here is over; null when the practice gave none. */
  practicePhone: z.string().nullable(),
  /** What the last action did (or what had already happened); '' for a plain look. */
  message: z.string(),
});
export type ReminderAnswerView = z.infer<typeof reminderAnswerView>;

export const REMINDER_ANSWER_ACTIONS = ['confirm', 'cancel'] as const;
export type ReminderAnswerAction = (typeof REMINDER_ANSWER_ACTIONS)[number];

export const reminderAnswerActionParams = reminderAnswerParams.extend({ action: z.enum(REMINDER_ANSWER_ACTIONS, { error: messages.reminderLinkInvalid }) });

/** The link's path on this app's origin: short, so an SMS stays one segment. */
export const reminderAnswerPath = (token: string): string => `/r/${token}`;
