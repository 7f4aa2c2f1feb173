/**
 * Portal mail state (spec 3 "E-mail", spec 4 "Mail box type codes",
 * "Realtime"): each list's folder state, the folder list with its counts,
 * the unread ids that drive the badges, favourites mode, the user's
 * signatures, the mail on the detail screen, and the role-24 e-mail
 * permission. Everything belongs to the signed-in user and the provider
 * selected in the header; a provider switch, sign-out or the service
 * worker's setVar resets it all. The calls and their action atoms live in
 * api/, one file per endpoint.
 */
import { atom, type Getter, type Setter } from 'jotai';
import { MAIL_BOX } from '../../domain/codes';
import type { MailContent, MailFolderListResponse, MailListEntry, MailSignature } from '../../domain/contract/mail';
import { messages } from '../../domain/messages';
import { emptyFolder, mailArrived, type FolderState } from '../../domain/mail/folder-state';
import { viewKey, type MailView } from '../../domain/mail/mail-routes';
import { ApiError } from '../api/api-error';
import { reportFailureAtom } from '../api/report-failure';
import { profileAtom, selectedProviderIdAtom, sessionAtom } from '../session/atoms';

/** Who and for whom the calls ask: the signed-in user's mailbox, the selected provider's mail. */
export interface MailScope {
  userId: number;
  providerId: number;
}
export const mailScopeAtom = atom<MailScope>((get) => ({ userId: get(sessionAtom)?.userId ?? 0, providerId: get(selectedProviderIdAtom) }));
export const hasMailScope = (scope: MailScope): boolean => scope.userId > 0 && scope.providerId > 0;

/** Favourites mode of the mail lists: only favourites are read and shown. */
export const mailFavouritesModeAtom = atom(false);

/* ---------- lists ---------- */

/** Each read list's state by viewKey ('inbox', 'unread', 'custom:3', …). */
export const mailFoldersAtom = atom<ReadonlyMap<string, FolderState>>(new Map());

/** One list's state (an empty one before its first read). */
export const folderStateOf = (get: Getter, view: MailView): FolderState =>
  get(mailFoldersAtom).get(viewKey(view)) ?? emptyFolder(view, get(mailFavouritesModeAtom));

export function changeFolder(get: Getter, set: Setter, view: MailView, change: (state: FolderState) => FolderState): void {
  const key = viewKey(view);
  const current = get(mailFoldersAtom).get(key) ?? emptyFolder(view, get(mailFavouritesModeAtom));
  const next = change(current);
  if (next !== current) set(mailFoldersAtom, (m) => new Map(m).set(key, next));
}

/** Applies a change to every read list (a read, a favourite, a move touches them all). */
export function changeAllFolders(set: Setter, change: (state: FolderState) => FolderState): void {
  set(mailFoldersAtom, (folders) => {
    let changed = false;
    const next = new Map<string, FolderState>();
    for (const [key, state] of folders) {
      const updated = change(state);
      if (updated !== state) changed = true;
      next.set(key, updated);
    }
    return changed ? next : folders;
  });
}

/** Bumped by a reset: the list and mailboxes screens read afresh. */
export const mailResetVersionAtom = atom(0);

/* ---------- folder list and counts ---------- */

export type MailLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface FolderListState {
  status: MailLoadStatus;
  data: MailFolderListResponse | null;
}
export const mailFolderListAtom = atom<FolderListState>({ status: 'idle', data: null });

/** A custom folder's name, once the folder list is read. */
export const mailFolderNameAtom = atom((get) => {
  const folders = get(mailFolderListAtom).data?.emailFolder ?? [];
  return (folderId: number): string | undefined => folders.find((f) => f.id === folderId)?.name;
});

/** getInboxUnreadMailCount's answer, for the provider it was asked for. */
export interface MailCounts {
  providerId: number;
  /** The newest unread ids (the server lists at most MAIL_UNREAD_IDS_MAX). */
  unreadMailIds: readonly number[];
  /** How many are unread, exactly: the badge shows this. */
  unreadCount: number;
  inboxCount: number;
}
export const mailCountsAtom = atom<MailCounts | null>(null);

/**
 * The unread received mail (spec 4: unread ids drive the badges): the
 * selected provider's count once read, before that the session's answer
 * (expiry_permissions carries unreadMailIds), so the badge shows at login.
 */
export const unreadMailIdsAtom = atom<readonly number[]>((get) => {
  const counts = get(mailCountsAtom);
  if (counts && counts.providerId === get(selectedProviderIdAtom)) return counts.unreadMailIds;
  return get(profileAtom)?.unreadMailIds ?? [];
});
export const inboxCountAtom = atom((get) => {
  const counts = get(mailCountsAtom);
  return counts && counts.providerId === get(selectedProviderIdAtom) ? counts.inboxCount : null;
});
/** How many received mails are unread: the counts' exact number, else the session's ids. */
export const unreadCountAtom = atom((get) => {
  const counts = get(mailCountsAtom);
  if (counts && counts.providerId === get(selectedProviderIdAtom)) return counts.unreadCount;
  return get(unreadMailIdsAtom).length;
});
/** The header's Mail badge. */
export const mailBadgeCountAtom = unreadCountAtom;

/** Changes the unread ids (and the inbox count) of the selected provider. */
export function changeCounts(get: Getter, set: Setter, change: (counts: MailCounts) => MailCounts): void {
  const providerId = get(selectedProviderIdAtom);
  const counts = get(mailCountsAtom);
  const base: MailCounts =
    counts && counts.providerId === providerId
      ? counts
      : { providerId, unreadMailIds: get(unreadMailIdsAtom), unreadCount: get(unreadCountAtom), inboxCount: get(inboxCountAtom) ?? 0 };
  set(mailCountsAtom, change(base));
}

/**
 * Mails read here: out of the unread ids, and off the count for each that
 * was unread (held in the ids or shown unread in a list).
 */
export function countsAfterRead(get: Getter, counts: MailCounts, read: readonly number[]): MailCounts {
  const listedUnread = new Set<number>();
  for (const folder of get(mailFoldersAtom).values()) for (const m of folder.list) if (m.readStatus === 0) listedUnread.add(m.mailBoxId);
  const ids = new Set(counts.unreadMailIds);
  const wasUnread = read.filter((id) => ids.has(id) || listedUnread.has(id)).length;
  const gone = new Set(read);
  return {
    ...counts,
    unreadMailIds: counts.unreadMailIds.filter((id) => !gone.has(id)),
    unreadCount: Math.max(0, counts.unreadCount - wasUnread),
  };
}

/* ---------- signatures ---------- */

/**
 * The user's signatures as the mailboxes screen lists them (getContactList
 * carries them). Compose reads its own copy when it opens, so a change here
 * reaches it on its next visit.
 */
export interface SignatureListState {
  status: MailLoadStatus;
  list: readonly MailSignature[] | null;
}
export const mailSignaturesAtom = atom<SignatureListState>({ status: 'idle', list: null });

/* ---------- the detail screen ---------- */

export interface MailDetailState {
  mailBoxId: number;
  status: Exclude<MailLoadStatus, 'idle'>;
  mail: MailContent | null;
  /** Why it could not be read (the screen offers Try again). */
  error: string | null;
}
export const mailDetailAtom = atom<MailDetailState | null>(null);

/** Changes the mail on the detail screen, when it is this one. */
export function changeDetail(set: Setter, mailBoxId: number, change: (mail: MailContent) => MailContent): void {
  set(mailDetailAtom, (d) => (d?.mail && d.mailBoxId === mailBoxId ? { ...d, mail: change(d.mail) } : d));
}

/** Mails whose favourite call is running (one call at a time per mail). */
export const mailFavouritePendingAtom = atom<ReadonlySet<number>>(new Set<number>());

/* ---------- role 24: e-mail permission ---------- */

export type MailPermissionStatus = 'checking' | 'permitted' | 'denied';
export interface MailPermissionState {
  providerId: number;
  status: MailPermissionStatus;
}
/** The last check (or refusal) for a provider (spec 6: role 24 needs e-mail permission per provider). */
export const mailPermissionAtom = atom<MailPermissionState | null>(null);

/** The selected provider's state, or null before it is checked. */
export const selectedMailPermissionAtom = atom((get) => {
  const state = get(mailPermissionAtom);
  return state && state.providerId === get(selectedProviderIdAtom) ? state.status : null;
});

/** The server's refusal of a delegate without e-mail permission (403 with the spec 6 text). */
export const isMailPermissionRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.message === messages.emailPermissionDenied;

/**
 * A failed call the user asked for: a permission refusal marks the provider
 * denied (the app's mail gate then shows the spec 6 text and leaves); a 401
 * was already handled by the client (logout); anything else is reported
 * as every feature's writes are (features/api/report-failure.ts).
 */
export const reportMailFailureAtom = atom(null, (get, set, error: unknown) => {
  if (isMailPermissionRefusal(error)) {
    set(mailPermissionAtom, { providerId: get(selectedProviderIdAtom), status: 'denied' });
    return;
  }
  if (error instanceof ApiError && error.status === 401) return;
  set(reportFailureAtom, error);
});

/** The text a screen shows for a failed read (its own words for a lost connection). */
export const loadFailureText = (error: unknown, fallback: string): string =>
  error instanceof ApiError && !error.isServerFailure ? error.message : fallback;

/* ---------- live mail and reset ---------- */

export type MailArrival = 'added' | 'known' | 'otherProvider';

/**
 * mailReceived (spec 4): the new mail goes to the front of the inbox or its
 * custom folder and of Unread, and raises the counts. Mail of a provider
 * other than the selected one changes nothing here (its counts are read on
 * switching to it). The same mail twice (two tabs' echoes) counts once.
 */
export const receiveMailAtom = atom(null, (get, set, entry: MailListEntry): MailArrival => {
  if (entry.providerId !== get(selectedProviderIdAtom)) return 'otherProvider';
  const received = entry.boxCode === MAIL_BOX.inbox || entry.boxCode === MAIL_BOX.custom;
  const unread = received && entry.readStatus === 0;
  if (get(unreadMailIdsAtom).includes(entry.mailBoxId)) return 'known';
  const held = [...get(mailFoldersAtom).values()].some((f) => f.list.some((m) => m.mailBoxId === entry.mailBoxId));
  if (held) return 'known';
  changeAllFolders(set, (state) => mailArrived(state, entry));
  changeCounts(get, set, (c) => ({
    ...c,
    unreadMailIds: unread ? [entry.mailBoxId, ...c.unreadMailIds] : c.unreadMailIds,
    unreadCount: unread ? c.unreadCount + 1 : c.unreadCount,
    inboxCount: entry.boxCode === MAIL_BOX.inbox ? c.inboxCount + 1 : c.inboxCount,
  }));
  set(mailFolderListAtom, (list) => (list.data ? { ...list, data: withArrival(list.data, entry, unread) } : list));
  return 'added';
});

function withArrival(data: MailFolderListResponse, entry: MailListEntry, unread: boolean): MailFolderListResponse {
  const bump = (c: { count: number; unread: number }) => ({ count: c.count + 1, unread: c.unread + (unread ? 1 : 0) });
  const boxes = { ...data.boxes };
  if (entry.boxCode === MAIL_BOX.inbox) boxes.inbox = bump(boxes.inbox);
  if (unread) boxes.unread = { count: boxes.unread.count + 1, unread: boxes.unread.unread + 1 };
  const emailFolder =
    entry.boxCode === MAIL_BOX.custom ? data.emailFolder.map((f) => (f.id === entry.folderId ? { ...f, ...bump(f) } : f)) : data.emailFolder;
  return { ...data, boxes, emailFolder };
}

/**
 * Sign-out, a provider switch, the service worker's setVar: nothing of the
 * last user's or provider's mail stays; the screens read afresh.
 */
export const resetMailAtom = atom(null, (_get, set) => {
  set(mailFoldersAtom, new Map());
  set(mailFolderListAtom, { status: 'idle', data: null });
  set(mailSignaturesAtom, { status: 'idle', list: null });
  set(mailCountsAtom, null);
  set(mailDetailAtom, null);
  set(mailFavouritePendingAtom, new Set<number>());
  set(mailPermissionAtom, null);
  set(mailResetVersionAtom, (v) => v + 1);
});
