/**
 * The forgot-password calls (spec 7). The flow: forgot/verify ({email}) →
 * details of an attempt → forgot/match_answers (the security question and the
 * insurance check) → an e-mailed single-use link /forgot_reset/{token} →
 * forgot/verify_reset_token → forgot/reset_password.
 *
 * An e-mail that matches nobody gets details just like a real one (the same
 * shape, a question from the same list); its answers can never match.
 */
import { z } from 'zod';
import { NEW_PASSWORD_MAX, normalisePassword } from '../account/password-rules';
import { SECURITY_ANSWER_MAX } from '../account/security-questions';
import { messages } from '../messages';

export const RECOVERY_EMAIL_MAX = 254;
/** 128 random bits, base64url: 22 characters. Anything longer is not one of ours. */
export const RECOVERY_TOKEN_MAX = 64;
/** How long the questions may be answered after forgot/verify. */
export const RECOVERY_ATTEMPT_TTL_MS = 15 * 60 * 1000;
/** How long an e-mailed reset link works (issue 14). */
export const RESET_LINK_TTL_MS = 15 * 60 * 1000;

const recoveryToken = z.string({ error: messages.tokenInvalid }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: messages.tokenInvalid });

export const forgotVerifyBody = z.object({
  email: z
    .string({ error: messages.forgotWrongEmail })
    .trim()
    .min(3, { error: messages.forgotWrongEmail })
    .max(RECOVERY_EMAIL_MAX, { error: messages.forgotWrongEmail })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: messages.forgotWrongEmail }),
});
export type ForgotVerifyBody = z.infer<typeof forgotVerifyBody>;

/** spec 7: details {id, question, token, insurance}; spec 5: without all four the screen sets wrongEmail. */
export const forgotVerifyResponse = z.object({
  details: z.object({
    /** The attempt's id (not the user's). */
    id: z.int32(),
    /** The security question's text. */
    question: z.string(),
    /** The attempt's token, sent back with the answers. */
    token: z.string(),
    /** The insurance check questions, answered in this order. */
    insurance: z.array(z.string()),
  }),
});
export type ForgotVerifyResponse = z.infer<typeof forgotVerifyResponse>;

const answer = z.string({ error: messages.securityAnswerRequired }).max(SECURITY_ANSWER_MAX, { error: messages.forgotAnswersWrong });

export const forgotMatchAnswersBody = z.object({
  id: z.int32({ error: messages.forgotUnsuccessful }).min(1, { error: messages.forgotUnsuccessful }),
  token: z.string({ error: messages.forgotUnsuccessful }).max(RECOVERY_TOKEN_MAX, { error: messages.forgotUnsuccessful }),
  answers: z.object({
    question: answer.trim().min(1, { error: messages.securityAnswerRequired }),
    insurance: z.array(answer).max(4, { error: messages.forgotAnswersWrong }),
  }),
});
export type ForgotMatchAnswersBody = z.infer<typeof forgotMatchAnswersBody>;

/**
 * spec 7: code (200 success, 401 invalid, other failure) and its message.
 * The HTTP status is the code, so a 401 here is wrong answers, not a lost session.
 */
export const forgotCodeResponse = z.object({ code: z.int32(), message: z.string() });
export type ForgotCodeResponse = z.infer<typeof forgotCodeResponse>;

/**
 * A refusal of a forgot call: {code, message} with code = HTTP status, or
 * only {message} when the app's one error handler answered (a malformed
 * request: 400; the API-wide rate limit: 429).
 */
export const forgotErrorResponse = z.object({ code: z.int32().optional(), message: z.string() });
export type ForgotErrorResponse = z.infer<typeof forgotErrorResponse>;

export const resetTokenParams = z.object({ token: recoveryToken });

export const forgotResetPasswordBody = z.object({
  token: recoveryToken,
  /** Stored trimmed, as login trims what is typed (spec 5): a space at either end cannot lock the account out. */
  password: z.string({ error: messages.passwordTooShort }).overwrite(normalisePassword).max(NEW_PASSWORD_MAX * 4, { error: messages.passwordTooLong }),
  confirmPassword: z.string({ error: messages.passwordsDiffer }).overwrite(normalisePassword).max(NEW_PASSWORD_MAX * 4, { error: messages.passwordTooLong }),
});
export type ForgotResetPasswordBody = z.infer<typeof forgotResetPasswordBody>;
