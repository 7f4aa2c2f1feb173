import { describe, expect, it } from 'vitest';
import {
  belongsTo,
  canLoadMore,
  emptyFolder,
  mailArrived,
  mailFavourited,
  mailMoved,
  mailRead,
  mailRemoved,
  nextPageQuery,
  pageFailed,
  pageLoaded,
  pageRequested,
  resetFolder,
  type FolderState,
} from '../../../../domain/mail/folder-state';
import { mailEntry, mailPage } from '../../mail-entry-fixture';

const INBOX = { box: 1, folderId: 0 } as const;
const UNREAD = { box: 4, folderId: 0 } as const;
const BILLING = { box: 5, folderId: 3 } as const;

/** A list that has read page 1 with `entries`. */
const loaded = (view: FolderState['view'], entries = mailPage(50, 10), favouritesOnly = false): FolderState =>
  pageLoaded(pageRequested(emptyFolder(view, favouritesOnly), true), 1, entries);

const ids = (s: FolderState) => s.list.map((m) => m.mailBoxId);

describe('folder state: pages (spec 3, 9)', () => {
  it('given a full first page, should hold it, count one page and allow more', () => {
    const state = loaded(INBOX);
    expect(ids(state)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41]);
    expect(state).toMatchObject({ page: 1, additionalOffset: 0, loading: false, isFewPagesLoaded: true, isAllPagesLoaded: false });
    expect(canLoadMore(state)).toBe(true);
    expect(nextPageQuery(pageRequested(state, false))).toEqual({ page: 2, additionalOffset: 0 });
  });

  it('should append later pages once each by mailBoxId and stop after a short page', () => {
    let state = pageRequested(loaded(INBOX), false);
    state = pageLoaded(state, 2, [mailEntry(41), ...mailPage(40, 4)]);
    expect(ids(state)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41, 40, 39, 38, 37]);
    expect(state.page).toBe(2);
    expect(state.isAllPagesLoaded).toBe(true);
    expect(canLoadMore(state)).toBe(false);
  });

  it('given page 1 read again, should replace the list and start counting afresh', () => {
    let state = mailArrived(loaded(INBOX), mailEntry(60));
    state = pageLoaded(pageRequested(state, true), 1, mailPage(61, 3));
    expect(ids(state)).toEqual([61, 60, 59]);
    expect(state).toMatchObject({ page: 1, additionalOffset: 0, isAllPagesLoaded: true });
  });

  it('given a fresh start overtaking a next page, should drop the stale answer', () => {
    const reading2 = pageRequested(loaded(INBOX), false);
    const restarted = pageRequested(reading2, true);
    expect(pageLoaded(restarted, 2, mailPage(40, 10))).toBe(restarted);
    expect(pageFailed(restarted, 2, 'x')).toBe(restarted);
  });

  it('given a failure, should keep the list, say why and stop loading more until asked', () => {
    const failed = pageFailed(pageRequested(loaded(INBOX), false), 2, 'offline');
    expect(failed).toMatchObject({ loading: false, error: 'offline' });
    expect(failed.list).toHaveLength(10);
    expect(canLoadMore(failed)).toBe(false);
  });

  it('given favourites mode switched, should drop the other filter’s list at once', () => {
    const state = pageRequested(loaded(INBOX), true, true);
    expect(state.list).toEqual([]);
    expect(state.favouritesOnly).toBe(true);
  });

  it('should reset to nothing read', () => {
    expect(resetFolder(loaded(BILLING))).toEqual(emptyFolder(BILLING));
  });
});

describe('folder state: changes (spec 4)', () => {
  it('should put a new mail at the front and move later pages along by one', () => {
    const state = mailArrived(loaded(INBOX), mailEntry(51));
    expect(ids(state)[0]).toBe(51);
    expect(state.additionalOffset).toBe(1);
    expect(nextPageQuery(pageRequested(state, false))).toEqual({ page: 2, additionalOffset: 1 });
    // The same mail again, or mail of another list, changes nothing.
    expect(mailArrived(state, mailEntry(51))).toBe(state);
    expect(mailArrived(state, mailEntry(52, { boxCode: 5, folderId: 3 }))).toBe(state);
  });

  it('given a list not read yet, should leave it for its first read', () => {
    const state = emptyFolder(INBOX);
    expect(mailArrived(state, mailEntry(51))).toBe(state);
  });

  it('should add a new unread mail of a custom folder to Unread and to that folder', () => {
    const entry = mailEntry(51, { boxCode: 5, folderId: 3 });
    expect(ids(mailArrived(loaded(UNREAD), entry))[0]).toBe(51);
    expect(ids(mailArrived(loaded(BILLING, mailPage(30, 2, { boxCode: 5, folderId: 3 })), entry))[0]).toBe(51);
  });

  it('given a mail marked read, should set readStatus 1 and take it out of Unread', () => {
    const inbox = mailRead(loaded(INBOX), [50], 1);
    expect(inbox.list[0]).toMatchObject({ mailBoxId: 50, readStatus: 1 });
    const unread = mailRead(loaded(UNREAD), [50], 1);
    expect(ids(unread)).not.toContain(50);
    expect(unread.additionalOffset).toBe(-1);
  });

  it('given more mail left than arrived, should ask for the next page from an earlier start so none is skipped', () => {
    const state = pageRequested(mailRead(loaded(UNREAD), [50, 49], 1), false);
    // Ten were read, two left: the next mail is the server's 9th (index 8).
    expect(nextPageQuery(state)).toEqual({ page: 1, additionalOffset: 8 });
    const after = pageLoaded(state, 2, mailPage(40, 10));
    expect(after.page).toBe(2);
    expect(nextPageQuery(pageRequested(after, false))).toEqual({ page: 2, additionalOffset: 8 });
  });

  it('given favourites mode, should drop a mail that stops being a favourite; otherwise just flip its star', () => {
    const favourites = loaded(INBOX, mailPage(50, 3, { isFavourite: true }), true);
    expect(ids(mailFavourited(favourites, 49, false))).toEqual([50, 48]);
    const all = mailFavourited(loaded(INBOX), 49, true);
    expect(all.list[1]).toMatchObject({ mailBoxId: 49, isFavourite: true });
    expect(all.list).toHaveLength(10);
  });

  it('should take moved mail out of the lists that no longer show it and keep it where it still belongs', () => {
    const toBilling = { box: 5, folderId: 3 } as const;
    expect(ids(mailMoved(loaded(INBOX), [50], toBilling))).not.toContain(50);
    // Unread shows custom folders too: still there, now in the folder.
    expect(mailMoved(loaded(UNREAD), [50], toBilling).list[0]).toMatchObject({ mailBoxId: 50, boxCode: 5, folderId: 3 });
    expect(ids(mailMoved(loaded(UNREAD), [50], { box: 3, folderId: 0 }))).not.toContain(50);
  });

  it('should remove mail deleted for good or restored', () => {
    const trash = loaded({ box: 3, folderId: 0 }, mailPage(20, 3, { boxCode: 3 }));
    const state = mailRemoved(trash, [19, 99]);
    expect(ids(state)).toEqual([20, 18]);
    expect(state.additionalOffset).toBe(-1);
    expect(mailRemoved(trash, [99])).toBe(trash);
  });

  it('should say which view shows which mail', () => {
    const read = mailEntry(1, { readStatus: 1 });
    expect(belongsTo(UNREAD, read, false)).toBe(false);
    expect(belongsTo(UNREAD, mailEntry(1, { boxCode: 2 }), false)).toBe(false);
    expect(belongsTo(BILLING, mailEntry(1, { boxCode: 5, folderId: 4 }), false)).toBe(false);
    expect(belongsTo(INBOX, read, true)).toBe(false);
  });
});
