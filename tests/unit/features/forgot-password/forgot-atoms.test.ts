import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../stub-session-storage';
import { messages } from '../../../../domain/messages';

const request = vi.fn();
vi.mock('../../../../features/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../features/api/client')>()),
  request: (...args: unknown[]) => request(...args),
}));

const atoms = await import('../../../../features/forgot-password/atoms');
const { attemptOf, forgotVerifyAtom } = await import('../../../../features/forgot-password/api/verify');
const { matchAnswersAtom, matchAnswersOutcome } = await import('../../../../features/forgot-password/api/match-answers');
const { verifyResetTokenAtom } = await import('../../../../features/forgot-password/api/verify-reset-token');
const { resetPasswordAtom } = await import('../../../../features/forgot-password/api/reset-password');
const { ApiError } = await import('../../../../features/api/api-error');
const { messageQueueAtom } = await import('../../../../features/api/popup-atoms');

const details = { id: 7, question: 'What was the name of your first pet?', token: 'attempt-token', insurance: ['Member ID'] };
const LINK = 'AbCdEfGhIjKlMnOpQrStUv';

beforeEach(() => {
  request.mockReset();
  sessionStorage.removeItem('meadow.forgot.userId');
  sessionStorage.removeItem('meadow.forgot.question');
  sessionStorage.removeItem('meadow.forgot.insurance');
  sessionStorage.removeItem('meadow.forgot.token');
});

describe('forgot/verify', () => {
  it('given details with id, question, token and insurance, should take them as the attempt', () => {
    expect(attemptOf({ details })).toEqual(details);
  });

  it.each([
    ['no details', {}],
    ['no token', { details: { ...details, token: undefined } }],
    ['an empty question', { details: { ...details, question: ' ' } }],
    ['no insurance', { details: { ...details, insurance: undefined } }],
    ['nothing', null],
  ])('given %s, should find no attempt (spec 5: wrongEmail)', (_name, value) => {
    expect(attemptOf(value)).toBeNull();
  });

  it('given a found attempt, should store it for /forgot_questions and clear wrongEmail', async () => {
    const store = createStore();
    store.set(atoms.forgotWrongEmailAtom, true);
    request.mockResolvedValueOnce({ details });
    await expect(store.set(forgotVerifyAtom, ' alex@meadow.example ')).resolves.toBe('questions');
    expect(request).toHaveBeenCalledWith('post', 'forgot/verify', expect.anything(), { json: { email: 'alex@meadow.example' }, sessionCheck: false });
    expect(store.get(atoms.forgotUserIdAtom)).toBe(7);
    expect(store.get(atoms.forgotQuestionAtom)).toBe(details.question);
    expect(store.get(atoms.forgotInsuranceQuestionsAtom)).toEqual(['Member ID']);
    expect(store.get(atoms.forgotTokenAtom)).toBe('attempt-token');
    expect(store.get(atoms.forgotWrongEmailAtom)).toBe(false);
  });

  it('given missing details, a 400 or a malformed address, should set wrongEmail and keep no attempt', async () => {
    const store = createStore();
    request.mockResolvedValueOnce({ details: { id: 7 } });
    await expect(store.set(forgotVerifyAtom, 'alex@meadow.example')).resolves.toBe('wrongEmail');
    expect(store.get(atoms.forgotWrongEmailAtom)).toBe(true);
    expect(store.get(atoms.forgotUserIdAtom)).toBeNull();

    request.mockRejectedValueOnce(new ApiError(400, 'bad'));
    await expect(store.set(forgotVerifyAtom, 'alex@meadow.example')).resolves.toBe('wrongEmail');

    await expect(store.set(forgotVerifyAtom, 'not an address')).resolves.toBe('wrongEmail');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('given a 429, should hand the server\'s text back', async () => {
    const store = createStore();
    request.mockRejectedValueOnce(new ApiError(429, messages.tooManyRecoveryAttempts));
    await expect(store.set(forgotVerifyAtom, 'alex@meadow.example')).rejects.toMatchObject({ status: 429, message: messages.tooManyRecoveryAttempts });
  });
});

describe('forgot/match_answers', () => {
  it('should map spec 8: 200 sent, 401 the Ooops text, 429 the server\'s text, others unsuccessful', () => {
    expect(matchAnswersOutcome({ code: 200 })).toEqual({ sent: true, message: messages.forgotEmailSent });
    expect(matchAnswersOutcome(new ApiError(401, 'whatever the server says'))).toEqual({ sent: false, message: messages.forgotAnswersWrong });
    expect(matchAnswersOutcome(new ApiError(429, messages.tooManyRecoveryAttempts))).toEqual({ sent: false, message: messages.tooManyRecoveryAttempts });
    expect(matchAnswersOutcome(new ApiError(403, 'closed'))).toEqual({ sent: false, message: messages.forgotUnsuccessful, startAgain: true });
    expect(matchAnswersOutcome(new ApiError(500, messages.serverError))).toMatchObject({ sent: false, message: messages.forgotUnsuccessful, startAgain: false });
  });

  it('given accepted answers, should send them without a session check and forget the question and token', async () => {
    const store = createStore();
    store.set(atoms.setForgotAttemptAtom, details);
    request.mockResolvedValueOnce({ code: 200, message: messages.forgotEmailSent });
    const answers = { question: 'Biscuit', insurance: ['BM-100234'] };
    await expect(store.set(matchAnswersAtom, answers)).resolves.toMatchObject({ sent: true });
    expect(request).toHaveBeenCalledWith('post', 'forgot/match_answers', expect.anything(), {
      json: { id: 7, token: 'attempt-token', answers },
      sessionCheck: false,
    });
    expect(store.get(atoms.forgotTokenAtom)).toBeNull();
    expect(store.get(atoms.forgotQuestionAtom)).toBeNull();
    // The guard of /forgot_questions still lets the result show.
    expect(store.get(atoms.forgotUserIdAtom)).toBe(7);
    store.set(atoms.clearForgotAttemptAtom);
    expect(store.get(atoms.forgotUserIdAtom)).toBeNull();
  });

  it('given wrong answers (401), should keep the attempt for another try', async () => {
    const store = createStore();
    store.set(atoms.setForgotAttemptAtom, details);
    request.mockRejectedValueOnce(new ApiError(401, messages.forgotAnswersWrong));
    await expect(store.set(matchAnswersAtom, { question: 'x', insurance: [''] })).resolves.toEqual({ sent: false, message: messages.forgotAnswersWrong });
    expect(store.get(atoms.forgotTokenAtom)).toBe('attempt-token');
  });
});

describe('the reset link', () => {
  it('given a live link, should go from unverified to verified (1)', async () => {
    const store = createStore();
    let answer: (value: unknown) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const done = store.set(verifyResetTokenAtom, LINK);
    expect(store.get(atoms.resetTokenVerifiedAtom)).toBe(atoms.RESET_TOKEN_STATES.unverified);
    answer({ code: 200, message: '' });
    await done;
    expect(request).toHaveBeenCalledWith('get', `forgot/verify_reset_token/${LINK}`, expect.anything(), { sessionCheck: false });
    expect(store.get(atoms.resetTokenVerifiedAtom)).toBe(atoms.RESET_TOKEN_STATES.verified);
    expect(store.get(atoms.resetTokenAtom)).toBe(LINK);
  });

  it('given a used link, should be invalid (-1) with the server\'s reason', async () => {
    const store = createStore();
    request.mockRejectedValueOnce(new ApiError(410, messages.resetLinkUsed));
    await store.set(verifyResetTokenAtom, LINK);
    expect(store.get(atoms.resetTokenVerifiedAtom)).toBe(atoms.RESET_TOKEN_STATES.invalid);
    expect(store.get(atoms.resetTokenProblemAtom)).toBe(messages.resetLinkUsed);
  });

  it('given a token that cannot be one, should not ask the server', async () => {
    const store = createStore();
    await store.set(verifyResetTokenAtom, 'short');
    expect(request).not.toHaveBeenCalled();
    expect(store.get(atoms.resetTokenProblemAtom)).toBe(messages.tokenInvalid);
  });

  it('given the new password is refused, should show the server\'s text in the popup (spec 8)', async () => {
    const store = createStore();
    request.mockResolvedValueOnce({ code: 200, message: '' });
    await store.set(verifyResetTokenAtom, LINK);
    request.mockRejectedValueOnce(new ApiError(400, messages.passwordBreached));
    await expect(store.set(resetPasswordAtom, { password: 'password1', confirmPassword: 'password1' })).resolves.toEqual({
      ok: false,
      message: messages.passwordBreached,
    });
    expect(store.get(messageQueueAtom).map((m) => m.text)).toEqual([messages.passwordBreached]);
    expect(store.get(atoms.resetTokenVerifiedAtom)).toBe(atoms.RESET_TOKEN_STATES.verified);
  });

  it('given the password is set, should forget the whole forgot-password state', async () => {
    const store = createStore();
    store.set(atoms.setForgotAttemptAtom, details);
    request.mockResolvedValueOnce({ code: 200, message: '' });
    await store.set(verifyResetTokenAtom, LINK);
    request.mockResolvedValueOnce({ code: 200, message: messages.passwordUpdated });
    await expect(store.set(resetPasswordAtom, { password: 'a long new phrase', confirmPassword: 'a long new phrase' })).resolves.toEqual({ ok: true });
    expect(request).toHaveBeenLastCalledWith('post', 'forgot/reset_password', expect.anything(), {
      json: { token: LINK, password: 'a long new phrase', confirmPassword: 'a long new phrase' },
      sessionCheck: false,
    });
    expect(store.get(atoms.resetTokenAtom)).toBeNull();
    expect(store.get(atoms.resetTokenVerifiedAtom)).toBe(atoms.RESET_TOKEN_STATES.unverified);
    expect(store.get(atoms.forgotUserIdAtom)).toBeNull();
    expect(store.get(messageQueueAtom)).toEqual([]);
  });
});
