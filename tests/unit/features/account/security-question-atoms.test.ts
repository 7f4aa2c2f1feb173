import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../stub-session-storage';
import { messages } from '../../../../domain/messages';

const request = vi.fn();
vi.mock('../../../../features/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../features/api/client')>()),
  request: (...args: unknown[]) => request(...args),
}));

const { securityQuestionAtom } = await import('../../../../features/account/atoms');
const { loadSecurityQuestionAtom } = await import('../../../../features/account/api/get-security-question');
const { saveSecurityQuestionAtom } = await import('../../../../features/account/api/set-security-question');
const { ApiError } = await import('../../../../features/api/api-error');
const { messageQueueAtom } = await import('../../../../features/api/popup-atoms');

const loaded = { questions: [{ id: 1, text: 'Pet?' }, { id: 2, text: 'City?' }], questionId: null };

beforeEach(() => request.mockReset());

describe('the security question atoms', () => {
  it('given a save, should post without logging out on a wrong password, keep the choice and say so in the popup', async () => {
    const store = createStore();
    request.mockResolvedValueOnce(loaded);
    await store.set(loadSecurityQuestionAtom);
    request.mockResolvedValueOnce({ message: messages.securityQuestionSaved });
    const body = { questionId: 2, answer: 'Lyon', currentPassword: 'Meadow-demo-1' };
    await store.set(saveSecurityQuestionAtom, body);
    expect(request).toHaveBeenLastCalledWith('post', 'account/security_question', expect.anything(), { json: body, sessionCheck: false });
    expect(store.get(securityQuestionAtom)?.questionId).toBe(2);
    expect(store.get(messageQueueAtom).map((m) => m.text)).toEqual([messages.securityQuestionSaved]);
  });

  it('given a wrong current password, should throw the server\'s text and keep the old choice', async () => {
    const store = createStore();
    request.mockResolvedValueOnce({ ...loaded, questionId: 1 });
    await store.set(loadSecurityQuestionAtom);
    request.mockRejectedValueOnce(new ApiError(400, messages.currentPasswordWrong));
    await expect(store.set(saveSecurityQuestionAtom, { questionId: 2, answer: 'x', currentPassword: 'nope' })).rejects.toMatchObject({
      message: messages.currentPasswordWrong,
    });
    expect(store.get(securityQuestionAtom)?.questionId).toBe(1);
    expect(store.get(messageQueueAtom)).toEqual([]);
  });
});
