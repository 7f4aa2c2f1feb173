/**
 * The demo practice's portal mail: dr.rivera's inbox (two unread, one with an
 * attachment, one favourite), a 'Billing' folder, sent mail and a draft;
 * alex.client's side of the same exchange; jo.other's forms, also to
 * dana.delegate (who holds e-mail permission for dr.rivera); a signature.
 */
import { MAIL_BOX } from '../../domain/codes';
import { plainPreview } from '../../domain/mail/mailbox';
import type { Tx } from '../db/client';
import { mailAttachments, mailboxEntries, mailFolders, mailMessages, mailRecipients, mailSignatures } from '../db/schema/index';

/** A one-page PDF, enough for a viewer to open. */
const CONSENT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface MailUsers {
  rivera: number;
  alex: number;
  jo: number;
  dana: number;
}

export async function seedMail(tx: Tx, now: Date, u: MailUsers): Promise<void> {
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const [folder] = await tx.insert(mailFolders).values({ userId: u.rivera, name: 'Billing' }).returning({ id: mailFolders.id });
  const mail = (senderId: number, subject: string, body: string, sentAt: Date | null, attachmentCount = 0) => ({
    senderId,
    providerId: u.rivera,
    subject,
    body,
    preview: plainPreview(body),
    sentAt,
    attachmentCount,
  });
  const sentAts = [daysAgo(1), daysAgo(0.5), daysAgo(3), daysAgo(6), daysAgo(20), null];
  const mails = await tx
    .insert(mailMessages)
    .values([
      mail(u.alex, 'Question about my next session', '<p>Could we talk about scheduling every other week?</p>', sentAts[0] ?? null),
      mail(u.rivera, 'Re: Question about my next session', '<p>Yes, we can discuss it on <strong>Monday</strong>.</p>', sentAts[1] ?? null),
      mail(u.jo, 'Forms for Alex', '<p>I have attached the signed consent forms.</p>', sentAts[2] ?? null, 1),
      mail(u.alex, 'Insurance receipt', '<p>Could you send me a receipt for last month?</p>', sentAts[3] ?? null),
      mail(u.rivera, 'Welcome to the portal', '<p>You can message me here between sessions.</p>', sentAts[4] ?? null),
      mail(u.rivera, 'Draft: group guidelines', '<p>Work in progress.</p>', sentAts[5] ?? null),
    ])
    .returning({ id: mailMessages.id });
  const m = mails.map((x) => x.id);
  await tx.insert(mailAttachments).values({ messageId: m[2]!, fileName: 'consent-forms.pdf', contentType: 'application/pdf', size: CONSENT_PDF.length, data: CONSENT_PDF });
  await tx.insert(mailRecipients).values([
    { messageId: m[0]!, userId: u.rivera },
    { messageId: m[1]!, userId: u.alex },
    { messageId: m[2]!, userId: u.rivera },
    { messageId: m[2]!, userId: u.dana },
    { messageId: m[3]!, userId: u.rivera },
    { messageId: m[4]!, userId: u.alex },
    { messageId: m[5]!, userId: u.alex },
  ]);
  const providerId = u.rivera;
  const entries: (typeof mailboxEntries.$inferInsert)[] = [
    // dr.rivera: two unread in the inbox, one filed in a custom folder, two sent, one draft.
    { messageId: m[0]!, userId: u.rivera, providerId, box: MAIL_BOX.inbox, readStatus: 0 },
    { messageId: m[2]!, userId: u.rivera, providerId, box: MAIL_BOX.inbox, readStatus: 0, isFavourite: true },
    { messageId: m[3]!, userId: u.rivera, providerId, box: MAIL_BOX.custom, folderId: folder!.id, readStatus: 1 },
    { messageId: m[1]!, userId: u.rivera, providerId, box: MAIL_BOX.sent, readStatus: 1 },
    { messageId: m[4]!, userId: u.rivera, providerId, box: MAIL_BOX.sent, readStatus: 1 },
    { messageId: m[5]!, userId: u.rivera, providerId, box: MAIL_BOX.draft, readStatus: 1 },
    // alex.client: one unread reply, one read welcome, two sent.
    { messageId: m[1]!, userId: u.alex, providerId, box: MAIL_BOX.inbox, readStatus: 0 },
    { messageId: m[4]!, userId: u.alex, providerId, box: MAIL_BOX.inbox, readStatus: 1 },
    { messageId: m[0]!, userId: u.alex, providerId, box: MAIL_BOX.sent, readStatus: 1 },
    { messageId: m[3]!, userId: u.alex, providerId, box: MAIL_BOX.sent, readStatus: 1 },
    { messageId: m[2]!, userId: u.jo, providerId, box: MAIL_BOX.sent, readStatus: 1 },
    { messageId: m[2]!, userId: u.dana, providerId, box: MAIL_BOX.inbox, readStatus: 0 },
  ];
  // Lists show newest first by entry id (ids grow with arrival): insert in the order the mails arrived.
  const arrival = (messageId: number) => {
    const at = mails.findIndex((x) => x.id === messageId);
    return sentAts[at]?.getTime() ?? now.getTime();
  };
  await tx.insert(mailboxEntries).values(entries.sort((a, b) => arrival(a.messageId) - arrival(b.messageId)));
  await tx.insert(mailSignatures).values({
    userId: u.rivera,
    name: 'Practice',
    body: '<p>Dr. Maria Rivera, PhD, LCSW<br>120 Meadow Lane, Suite 4, Brooklyn</p>',
  });
}
