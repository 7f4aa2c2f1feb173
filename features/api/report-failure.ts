/**
 * How a write the user asked for ends when it fails (spec 2 "Popups", 8).
 * A refusal the user can fix (a 4xx with the table's message) goes to the
 * global message popup. A failure only someone at the practice can help
 * with (the server failed or could not be reached) raises the error popup,
 * whose CLOSE link opens chat, so the user can tell them at once.
 */
import { atom } from 'jotai';
import { messages } from '../../domain/messages';
import { ApiError } from './api-error';
import { errorPopupAtom, pushMessageAtom } from './popup-atoms';

export const reportFailureAtom = atom(null, (_get, set, error: unknown) => {
  if (error instanceof ApiError && !error.isServerFailure) set(pushMessageAtom, { text: error.message });
  else set(errorPopupAtom, messages.serverError);
});
