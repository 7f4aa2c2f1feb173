/**
 * What a list row shows of a mail: the sender, or in Sent and Draft the
 * recipients; bold while unread received mail; a draft opens in compose,
 * everything else on the detail screen of the list it was opened from.
 */
import { MAIL_BOX } from '../../../domain/codes';
import type { MailListEntry } from '../../../domain/contract/mail';
import { mailTexts } from '../../../domain/messages';
import { composePath, mailDetailPath, typeOfBox, type MailView } from '../../../domain/mail/mail-routes';

export interface MailRowView {
  key: number;
  who: string;
  subject: string;
  preview: string;
  unread: boolean;
  href: string;
}

const isOutgoing = (view: MailView): boolean => view.box === MAIL_BOX.sent || view.box === MAIL_BOX.draft;

export function mailRowView(entry: MailListEntry, view: MailView): MailRowView {
  const received = entry.boxCode === MAIL_BOX.inbox || entry.boxCode === MAIL_BOX.custom;
  const draft = entry.boxCode === MAIL_BOX.draft;
  return {
    key: entry.mailBoxId,
    who: isOutgoing(view) ? entry.to || mailTexts.nobody : entry.from,
    subject: entry.sub.trim() === '' ? mailTexts.noSubject : entry.sub,
    preview: entry.preview,
    unread: received && entry.readStatus === 0,
    href: draft ? composePath('draft', entry.mailBoxId) : mailDetailPath(typeOfBox(view.box), entry.mailBoxId),
  };
}
