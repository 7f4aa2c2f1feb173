import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import '../stub-session-storage';
import { messages } from '../../../../domain/messages';
import { ApiError } from '../../../../features/api/api-error';
import { currentMessageAtom, errorPopupAtom } from '../../../../features/api/popup-atoms';
import { reportFailureAtom } from '../../../../features/api/report-failure';

describe('reportFailureAtom', () => {
  it.each([
    ['a 500', new ApiError(500, messages.serverError)],
    ['an unreachable server', new ApiError(0, messages.serverError)],
    ['a fault that is no ApiError', new TypeError('x is undefined')],
  ])('given %s, when reported, should raise the error popup with the server-error message and queue no message', (_, error) => {
    const store = createStore();
    store.set(reportFailureAtom, error);
    expect(store.get(errorPopupAtom)).toBe(messages.serverError);
    expect(store.get(currentMessageAtom)).toBeNull();
  });

  it("given a 4xx the user can fix, when reported, should show the server's message in the message popup and leave the error popup closed", () => {
    const store = createStore();
    store.set(reportFailureAtom, new ApiError(400, messages.incorrectPhone));
    expect(store.get(errorPopupAtom)).toBeNull();
    expect(store.get(currentMessageAtom)?.text).toBe(messages.incorrectPhone);
  });
});
