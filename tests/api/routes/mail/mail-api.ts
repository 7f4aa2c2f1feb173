/**
 * Shared by the mail API tests (one app per test file, see ../../helper.ts):
 * the paths of every mail call, a multipart builder for send and draft, a
 * small client that signs requests as a user, and database counts for
 * "nothing was written" checks.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  MAIL_FILES_FIELD,
  MAIL_FORM_FIELD,
  mailContentResponse,
  mailCountResponse,
  mailDraftResponse,
  mailFolderListResponse,
  mailListResponse,
  mailSearchResponse,
  mailSendResponse,
  type MailComposeFields,
  type MailContent,
  type MailListEntry,
} from '../../../../domain/contract/mail';
import type { DayParts } from '../../../../domain/mail/search-range';
import { mailAttachments, mailboxEntries, mailMessages, mailRecipients, providerPermissions, users } from '../../../../server/db/schema/index';
import { login, type Login, type TestApp } from '../../helper';

/* ---------- paths ---------- */

type Flag = 0 | 1;

export interface SearchFilters {
  all?: boolean;
  subject?: boolean;
  sender?: boolean;
  receiver?: boolean;
}

const bit = (b: boolean | undefined): Flag => (b ? 1 : 0);
const day = (d: DayParts) => `${d.day}/${d.month}/${d.year}`;

/** Every mail path, as server/routes/mail registers it under /api. */
export const mailUrls = {
  list: (userId: number, box: number, folderId: number, page: number, additionalOffset: number, favourite: Flag, providerId: number) =>
    `/api/portalemail/getall/${userId}/${box}/${folderId}/${page}/${additionalOffset}/${favourite}/${providerId}`,
  counts: (userId: number, favourite: Flag, providerId: number) => `/api/portalemail/getInboxUnreadMailCount/${userId}/${favourite}/${providerId}`,
  folderList: (userId: number, providerId: number) => `/api/portalemail/loadFolderList/${userId}/${providerId}`,
  contactList: (userId: number, providerId: number) => `/api/portalemail/getContactList/${userId}/${providerId}`,
  search: (userId: number, from: DayParts, to: DayParts, term: string, providerId: number, f: SearchFilters) =>
    `/api/portalemail/search/${userId}/${day(from)}/${day(to)}/${encodeURIComponent(term)}/${providerId}/${bit(f.all)}/${bit(f.subject)}/${bit(f.sender)}/${bit(f.receiver)}`,
  content: (userId: number, mailBoxId: number, mailType: number, providerId: number) =>
    `/api/email/getContent/${userId}/${mailBoxId}/${mailType}/${providerId}`,
  checkUserContact: (userId: number, isGroup: Flag) => `/api/email/checkUserContact/${userId}/${isGroup}`,
  checkPermission: (providerId: number) => `/api/email/checkPermission/${providerId}`,
  send: '/api/portalemail/send',
  draft: '/api/portalemail/draft',
  deleteFile: (fileId: number) => `/api/portalemail/deleteFile/${fileId}`,
  attachment: (fileId: number) => `/api/portalemail/attachment/${fileId}`,
  move: '/api/portalemail/move',
  restore: '/api/portalemail/restore',
  read: '/api/portalemail/read',
  favourite: '/api/portalemail/favourite',
  delete: '/api/portalemail/delete',
  folder: (folderId?: number) => (folderId === undefined ? '/api/portalemail/folder' : `/api/portalemail/folder/${folderId}`),
  signature: (signatureId?: number) => (signatureId === undefined ? '/api/portalemail/signature' : `/api/portalemail/signature/${signatureId}`),
};

/* ---------- multipart ---------- */

export interface UploadFile {
  name: string;
  data: Buffer | string;
  /** What the browser claims; the server ignores it and takes the type from the file name. */
  type?: string;
}

/** The body and content type of a send or draft: the `mail` JSON field and the `files` parts. */
export async function multipart(fields: unknown, files: readonly UploadFile[] = []): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append(MAIL_FORM_FIELD, JSON.stringify(fields));
  for (const f of files) {
    const bytes = typeof f.data === 'string' ? Buffer.from(f.data) : f.data;
    form.append(MAIL_FILES_FIELD, new Blob([new Uint8Array(bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  }
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/* ---------- dates ---------- */

/** Today in a time zone, as day parts (the search reads dates in the searcher's zone; every demo user is in New York). */
export function todayIn(timeZone = 'America/New_York'): DayParts {
  const [year, month, d] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  return { year, month, day: d };
}

/** A day `n` days after (negative: before) the given one. */
export function addDays(d: DayParts, n: number): DayParts {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/* ---------- the client ---------- */

export type Who = Login | null;

const headersOf = (who: Who) => (who ? who.headers : {});

export interface ListQuery {
  box: number;
  providerId: number;
  folderId?: number;
  page?: number;
  offset?: number;
  favourite?: Flag;
  /** The path's user; default the caller. */
  userId?: number;
}

export interface SearchQuery {
  from: DayParts;
  to: DayParts;
  term: string;
  providerId: number;
  filters: SearchFilters;
  userId?: number;
}

/** The mail calls, each signed as `who` (null: no session). */
export function mailApi(t: TestApp) {
  const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: headersOf(who) });
  const json = (who: Who, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headersOf(who), ...(payload === undefined ? {} : { payload }) });
  const form = async (who: Who, url: string, fields: unknown, files: readonly UploadFile[] = []) => {
    const { payload, contentType } = await multipart(fields, files);
    return t.app.inject({ method: 'POST', url, headers: { ...headersOf(who), 'content-type': contentType }, payload });
  };

  const calls = {
    get,
    json,
    form,
    list: (who: Who, q: ListQuery) =>
      get(who, mailUrls.list(q.userId ?? who!.userId, q.box, q.folderId ?? 0, q.page ?? 1, q.offset ?? 0, q.favourite ?? 0, q.providerId)),
    counts: (who: Who, providerId: number, favourite: Flag = 0, userId = who!.userId) => get(who, mailUrls.counts(userId, favourite, providerId)),
    folderList: (who: Who, providerId: number, userId = who!.userId) => get(who, mailUrls.folderList(userId, providerId)),
    contactList: (who: Who, providerId: number, userId = who!.userId) => get(who, mailUrls.contactList(userId, providerId)),
    search: (who: Who, q: SearchQuery) =>
      get(who, mailUrls.search(q.userId ?? who!.userId, q.from, q.to, q.term, q.providerId, q.filters)),
    content: (who: Who, mailBoxId: number, providerId: number, mailType = 1, userId = who!.userId) =>
      get(who, mailUrls.content(userId, mailBoxId, mailType, providerId)),
    send: (who: Who, fields: MailComposeFields | Record<string, unknown>, files: readonly UploadFile[] = []) => form(who, mailUrls.send, fields, files),
    draft: (who: Who, fields: MailComposeFields | Record<string, unknown>, files: readonly UploadFile[] = []) => form(who, mailUrls.draft, fields, files),
    deleteFile: (who: Who, fileId: number) => json(who, 'DELETE', mailUrls.deleteFile(fileId)),
    attachment: (who: Who, fileId: number) => get(who, mailUrls.attachment(fileId)),
    move: (who: Who, body: { providerId: number; mailBoxIds: number[]; boxCode: number; folderId?: number | null }) => json(who, 'PUT', mailUrls.move, body),
    restore: (who: Who, body: { providerId: number; mailBoxIds: number[] }) => json(who, 'PUT', mailUrls.restore, body),
    read: (who: Who, body: { providerId: number; mailBoxIds: number[]; readStatus: Flag }) => json(who, 'PUT', mailUrls.read, body),
    favourite: (who: Who, body: { providerId: number; mailBoxId: number; isFavourite: boolean }) => json(who, 'PUT', mailUrls.favourite, body),
    deleteForGood: (who: Who, body: { providerId: number; mailBoxIds: number[] }) => json(who, 'DELETE', mailUrls.delete, body),
    addFolder: (who: Who, name: unknown) => json(who, 'POST', mailUrls.folder(), { name }),
    renameFolder: (who: Who, folderId: number, name: unknown) => json(who, 'PUT', mailUrls.folder(folderId), { name }),
    deleteFolder: (who: Who, folderId: number) => json(who, 'DELETE', mailUrls.folder(folderId)),
    saveSignature: (who: Who, body: { id?: number; name: string; body: string }) => json(who, 'PUT', mailUrls.signature(), body),
    deleteSignature: (who: Who, signatureId: number) => json(who, 'DELETE', mailUrls.signature(signatureId)),
  };
  const checked = {
    /* The same calls, asserting 200 and parsing the answer with the contract's schema (strict: no field leaks). */
    async listOk(who: Login, q: ListQuery): Promise<MailListEntry[]> {
      return ok(await calls.list(who, q), mailListResponse).mailList;
    },
    async countsOk(who: Login, providerId: number, favourite: Flag = 0) {
      return ok(await calls.counts(who, providerId, favourite), mailCountResponse);
    },
    async folderListOk(who: Login, providerId: number) {
      return ok(await calls.folderList(who, providerId), mailFolderListResponse);
    },
    async contentOk(who: Login, mailBoxId: number, providerId: number): Promise<MailContent> {
      return ok(await calls.content(who, mailBoxId, providerId), mailContentResponse).mail;
    },
    async searchOk(who: Login, q: SearchQuery) {
      return ok(await calls.search(who, q), mailSearchResponse).searchDetails;
    },
    async sendOk(who: Login, fields: MailComposeFields, files: readonly UploadFile[] = []) {
      return ok(await calls.send(who, fields, files), mailSendResponse);
    },
    async draftOk(who: Login, fields: MailComposeFields, files: readonly UploadFile[] = []) {
      return ok(await calls.draft(who, fields, files), mailDraftResponse);
    },
    /** The recipient's inbox entry of a mail just sent (the newest of that subject). */
    async inboxEntryOf(who: Login, providerId: number, subject: string): Promise<MailListEntry> {
      const found = (await checked.listOk(who, { box: 1, providerId })).find((m) => m.sub === subject);
      expect(found, `no '${subject}' in the inbox of ${who.userId}`).toBeDefined();
      return found!;
    },
  };
  return { ...calls, ...checked };
}
export type MailApi = ReturnType<typeof mailApi>;

interface Schema<T> {
  strict(): { parse(v: unknown): T };
}

/** 200, and the body exactly as the contract describes it. */
export function ok<T>(res: LightMyRequestResponse, schema: Schema<T>): T {
  expect(res.statusCode, res.body).toBe(200);
  return schema.strict().parse(res.json());
}

/* ---------- the demo practice ---------- */

export interface DemoUsers {
  rivera: Login;
  chen: Login;
  sam: Login;
  dana: Login;
  alex: Login;
  jo: Login;
}

export async function loginDemo(t: TestApp): Promise<DemoUsers> {
  const [rivera, chen, sam, dana, alex, jo] = await Promise.all(
    ['dr.rivera', 'dr.chen', 'sam.staff', 'dana.delegate', 'alex.client', 'jo.other'].map((u) => login(t.app, u)),
  );
  return { rivera: rivera!, chen: chen!, sam: sam!, dana: dana!, alex: alex!, jo: jo! };
}

/**
 * A new delegate (role 24) of dr.rivera with a provider_permissions row for
 * her, e-mail permission as given; signs in with the demo password.
 */
export async function addDelegate(t: TestApp, username: string, emailPermission: boolean): Promise<Login> {
  const [rivera] = await t.app.db.select().from(users).where(eq(users.username, 'dr.rivera'));
  const [row] = await t.app.db
    .insert(users)
    .values({
      username,
      passwordHash: rivera!.passwordHash,
      role: 24,
      userType: 4,
      firstName: 'Kit',
      lastName: username,
      email: `${username}@meadow.example`,
      timezone: 'America/New_York',
      subscriberId: rivera!.id,
    })
    .returning({ id: users.id });
  await t.app.db.insert(providerPermissions).values({ userId: row!.id, providerId: rivera!.id, emailPermission });
  return login(t.app, username);
}

export async function setEmailPermission(t: TestApp, userId: number, providerId: number, emailPermission: boolean): Promise<void> {
  await t.app.db
    .update(providerPermissions)
    .set({ emailPermission })
    .where(and(eq(providerPermissions.userId, userId), eq(providerPermissions.providerId, providerId)));
}

/* ---------- what the database holds ---------- */

export interface MailRowCounts {
  messages: number;
  entries: number;
  recipients: number;
  attachments: number;
}

/** Rows of every mail table: equal before and after means nothing was written. */
export async function mailRowCounts(t: TestApp): Promise<MailRowCounts> {
  const n = async (table: typeof mailMessages | typeof mailboxEntries | typeof mailRecipients | typeof mailAttachments) =>
    (await t.app.db.select({ n: count() }).from(table))[0]!.n;
  const [messages, entries, recipients, attachments] = await Promise.all([n(mailMessages), n(mailboxEntries), n(mailRecipients), n(mailAttachments)]);
  return { messages, entries, recipients, attachments };
}

/** Whether the message row and any attachment rows of it are still stored. */
export async function messageRows(t: TestApp, messageId: number): Promise<{ message: number; attachments: number; entries: number }> {
  const [[m], [a], [e]] = await Promise.all([
    t.app.db.select({ n: count() }).from(mailMessages).where(eq(mailMessages.id, messageId)),
    t.app.db.select({ n: count() }).from(mailAttachments).where(eq(mailAttachments.messageId, messageId)),
    t.app.db.select({ n: count() }).from(mailboxEntries).where(eq(mailboxEntries.messageId, messageId)),
  ]);
  return { message: m!.n, attachments: a!.n, entries: e!.n };
}

/** Box, folder and read state of these entries, to show a refused call changed nothing. */
export async function entrySnapshot(t: TestApp, ids: readonly number[]) {
  return t.app.db
    .select({
      id: mailboxEntries.id,
      box: mailboxEntries.box,
      folderId: mailboxEntries.folderId,
      readStatus: mailboxEntries.readStatus,
      isFavourite: mailboxEntries.isFavourite,
      trashedFrom: mailboxEntries.trashedFrom,
    })
    .from(mailboxEntries)
    .where(inArray(mailboxEntries.id, [...ids]))
    .orderBy(mailboxEntries.id);
}

/** Bytes of a known pattern, so a download can be compared byte for byte. */
export function patternBytes(size: number, seed = 7): Buffer {
  const b = Buffer.allocUnsafe(size);
  for (let i = 0; i < size; i++) b[i] = (i * 31 + seed) & 0xff;
  return b;
}

/** A compose `mail` field with the defaults the screens send. */
export const compose = (fields: Partial<MailComposeFields> & { providerId: number }): MailComposeFields => ({
  to: [],
  subject: '',
  body: '',
  draftId: null,
  keepAttachmentIds: [],
  ...fields,
});
