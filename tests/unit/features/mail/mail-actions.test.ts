import './stub-storage';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailContent } from '../../../../domain/contract/mail';
import { messages } from '../../../../domain/messages';
import { messageQueueAtom } from '../../../../features/api/popup-atoms';
import { addMailFolderAtom } from '../../../../features/mail/api/add-folder';
import { checkMailPermissionAtom } from '../../../../features/mail/api/check-permission';
import { deleteMailFolderAtom } from '../../../../features/mail/api/delete-folder';
import { deleteMailAtom } from '../../../../features/mail/api/delete-mail';
import { downloadAttachmentAtom } from '../../../../features/mail/api/download-attachment';
import { toggleMailFavouriteAtom } from '../../../../features/mail/api/favourite-mail';
import { loadMailCountsAtom } from '../../../../features/mail/api/get-mail-counts';
import { openMailAtom } from '../../../../features/mail/api/get-mail-content';
import { loadMailPageAtom } from '../../../../features/mail/api/get-mail-list';
import { loadFolderListAtom } from '../../../../features/mail/api/load-folder-list';
import { markMailReadAtom } from '../../../../features/mail/api/mark-read';
import { moveMailAtom } from '../../../../features/mail/api/move-mail';
import { renameMailFolderAtom } from '../../../../features/mail/api/rename-folder';
import { restoreMailAtom } from '../../../../features/mail/api/restore-mail';
import {
  mailBadgeCountAtom,
  mailDetailAtom,
  mailFavouritesModeAtom,
  mailFolderListAtom,
  mailFoldersAtom,
  selectedMailPermissionAtom,
} from '../../../../features/mail/atoms';
import { mailEntry, mailPage } from '../../mail-entry-fixture';
import { fakeHttp, held, json } from './fake-http';
import { PROVIDER, signIn, USER } from './mail-session';

const INBOX = { box: 1, folderId: 0 } as const;
const UNREAD = { box: 4, folderId: 0 } as const;
const getall = (box: number, page = 1, offset = 0, fav = 0) => `GET /api/portalemail/getall/${USER}/${box}/0/${page}/${offset}/${fav}/${PROVIDER}`;
const COUNTS = `GET /api/portalemail/getInboxUnreadMailCount/${USER}/0/${PROVIDER}`;
const FOLDERS = `GET /api/portalemail/loadFolderList/${USER}/${PROVIDER}`;

const content = (mailBoxId: number, over: Partial<MailContent> = {}): MailContent => ({
  ...mailEntry(mailBoxId, { readStatus: 1 }),
  body: '<p>Hello</p>',
  sender: { id: 6, name: 'Alex Morgan' },
  recipients: [{ id: USER, name: 'Ana Rivera' }],
  attachments: [],
  trashedFrom: null,
  ...over,
});
const folderList = (folders: { id: number; name: string }[] = [{ id: 3, name: 'Billing' }]) => ({
  emailFolder: folders.map((f) => ({ ...f, count: 1, unread: 0 })),
  boxes: { inbox: { count: 2, unread: 2 }, unread: { count: 2, unread: 2 }, sent: { count: 2, unread: 0 }, draft: { count: 1, unread: 0 }, trash: { count: 0, unread: 0 } },
});

let http: ReturnType<typeof fakeHttp>;
let store: ReturnType<typeof createStore>;
beforeEach(async () => {
  http = fakeHttp();
  store = createStore();
  signIn(store);
  http.on(COUNTS, json(200, { unreadMailIds: [50, 49], unreadCount: 2, inboxCount: 10 }));
  http.on(getall(1), json(200, { mailList: mailPage(50, 10) }));
  http.on(getall(4), json(200, { mailList: mailPage(50, 2) }));
  await store.set(loadMailCountsAtom);
  await store.set(loadMailPageAtom, { view: INBOX, first: true });
  await store.set(loadMailPageAtom, { view: UNREAD, first: true });
});

const list = (key: string) => store.get(mailFoldersAtom).get(key)!.list;
const popups = () => store.get(messageQueueAtom).map((m) => m.text);

describe('opening and reading mail (spec 4)', () => {
  it('should read the mail for the detail screen, and, read on the server, take it off Unread and the badge', async () => {
    http.on(`GET /api/email/getContent/${USER}/50/4/${PROVIDER}`, json(200, { mail: content(50) }));
    await store.set(openMailAtom, { mailBoxId: 50, mailType: 4 });
    expect(store.get(mailDetailAtom)).toMatchObject({ mailBoxId: 50, status: 'ready' });
    expect(list('unread').map((m) => m.mailBoxId)).toEqual([49]);
    expect(list('inbox')[0]).toMatchObject({ mailBoxId: 50, readStatus: 1 });
    expect(store.get(mailBadgeCountAtom)).toBe(1);
  });

  it('given a mail that is gone, should keep the reason for the screen', async () => {
    http.on(`GET /api/email/getContent/${USER}/77/1/${PROVIDER}`, json(404, { message: messages.mailGone }));
    await store.set(openMailAtom, { mailBoxId: 77, mailType: 1 });
    expect(store.get(mailDetailAtom)).toMatchObject({ status: 'failed', error: messages.mailGone });
  });

  it('should mark mail unread and take the server’s unread ids and count', async () => {
    http.on('PUT /api/portalemail/read', json(200, { unreadMailIds: [48, 50, 49], unreadCount: 3 }));
    expect(await store.set(markMailReadAtom, { mailBoxIds: [48], readStatus: 0 })).toBe(true);
    expect(http.calls('PUT /api/portalemail/read')[0]!.body).toEqual({ providerId: PROVIDER, mailBoxIds: [48], readStatus: 0 });
    expect(list('inbox')[2]).toMatchObject({ mailBoxId: 48, readStatus: 0 });
    expect(store.get(mailBadgeCountAtom)).toBe(3);
  });
});

describe('favourites (spec 4)', () => {
  it('should flip the star with one call at a time per mail', async () => {
    const slow = held(json(200, { mailBoxId: 50, isFavourite: true }));
    http.on('PUT /api/portalemail/favourite', slow.answer);
    const first = store.set(toggleMailFavouriteAtom, 50);
    await store.set(toggleMailFavouriteAtom, 50);
    slow.release();
    await first;
    expect(http.calls('PUT /api/portalemail/favourite').map((c) => c.body)).toEqual([{ providerId: PROVIDER, mailBoxId: 50, isFavourite: true }]);
    expect(list('inbox')[0]!.isFavourite).toBe(true);
  });

  it('given favourites mode, should drop a mail that is no longer a favourite from the list', async () => {
    store.set(mailFavouritesModeAtom, true);
    http.on(getall(1, 1, 0, 1), json(200, { mailList: mailPage(50, 2, { isFavourite: true }) }));
    await store.set(loadMailPageAtom, { view: INBOX, first: true });
    http.on('PUT /api/portalemail/favourite', json(200, { mailBoxId: 50, isFavourite: false }));
    await store.set(toggleMailFavouriteAtom, 50);
    expect(list('inbox').map((m) => m.mailBoxId)).toEqual([49]);
  });
});

describe('moving, Trash and deleting for good', () => {
  it('should move to a custom folder: out of the inbox, still in Unread, with a notice', async () => {
    http.on('PUT /api/portalemail/move', json(200, { moved: [50] }));
    expect(await store.set(moveMailAtom, { mailBoxIds: [50], to: { box: 5, folderId: 3 } })).toBe(true);
    expect(http.calls('PUT /api/portalemail/move')[0]!.body).toEqual({ providerId: PROVIDER, mailBoxIds: [50], boxCode: 5, folderId: 3 });
    expect(list('inbox').map((m) => m.mailBoxId)).not.toContain(50);
    expect(list('unread')[0]).toMatchObject({ mailBoxId: 50, boxCode: 5, folderId: 3 });
    expect(popups()).toContain(messages.mailMoved);
  });

  it('should trash a mail, then restore it where it came from', async () => {
    http.on(`GET /api/email/getContent/${USER}/48/1/${PROVIDER}`, json(200, { mail: content(48) }));
    await store.set(openMailAtom, { mailBoxId: 48, mailType: 1 });
    http.on('PUT /api/portalemail/move', json(200, { moved: [48] }));
    await store.set(moveMailAtom, { mailBoxIds: [48], to: { box: 3 } });
    expect(http.calls('PUT /api/portalemail/move')[0]!.body).toMatchObject({ boxCode: 3, folderId: null });
    expect(list('inbox').map((m) => m.mailBoxId)).not.toContain(48);
    expect(store.get(mailDetailAtom)!.mail).toMatchObject({ boxCode: 3, trashedFrom: 1 });
    expect(popups()).toContain(messages.mailTrashed);
    http.on('PUT /api/portalemail/restore', json(200, { restored: [mailEntry(48, { readStatus: 1 })] }));
    expect(await store.set(restoreMailAtom, [48])).toBe(true);
    expect(store.get(mailDetailAtom)!.mail).toMatchObject({ boxCode: 1, trashedFrom: null });
  });

  it('should delete for good with a DELETE carrying the ids', async () => {
    http.on('DELETE /api/portalemail/delete', json(200, { deleted: [50] }));
    expect(await store.set(deleteMailAtom, [50])).toBe(true);
    expect(http.calls('DELETE /api/portalemail/delete')[0]!.body).toEqual({ providerId: PROVIDER, mailBoxIds: [50] });
    expect(popups()).toContain(messages.mailDeleted);
  });

  it("given the server's refusal, should show its text in the global popup", async () => {
    http.on('DELETE /api/portalemail/delete', json(422, { message: messages.mailOnlyTrashDeletes }));
    expect(await store.set(deleteMailAtom, [50])).toBe(false);
    expect(popups()).toContain(messages.mailOnlyTrashDeletes);
  });
});

describe('custom folders', () => {
  beforeEach(async () => {
    http.on(FOLDERS, json(200, folderList()));
    await store.set(loadFolderListAtom);
  });
  const names = () => store.get(mailFolderListAtom).data!.emailFolder.map((f) => f.name);

  it('given an empty name, should say so without a call', async () => {
    expect(await store.set(addMailFolderAtom, '   ')).toEqual({ ok: false, message: messages.folderNameRequired });
    expect(http.calls('POST /api/portalemail/folder')).toHaveLength(0);
  });

  it('should create, rename and delete a folder', async () => {
    http.on('POST /api/portalemail/folder', json(200, { folder: { id: 4, name: 'Forms' } }));
    expect(await store.set(addMailFolderAtom, ' Forms ')).toEqual({ ok: true });
    expect(http.calls('POST /api/portalemail/folder')[0]!.body).toEqual({ name: 'Forms' });
    expect(names()).toEqual(['Billing', 'Forms']);
    http.on('PUT /api/portalemail/folder/4', json(200, { folder: { id: 4, name: 'Consent' } }));
    expect(await store.set(renameMailFolderAtom, { folderId: 4, name: 'Consent' })).toEqual({ ok: true });
    expect(names()).toEqual(['Billing', 'Consent']);
    http.on('DELETE /api/portalemail/folder/4', json(200, { movedToInbox: 0 }));
    expect(await store.set(deleteMailFolderAtom, 4)).toBe(true);
    expect(names()).toEqual(['Billing']);
  });

  it("given a name the server refuses, should hand its text to the dialog", async () => {
    http.on('POST /api/portalemail/folder', json(409, { message: messages.folderExists }));
    expect(await store.set(addMailFolderAtom, 'billing')).toEqual({ ok: false, message: messages.folderExists });
  });
});

describe('role 24 permission and downloads', () => {
  it('should ask email/checkPermission for the provider and keep the answer', async () => {
    http.on(`GET /api/email/checkPermission/${PROVIDER}`, json(200, { permitted: false, error: messages.emailPermissionDenied }));
    expect(await store.set(checkMailPermissionAtom, PROVIDER)).toBe('denied');
    expect(store.get(selectedMailPermissionAtom)).toBe('denied');
    http.on(`GET /api/email/checkPermission/${PROVIDER}`, json(200, { permitted: true }));
    expect(await store.set(checkMailPermissionAtom, PROVIDER)).toBe('permitted');
  });

  it('should fetch an attachment with the session headers and its file name', async () => {
    http.on('GET /api/portalemail/attachment/9', () => new Response('%PDF', { status: 200, headers: { 'content-disposition': "attachment; filename*=UTF-8''consent%20forms.pdf" } }));
    const file = await store.set(downloadAttachmentAtom, { id: 9, name: 'fallback.pdf' });
    expect(file?.fileName).toBe('consent forms.pdf');
    expect(http.calls('GET /api/portalemail/attachment/9')[0]!.headers.get('token')).toBe('tok');
  });
});
