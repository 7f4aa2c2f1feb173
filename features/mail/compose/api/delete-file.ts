/**
 * DELETE portalemail/deleteFile/{fileId} (spec 7): removing an attachment
 * the saved draft stores deletes it on the server at once, so the draft
 * never keeps a file the user took out. Files the mail only carries along
 * (a forwarded mail's) are just left out of what is sent.
 */
import { atom } from 'jotai';
import { mailDeleteFileResponse } from '../../../../domain/contract/mail';
import { ApiError } from '../../../api/api-error';
import { request } from '../../../api/client';
import { reportMailFailureAtom } from '../../atoms';
import { composeBusyAtom, composeSavedAtom, composeStatusAtom, composeValuesAtom } from '../atoms';

const NOT_FOUND = 404;

export const deleteDraftFile = (fileId: number) => request('delete', `portalemail/deleteFile/${fileId}`, mailDeleteFileResponse);

const without = <T extends { kept: readonly { id: number }[] }>(values: T, id: number): T => ({ ...values, kept: values.kept.filter((a) => a.id !== id) });

/** Takes a kept attachment off the mail; one of the saved draft's is deleted on the server first. */
export const removeKeptFileAtom = atom(null, async (get, set, id: number): Promise<void> => {
  const saved = get(composeSavedAtom);
  const stored = saved.draftId !== null && saved.kept.some((a) => a.id === id);
  if (stored) {
    if (get(composeBusyAtom)) return;
    // The removal is a change saved to the draft: the draft's buttons wait for it.
    set(composeStatusAtom, 'saving');
    try {
      await deleteDraftFile(id);
    } catch (error) {
      // Already gone from the server: nothing left to delete.
      if (!(error instanceof ApiError && error.status === NOT_FOUND)) {
        set(composeStatusAtom, 'ready');
        set(reportMailFailureAtom, error);
        return;
      }
    }
    set(composeSavedAtom, (current) => without(current, id));
    set(composeStatusAtom, 'ready');
  }
  set(composeValuesAtom, (current) => without(current, id));
});
