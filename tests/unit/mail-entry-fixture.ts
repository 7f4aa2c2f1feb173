/** Mail list entries and one opened mail for the mail unit tests (domain and feature atoms). */
import type { MailContent, MailListEntry } from '../../domain/contract/mail';

export const RIVERA = 2;
export const PROVIDER = 2;

export const mailEntry = (mailBoxId: number, over: Partial<MailListEntry> = {}): MailListEntry => ({
  mailBoxId,
  messageId: mailBoxId + 100,
  boxCode: 1,
  folderId: 0,
  readStatus: 0,
  isFavourite: false,
  from: 'Alex Morgan',
  fromId: 6,
  to: 'Ana Rivera',
  sub: `Mail ${mailBoxId}`,
  preview: 'Hello',
  time: '2026-11-23T15:00:00.000Z',
  hasAttachment: false,
  providerId: PROVIDER,
  ...over,
});

/** Entries with ids from `first` down, newest first (as a page answers). */
export const mailPage = (first: number, count: number, over: Partial<MailListEntry> = {}): MailListEntry[] =>
  Array.from({ length: count }, (_, i) => mailEntry(first - i, over));

/**
 * One opened mail: dr.rivera (2) to Alex Morgan (7), with a bold word and a
 * file. 19:30 UTC is 3:30 PM in New York (EDT) and 9:30 PM in Berlin (CEST).
 */
export const mailContent = (over: Partial<MailContent> = {}): MailContent => ({
  mailBoxId: 40,
  messageId: 400,
  boxCode: 1,
  folderId: 0,
  readStatus: 1,
  isFavourite: false,
  from: 'Maria Rivera',
  fromId: 2,
  to: 'Alex Morgan',
  sub: 'Next session',
  preview: 'See you Monday',
  time: '2026-06-01T19:30:00.000Z',
  hasAttachment: true,
  providerId: PROVIDER,
  body: '<p>See you <strong>Monday</strong></p>',
  sender: { id: 2, name: 'Maria Rivera' },
  recipients: [{ id: 7, name: 'Alex Morgan' }],
  attachments: [{ id: 81, name: 'consent.pdf', size: 1200, contentType: 'application/pdf' }],
  trashedFrom: null,
  ...over,
});
