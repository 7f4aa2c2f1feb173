/**
 * POST portalemail/send (multipart): sends the mail, replacing its draft if
 * it was one. Nothing happens while a send or save is under way; the
 * server's refusal (4xx with its message) goes to the global popup.
 */
import { atom } from 'jotai';
import { mailSendResponse, type MailSendResponse } from '../../../../domain/contract/mail';
import { request } from '../../../api/client';
import { pushMessageAtom } from '../../../api/popup-atoms';
import { hasMailScope, mailScopeAtom, reportMailFailureAtom } from '../../atoms';
import { composeBusyAtom, composeNewFilesAtom, composeSavedAtom, composeStatusAtom, composeValuesAtom } from '../atoms';
import { outgoingMail } from './outgoing-mail';

export const postSendMail = (form: FormData): Promise<MailSendResponse> => request('post', 'portalemail/send', mailSendResponse, { form });

/** True once the mail is sent (the screen then leaves). */
export const sendMailAtom = atom(null, async (get, set): Promise<boolean> => {
  if (get(composeBusyAtom) || get(composeStatusAtom) !== 'ready') return false;
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope)) return false;
  const outgoing = outgoingMail(get(composeValuesAtom), get(composeNewFilesAtom), scope.providerId, 'send');
  if (!outgoing.ok) {
    set(pushMessageAtom, { key: outgoing.error });
    return false;
  }
  set(composeStatusAtom, 'sending');
  try {
    await postSendMail(outgoing.form);
  } catch (error) {
    set(composeStatusAtom, 'ready');
    set(reportMailFailureAtom, error);
    return false;
  }
  // Nothing is left to lose, and 'sent' keeps every button busy until the screen has gone.
  set(composeSavedAtom, get(composeValuesAtom));
  set(composeNewFilesAtom, []);
  set(composeStatusAtom, 'sent');
  set(pushMessageAtom, { key: 'mailSent' });
  return true;
});
