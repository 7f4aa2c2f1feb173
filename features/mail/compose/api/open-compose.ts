/**
 * Opening compose (issue 12): a fresh form for what the address asks
 * (domain/mail/compose.ts parseComposeQuery), the contact list and
 * signatures, and for a reply, reply all, forward or draft the mail itself
 * (GET email/getContent) prefilled by the domain's rules. `?to={userId}`
 * puts that person in To once the server agrees (GET email/checkUserContact).
 * The prefilled form counts as saved: leaving it untouched asks nothing.
 */
import { atom, type Getter, type Setter } from 'jotai';
import { MAIL_BOX } from '../../../../domain/codes';
import type { MailContent } from '../../../../domain/contract/mail';
import { emptyCompose, prefillCompose, type ComposeRequest, type ComposeValues } from '../../../../domain/mail/compose';
import { hourCycleAtom } from '../../../session/time-style';
import { viewerTimeZone } from '../../../../domain/mail/viewer-zone';
import { messages } from '../../../../domain/messages';
import { mailComposeTexts } from '../../copy';
import { ApiError } from '../../../api/api-error';
import { pushMessageAtom } from '../../../api/popup-atoms';
import { profileAtom } from '../../../session/atoms';
import { getMailContent } from '../../api/get-mail-content';
import { hasMailScope, isMailPermissionRefusal, loadFailureText, mailScopeAtom, reportMailFailureAtom, type MailScope } from '../../atoms';
import { composeLoadErrorAtom, composeNewFilesAtom, composeSavedAtom, composeStatusAtom, composeValuesAtom, mailContactsAtom } from '../atoms';
import { safeMailHtml } from '../compose-html';
import { mayWriteTo } from './check-user-contact';
import { loadMailContactsAtom } from './get-contact-list';

/** Bumped by each opening: an answer for an earlier one is dropped. */
let opening = 0;

const startWith = (set: Setter, values: ComposeValues) => {
  set(composeValuesAtom, values);
  set(composeSavedAtom, values);
};

async function prefillRecipient(get: Getter, set: Setter, userId: number, isCurrent: () => boolean): Promise<void> {
  let allowed: boolean;
  try {
    allowed = await mayWriteTo(userId);
  } catch (error) {
    if (isCurrent()) set(reportMailFailureAtom, error);
    return;
  }
  if (!isCurrent()) return;
  // The contact list is the selected provider's: someone only another provider's mail reaches is not offered here either.
  const contacts = get(mailContactsAtom);
  const contact = contacts?.providerId === get(mailScopeAtom).providerId ? contacts.contactList.find((c) => c.id === userId) : undefined;
  if (!allowed || !contact) {
    set(pushMessageAtom, { key: 'mailNotAllowed' });
    return;
  }
  startWith(set, { ...emptyCompose, to: [{ id: contact.id, name: contact.name }] });
}

async function readMail(scope: MailScope, request: Exclude<ComposeRequest, { mode: 'new' }>): Promise<MailContent> {
  const box = request.mode === 'draft' ? MAIL_BOX.draft : request.box;
  const { mail } = await getMailContent(scope, request.id, box);
  // A draft sent or trashed meanwhile (another tab) is no longer one to edit: saving it would fail anyway.
  if (request.mode === 'draft' && mail.boxCode !== MAIL_BOX.draft) throw new ApiError(404, messages.mailGone);
  return mail;
}

export const openComposeAtom = atom(null, async (get, set, request: ComposeRequest): Promise<void> => {
  const mine = ++opening;
  const isCurrent = () => mine === opening;
  startWith(set, emptyCompose);
  set(composeNewFilesAtom, []);
  set(composeLoadErrorAtom, null);
  set(composeStatusAtom, 'loading');
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope)) {
    set(composeStatusAtom, 'ready');
    return;
  }
  const contacts = set(loadMailContactsAtom);

  if (request.mode === 'new') {
    if (request.to !== null) {
      await contacts;
      if (isCurrent()) await prefillRecipient(get, set, request.to, isCurrent);
    }
    if (isCurrent()) set(composeStatusAtom, 'ready');
    return;
  }

  try {
    const mail = await readMail(scope, request);
    if (!isCurrent()) return;
    const timeZone = viewerTimeZone(get(profileAtom)?.loggedInTimezone, Intl.DateTimeFormat().resolvedOptions().timeZone);
    const { values, recipientsCut } = prefillCompose(request.mode, mail, scope.userId, safeMailHtml(mail.body), timeZone, get(hourCycleAtom));
    startWith(set, values);
    if (recipientsCut) set(pushMessageAtom, { key: 'mailRecipientsTooMany' });
    set(composeStatusAtom, 'ready');
  } catch (error) {
    if (!isCurrent()) return;
    if (isMailPermissionRefusal(error)) set(reportMailFailureAtom, error);
    set(composeLoadErrorAtom, loadFailureText(error, mailComposeTexts.loadFailed));
    set(composeStatusAtom, 'failed');
  }
});

/** The screen has gone: an answer still on its way is dropped, and the form is emptied. */
export const closeComposeAtom = atom(null, (_get, set) => {
  opening += 1;
  startWith(set, emptyCompose);
  set(composeNewFilesAtom, []);
  set(composeLoadErrorAtom, null);
  set(composeStatusAtom, 'loading');
});
