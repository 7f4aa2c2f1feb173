import { createStore } from 'jotai';
import './stub-storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../domain/messages';
import { loadMailPageAtom } from '../../../../features/mail/api/get-mail-list';
import { loadMailCountsAtom } from '../../../../features/mail/api/get-mail-counts';
import { mailBadgeCountAtom, mailFavouritesModeAtom, mailFoldersAtom, receiveMailAtom, resetMailAtom, unreadMailIdsAtom } from '../../../../features/mail/atoms';
import { selectProviderAtom } from '../../../../features/session/atoms';
import { mailEntry, mailPage } from '../../mail-entry-fixture';
import { fakeHttp, held, json } from './fake-http';
import { PROVIDER, signIn, USER } from './mail-session';

const INBOX = { box: 1, folderId: 0 } as const;
const UNREAD = { box: 4, folderId: 0 } as const;
const getall = (box: number, folder: number, page: number, offset: number, fav = 0) =>
  `GET /api/portalemail/getall/${USER}/${box}/${folder}/${page}/${offset}/${fav}/${PROVIDER}`;
const COUNTS = `GET /api/portalemail/getInboxUnreadMailCount/${USER}/0/${PROVIDER}`;

let http: ReturnType<typeof fakeHttp>;
beforeEach(() => {
  http = fakeHttp();
});

const listOf = (store: ReturnType<typeof createStore>, key: string) => store.get(mailFoldersAtom).get(key);

describe('mail lists (spec 3, 9)', () => {
  it('given a visit, should read page 1 with the session headers, then further pages until a short one', async () => {
    const store = createStore();
    signIn(store);
    http.on(getall(1, 0, 1, 0), json(200, { mailList: mailPage(50, 10) }));
    http.on(getall(1, 0, 2, 0), json(200, { mailList: mailPage(40, 3) }));
    await store.set(loadMailPageAtom, { view: INBOX, first: true });
    expect(http.seen[0]!.headers.get('token')).toBe('tok');
    expect(http.seen[0]!.headers.get('userid')).toBe(String(USER));
    expect(listOf(store, 'inbox')).toMatchObject({ page: 1, isAllPagesLoaded: false });
    await store.set(loadMailPageAtom, { view: INBOX, first: false });
    expect(listOf(store, 'inbox')!.list).toHaveLength(13);
    expect(listOf(store, 'inbox')!.isAllPagesLoaded).toBe(true);
    await store.set(loadMailPageAtom, { view: INBOX, first: false });
    expect(http.seen).toHaveLength(2);
  });

  it('given a next page already being read, should not ask twice', async () => {
    const store = createStore();
    signIn(store);
    http.on(getall(1, 0, 1, 0), json(200, { mailList: mailPage(50, 10) }));
    const slow = held(json(200, { mailList: mailPage(40, 10) }));
    http.on(getall(1, 0, 2, 0), slow.answer);
    await store.set(loadMailPageAtom, { view: INBOX, first: true });
    const first = store.set(loadMailPageAtom, { view: INBOX, first: false });
    await store.set(loadMailPageAtom, { view: INBOX, first: false });
    slow.release();
    await first;
    expect(http.calls(getall(1, 0, 2, 0))).toHaveLength(1);
    expect(listOf(store, 'inbox')!.list).toHaveLength(20);
  });

  it('given favourites mode, should ask for favourites only', async () => {
    const store = createStore();
    signIn(store);
    store.set(mailFavouritesModeAtom, true);
    http.on(getall(1, 0, 1, 0, 1), json(200, { mailList: [mailEntry(5, { isFavourite: true })] }));
    await store.set(loadMailPageAtom, { view: INBOX, first: true });
    expect(listOf(store, 'inbox')).toMatchObject({ favouritesOnly: true, isAllPagesLoaded: true });
  });

  it('given a failed read, should keep the reason for the screen and not raise a popup', async () => {
    const store = createStore();
    signIn(store);
    http.on(getall(1, 0, 1, 0), json(500, { message: 'boom' }));
    await store.set(loadMailPageAtom, { view: INBOX, first: true });
    expect(listOf(store, 'inbox')).toMatchObject({ loading: false, error: expect.any(String) as string, list: [] });
  });

  it('given an answer arriving after a provider switch, should drop it', async () => {
    const store = createStore();
    signIn(store, { permittedUserList: [] });
    const slow = held(json(200, { mailList: mailPage(50, 10) }));
    http.on(getall(1, 0, 1, 0), slow.answer);
    const reading = store.set(loadMailPageAtom, { view: INBOX, first: true });
    store.set(resetMailAtom);
    signIn(store, { selectedProviderId: 9 });
    slow.release();
    await reading;
    expect(listOf(store, 'inbox')?.list ?? []).toEqual([]);
  });
});

describe('badge counts and live mail (spec 4)', () => {
  it('given no counts read yet, should show the session answer’s unread ids, then the provider’s', async () => {
    const store = createStore();
    signIn(store, { unreadMailIds: [1, 2, 3] });
    expect(store.get(mailBadgeCountAtom)).toBe(3);
    http.on(COUNTS, json(200, { unreadMailIds: [7, 8], unreadCount: 2, inboxCount: 4 }));
    await store.set(loadMailCountsAtom);
    expect(store.get(unreadMailIdsAtom)).toEqual([7, 8]);
    expect(store.get(mailBadgeCountAtom)).toBe(2);
  });

  it('given a live mail for the selected provider, should put it at the front of Inbox and Unread and raise the badge', async () => {
    const store = createStore();
    signIn(store);
    http.on(COUNTS, json(200, { unreadMailIds: [50], unreadCount: 1, inboxCount: 10 }));
    http.on(getall(1, 0, 1, 0), json(200, { mailList: mailPage(50, 10) }));
    http.on(getall(4, 0, 1, 0), json(200, { mailList: [mailEntry(50)] }));
    await store.set(loadMailCountsAtom);
    await store.set(loadMailPageAtom, { view: INBOX, first: true });
    await store.set(loadMailPageAtom, { view: UNREAD, first: true });
    expect(store.set(receiveMailAtom, mailEntry(51))).toBe('added');
    expect(listOf(store, 'inbox')!.list[0]!.mailBoxId).toBe(51);
    expect(listOf(store, 'inbox')!.additionalOffset).toBe(1);
    expect(listOf(store, 'unread')!.list.map((m) => m.mailBoxId)).toEqual([51, 50]);
    expect(store.get(mailBadgeCountAtom)).toBe(2);
    // The same mail again (another tab's echo) counts once.
    expect(store.set(receiveMailAtom, mailEntry(51))).toBe('known');
    expect(store.get(mailBadgeCountAtom)).toBe(2);
  });

  it("given a live mail of another provider, should leave this provider's lists and counts alone", () => {
    const store = createStore();
    signIn(store, { unreadMailIds: [] });
    expect(store.set(receiveMailAtom, mailEntry(51, { providerId: 99 }))).toBe('otherProvider');
    expect(store.get(mailBadgeCountAtom)).toBe(0);
  });

  it('given a reset (sign-out, provider switch, setVar), should forget every list and count', async () => {
    const store = createStore();
    signIn(store, { unreadMailIds: [1] });
    http.on(getall(1, 0, 1, 0), json(200, { mailList: mailPage(50, 10) }));
    http.on(COUNTS, json(200, { unreadMailIds: [4, 5], unreadCount: 2, inboxCount: 10 }));
    await store.set(loadMailPageAtom, { view: INBOX, first: true });
    await store.set(loadMailCountsAtom);
    store.set(resetMailAtom);
    expect(store.get(mailFoldersAtom).size).toBe(0);
    // Back to the session's answer until the counts are read again.
    expect(store.get(unreadMailIdsAtom)).toEqual([1]);
  });

  it('given another provider selected, should not use the last provider’s counts', async () => {
    const store = createStore();
    signIn(store, {
      unreadMailIds: [],
      permittedUserList: [
        {
          id: 9, firstName: 'Dr', lastName: 'Chen', middleName: '', namePrefix: '', nameSuffix: '', permission_id: null, permission_status: null,
          videoUserID: null, connectUserID: null, add_video_appointment_permission: null, delete_video_appointment_permission_refused: false,
          subscriber_id: 9, emailPermission: true,
        },
      ],
    });
    http.on(COUNTS, json(200, { unreadMailIds: [4, 5], unreadCount: 2, inboxCount: 10 }));
    await store.set(loadMailCountsAtom);
    expect(store.get(mailBadgeCountAtom)).toBe(2);
    expect(store.set(selectProviderAtom, 9)).toBe(true);
    expect(store.get(mailBadgeCountAtom)).toBe(0);
  });
});

describe('server refusals', () => {
  it("given a delegate refused by the server (403 with the spec 6 text), should mark the provider denied for the app's gate", async () => {
    const store = createStore();
    signIn(store, { userRole: 24, userType: 4 });
    http.on(getall(1, 0, 1, 0), json(403, { message: messages.emailPermissionDenied }));
    await store.set(loadMailPageAtom, { view: INBOX, first: true });
    const { selectedMailPermissionAtom } = await import('../../../../features/mail/atoms');
    expect(store.get(selectedMailPermissionAtom)).toBe('denied');
  });
});
