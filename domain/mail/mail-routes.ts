/**
 * The mail routes of spec 2 (`/emails/{type}`, `/emails/{type}/{id}`,
 * `/folder/{type}/{folderId}`) and the lists they show (spec 4 box codes:
 * draft 0, inbox 1, sent 2, trash 3, unread 4, custom 5). Pure: the router,
 * the screens and the realtime wiring agree on one mapping.
 */
import { MAIL_BOX, type MailBoxCode } from '../codes';
import { isNumericId, paths, type MailType } from '../routes';

/** One mail list: a box, and for custom folders (5) the folder id (else 0). */
export interface MailView {
  box: MailBoxCode;
  folderId: number;
}

/** The route types that show a list (all but 'mailboxes', the folder list). */
export type MailListType = Exclude<MailType, 'mailboxes'>;

export const MAIL_TYPE_BOX: Readonly<Record<MailListType, MailBoxCode>> = {
  draft: MAIL_BOX.draft,
  inbox: MAIL_BOX.inbox,
  sent: MAIL_BOX.sent,
  trash: MAIL_BOX.trash,
  unread: MAIL_BOX.unread,
  custom: MAIL_BOX.custom,
};

const BOX_TYPE: Readonly<Record<MailBoxCode, MailListType>> = {
  0: 'draft',
  1: 'inbox',
  2: 'sent',
  3: 'trash',
  4: 'unread',
  5: 'custom',
};

export const boxOfType = (type: MailListType): MailBoxCode => MAIL_TYPE_BOX[type];
export const typeOfBox = (box: MailBoxCode): MailListType => BOX_TYPE[box];

/** The fixed boxes, in the order the mailboxes screen lists them. */
export const FIXED_MAIL_TYPES = ['inbox', 'unread', 'sent', 'draft', 'trash'] as const satisfies readonly MailListType[];
export type FixedMailType = (typeof FIXED_MAIL_TYPES)[number];

export const INBOX_VIEW: MailView = { box: MAIL_BOX.inbox, folderId: 0 };

/**
 * The list a route shows: null for 'mailboxes' (the folder list) and for a
 * custom folder without a usable folder id (the folder list stands in).
 * `/folder/{type}/{folderId}` with a fixed type shows that box.
 */
export function viewOfRoute(type: MailType, folderId?: string): MailView | null {
  if (type === 'mailboxes') return null;
  if (type !== 'custom') return { box: boxOfType(type), folderId: 0 };
  if (!isNumericId(folderId) || Number(folderId) === 0) return null;
  return { box: MAIL_BOX.custom, folderId: Number(folderId) };
}

/** A stable key of a view: 'inbox', 'unread', …, 'custom:3'. */
export const viewKey = (view: MailView): string =>
  view.box === MAIL_BOX.custom ? `custom:${view.folderId}` : typeOfBox(view.box);

export const mailListPath = (type: MailType): string => paths.emails.replace(':type', type);
export const MAILBOXES_PATH = mailListPath('mailboxes');
export const INBOX_PATH = mailListPath('inbox');

export const customFolderPath = (folderId: number): string =>
  paths.folder.replace(':type', 'custom').replace(':folderId', String(folderId));

/** Where a view's list lives: `/emails/{type}`, or `/folder/custom/{folderId}`. */
export const viewPath = (view: MailView): string =>
  view.box === MAIL_BOX.custom ? customFolderPath(view.folderId) : mailListPath(typeOfBox(view.box));

export const mailDetailPath = (type: MailListType, mailBoxId: number): string =>
  paths.emailDetail.replace(':type', type).replace(':id', String(mailBoxId));

/** Whether a path is one of the mail screens (compose, lists, detail, folders). */
export const isMailPath = (path: string): boolean =>
  path === paths.composeEmail || path.startsWith('/emails/') || path.startsWith('/folder/');

/** What the compose screen is asked to do. */
export type ComposeMode = 'new' | 'reply' | 'replyAll' | 'forward' | 'draft';

/**
 * `/compose-email?mode=…&id={mailBoxId}&type={type}`: ids only, never a
 * subject or a name (health information stays out of addresses).
 */
export function composePath(mode: ComposeMode, mailBoxId?: number, type?: MailListType): string {
  if (mode === 'new' || mailBoxId === undefined) return paths.composeEmail;
  const query = new URLSearchParams({ mode, id: String(mailBoxId) });
  if (type !== undefined && mode !== 'draft') query.set('type', type);
  return `${paths.composeEmail}?${query.toString()}`;
}
