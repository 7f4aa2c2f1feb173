/** One mail list entry for the mail unit tests (domain and feature atoms). */
import type { MailListEntry } from '../../domain/contract/mail';

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
