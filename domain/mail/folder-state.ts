/**
 * The per-folder list state of spec 3 ("list, page, additionalOffset,
 * loading, isFewPagesLoaded, isAllPagesLoaded") and how it changes (spec 4
 * "Mail box type codes"): pages of MAIL_PAGE_SIZE appended newest first
 * until one comes back short, a new mail to the front, marking read (which
 * takes a mail out of the unread list), favourites (in favourites mode a
 * non-favourite leaves the view), moves and deletes, reset. Pure: the
 * browser's atoms apply these, and the unit tests pin them down.
 */
import { MAIL_BOX, type MailBoxCode } from '../codes';
import { MAIL_PAGE_SIZE, type MailListEntry } from '../contract/mail';
import type { MailView } from './mail-routes';

export interface FolderState {
  view: MailView;
  /** Newest first, each mailBoxId once. */
  list: readonly MailListEntry[];
  /** Pages read since page 1 was (re)read; 0 before the first answer. */
  page: number;
  /**
   * How far the server's list moved at the front since page 1 was read:
   * +1 for each mail that arrived there (spec 4), −1 for each that left this
   * list (read in Unread, moved, trashed, unfavourited in favourites mode),
   * so the next page starts exactly after what is shown.
   */
  additionalOffset: number;
  loading: boolean;
  /** The page being read (1 = a fresh start), or null. An answer for any other is stale. */
  loadingPage: number | null;
  /** At least one page has been read. */
  isFewPagesLoaded: boolean;
  /** The last page came back with fewer than MAIL_PAGE_SIZE: nothing more to read. */
  isAllPagesLoaded: boolean;
  /** Whether the list was read in favourites mode (only favourites). */
  favouritesOnly: boolean;
  /** Why the last read failed, for the screen's Try again. */
  error: string | null;
}

export const emptyFolder = (view: MailView, favouritesOnly = false): FolderState => ({
  view,
  list: [],
  page: 0,
  additionalOffset: 0,
  loading: false,
  loadingPage: null,
  isFewPagesLoaded: false,
  isAllPagesLoaded: false,
  favouritesOnly,
  error: null,
});

/** Reset (spec 4: "reset clears all folders"). */
export const resetFolder = (state: FolderState): FolderState => emptyFolder(state.view, state.favouritesOnly);

type Placement = Pick<MailListEntry, 'boxCode' | 'folderId' | 'readStatus' | 'isFavourite'>;

/**
 * Whether a mail shows in a view: its box (unread 4 is the unread received
 * mail of the inbox and custom folders), its folder for custom folders, and
 * in favourites mode only favourites.
 */
export function belongsTo(view: MailView, entry: Placement, favouritesOnly: boolean): boolean {
  if (favouritesOnly && !entry.isFavourite) return false;
  switch (view.box) {
    case MAIL_BOX.unread:
      return (entry.boxCode === MAIL_BOX.inbox || entry.boxCode === MAIL_BOX.custom) && entry.readStatus === 0;
    case MAIL_BOX.custom:
      return entry.boxCode === MAIL_BOX.custom && entry.folderId === view.folderId;
    default:
      return entry.boxCode === view.box;
  }
}

/** Whether the list may read another page now. */
export const canLoadMore = (state: FolderState): boolean =>
  state.isFewPagesLoaded && !state.isAllPagesLoaded && !state.loading && state.error === null;

/**
 * Starts reading a page: 1 reads afresh (every visit of a list screen does,
 * so a mail sent from compose shows without any coupling), otherwise the
 * next page. A change of favourites mode drops the list at once: it was
 * another filter. The shown list stays while page 1 is read again, so the
 * screen does not flash.
 */
export function pageRequested(state: FolderState, first: boolean, favouritesOnly = state.favouritesOnly): FolderState {
  const base = favouritesOnly === state.favouritesOnly ? state : emptyFolder(state.view, favouritesOnly);
  return { ...base, loading: true, loadingPage: first ? 1 : base.page + 1, error: null };
}

/**
 * The getall path parts of the next page: the spec's page and
 * additionalOffset. When more mail left the list than arrived, the start is
 * expressed as an earlier page plus an offset (the call takes no negative
 * offset), so no mail is skipped.
 */
export function nextPageQuery(state: FolderState): { page: number; additionalOffset: number } {
  if (state.loadingPage === 1 || state.page === 0) return { page: 1, additionalOffset: 0 };
  if (state.additionalOffset >= 0) return { page: state.page + 1, additionalOffset: state.additionalOffset };
  const start = Math.max(0, state.page * MAIL_PAGE_SIZE + state.additionalOffset);
  return { page: Math.floor(start / MAIL_PAGE_SIZE) + 1, additionalOffset: start % MAIL_PAGE_SIZE };
}

function withoutDuplicates(list: readonly MailListEntry[]): MailListEntry[] {
  const seen = new Set<number>();
  return list.filter((m) => !seen.has(m.mailBoxId) && seen.add(m.mailBoxId));
}

/**
 * A page arrived: page 1 replaces the list, later pages append (each
 * mailBoxId once); fewer than MAIL_PAGE_SIZE marks the last page. An answer
 * for a page no longer being read (a fresh start overtook it) changes nothing.
 */
export function pageLoaded(state: FolderState, page: number, entries: readonly MailListEntry[]): FolderState {
  if (state.loadingPage !== page) return state;
  const first = page === 1;
  return {
    ...state,
    list: withoutDuplicates(first ? entries : [...state.list, ...entries]),
    page: first ? 1 : state.page + 1,
    additionalOffset: first ? 0 : state.additionalOffset,
    loading: false,
    loadingPage: null,
    isFewPagesLoaded: true,
    isAllPagesLoaded: entries.length < MAIL_PAGE_SIZE,
    error: null,
  };
}

export function pageFailed(state: FolderState, page: number, error: string): FolderState {
  if (state.loadingPage !== page) return state;
  return { ...state, loading: false, loadingPage: null, error };
}

/**
 * A new mail goes to the front (spec 4) of a list that has been read and
 * that shows it; the server's pages move along by one (additionalOffset + 1).
 */
export function mailArrived(state: FolderState, entry: MailListEntry): FolderState {
  if (!state.isFewPagesLoaded || !belongsTo(state.view, entry, state.favouritesOnly)) return state;
  if (state.list.some((m) => m.mailBoxId === entry.mailBoxId)) return state;
  return { ...state, list: [entry, ...state.list], additionalOffset: state.additionalOffset + 1 };
}

/**
 * Entries of this list changed: each stays (updated) while it still
 * belongs here, or leaves the list. Mails not in the list are left alone
 * (a list learns of mail moved into it on its next read).
 */
function entriesChanged(state: FolderState, change: (entry: MailListEntry) => MailListEntry | null): FolderState {
  let left = 0;
  let touched = false;
  const list: MailListEntry[] = [];
  for (const entry of state.list) {
    const next = change(entry);
    if (next === null) {
      list.push(entry);
      continue;
    }
    touched = true;
    if (belongsTo(state.view, next, state.favouritesOnly)) list.push(next);
    else left += 1;
  }
  return touched ? { ...state, list, additionalOffset: state.additionalOffset - left } : state;
}

const idSet = (ids: readonly number[]): ReadonlySet<number> => new Set(ids);

/** Marked read (readStatus 1; it leaves the unread list) or unread (0). */
export function mailRead(state: FolderState, mailBoxIds: readonly number[], readStatus: 0 | 1): FolderState {
  const ids = idSet(mailBoxIds);
  return entriesChanged(state, (e) => (ids.has(e.mailBoxId) ? { ...e, readStatus } : null));
}

/** The favourite toggled; in favourites mode a mail that is no longer one leaves the view. */
export function mailFavourited(state: FolderState, mailBoxId: number, isFavourite: boolean): FolderState {
  return entriesChanged(state, (e) => (e.mailBoxId === mailBoxId ? { ...e, isFavourite } : null));
}

/** Moved to the inbox, a custom folder or Trash (3): it leaves every list that no longer shows it. */
export function mailMoved(state: FolderState, mailBoxIds: readonly number[], to: { box: MailBoxCode; folderId: number }): FolderState {
  const ids = idSet(mailBoxIds);
  return entriesChanged(state, (e) => (ids.has(e.mailBoxId) ? { ...e, boxCode: to.box, folderId: to.box === MAIL_BOX.custom ? to.folderId : 0 } : null));
}

/** Gone from this list (restored out of Trash, deleted for good, its folder deleted). */
export function mailRemoved(state: FolderState, mailBoxIds: readonly number[]): FolderState {
  const ids = idSet(mailBoxIds);
  const list = state.list.filter((e) => !ids.has(e.mailBoxId));
  const left = state.list.length - list.length;
  return left === 0 ? state : { ...state, list, additionalOffset: state.additionalOffset - left };
}
