/**
 * POST portalemail/draft (multipart): saves the mail as a draft, or updates
 * the one it already is. Editing goes on with the returned draft id and
 * attachments, so a second save updates the same draft and the files just
 * uploaded become kept ones (never uploaded twice).
 */
import { atom } from 'jotai';
import { mailDraftResponse, type MailDraftResponse } from '../../../../domain/contract/mail';
import { request } from '../../../api/client';
import { pushMessageAtom } from '../../../api/popup-atoms';
import { hasMailScope, mailScopeAtom, reportMailFailureAtom } from '../../atoms';
import { composeBusyAtom, composeNewFilesAtom, composeSavedAtom, composeStatusAtom, composeValuesAtom } from '../atoms';
import { outgoingMail } from './outgoing-mail';

export const postDraft = (form: FormData): Promise<MailDraftResponse> => request('post', 'portalemail/draft', mailDraftResponse, { form });

/** The draft's mailBoxId once saved, else null. */
export const saveDraftAtom = atom(null, async (get, set): Promise<number | null> => {
  if (get(composeBusyAtom) || get(composeStatusAtom) !== 'ready') return null;
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope)) return null;
  const outgoing = outgoingMail(get(composeValuesAtom), get(composeNewFilesAtom), scope.providerId, 'draft');
  if (!outgoing.ok) {
    set(pushMessageAtom, { key: outgoing.error });
    return null;
  }
  set(composeStatusAtom, 'saving');
  let answer: MailDraftResponse;
  try {
    answer = await postDraft(outgoing.form);
  } catch (error) {
    set(composeStatusAtom, 'ready');
    set(reportMailFailureAtom, error);
    return null;
  }
  const { mailBoxId, mail } = answer;
  const uploaded = new Set(outgoing.files.map((f) => f.key));
  set(composeNewFilesAtom, (files) => files.filter((f) => !uploaded.has(f.key)));
  // Text typed while the save ran stays, and stays unsaved: only what was sent becomes the saved state.
  set(composeValuesAtom, (current) => ({ ...current, draftId: mailBoxId, kept: mail.attachments }));
  set(composeSavedAtom, { ...outgoing.values, draftId: mailBoxId, kept: mail.attachments });
  set(composeStatusAtom, 'ready');
  set(pushMessageAtom, { key: 'draftSaved' });
  return mailBoxId;
});
