/** The signed-in user's own security question (issue 14): read and set. */
import { z } from 'zod';
import { normalisePassword } from '../account/password-rules';
import { SECURITY_ANSWER_MAX } from '../account/security-questions';
import { messages } from '../messages';
import { PASSWORD_MAX } from './auth';

/** The password again, before a change to how one signs in or recovers the account; trimmed as login trims it. */
export const currentPasswordField = z
  .string({ error: messages.currentPasswordWrong })
  .overwrite(normalisePassword)
  .min(1, { error: messages.currentPasswordWrong })
  .max(PASSWORD_MAX, { error: messages.currentPasswordWrong });

export const securityQuestionResponse = z.object({
  /** Every question one may choose. */
  questions: z.array(z.object({ id: z.int32(), text: z.string() })),
  /** The user's chosen question, or null when none is set yet. */
  questionId: z.int32().nullable(),
});
export type SecurityQuestionResponse = z.infer<typeof securityQuestionResponse>;

export const setSecurityQuestionBody = z.object({
  questionId: z.int32({ error: messages.securityQuestionRequired }).min(1, { error: messages.securityQuestionRequired }),
  answer: z
    .string({ error: messages.securityAnswerRequired })
    .trim()
    .min(1, { error: messages.securityAnswerRequired })
    .max(SECURITY_ANSWER_MAX, { error: messages.securityAnswerRequired }),
  /** Changing how one recovers an account asks for the password again. */
  currentPassword: currentPasswordField,
});
export type SetSecurityQuestionBody = z.infer<typeof setSecurityQuestionBody>;

export const setSecurityQuestionResponse = z.object({ message: z.string() });
