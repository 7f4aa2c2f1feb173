/**
 * Portal mail (spec 1, 2 "E-mail", 3 "E-mail", 4 "Mail box type codes", 5, 6,
 * 7 portalemail/* and email/*, 9). Every user has one mailbox; each mail
 * belongs to a provider's practice (`providerId`), and a list shows the
 * mail of the provider selected in the header. Role 24 needs e-mail
 * permission for that provider (spec 6).
 *
 * Ids: `mailBoxId` is one user's copy of a mail (their mailbox entry) and is
 * what every call names; `messageId` is the mail itself, shared by its
 * sender and recipients.
 *
 * Calls added to spec 7's list (the screens need them): send, draft, move,
 * restore, read, favourite, delete, folder add/rename/delete, signature
 * save/delete and attachment download, all under portalemail/.
 */
import { z } from 'zod';
import { MAIL_BOX } from '../codes';
import { messages } from '../messages';
import { dayRangeParams } from './calendar';
import { idParam, numericParam, wholeNumberParam } from './common';

/** Spec 9: a mail list page holds 10; fewer means the last page. */
export const MAIL_PAGE_SIZE = 10;
/** Spec 2: the add-email (To) field holds at most 2 addresses. */
export const MAIL_RECIPIENTS_MAX = 2;
export const MAIL_SUBJECT_MAX = 200;
/** Characters of the body's HTML. */
export const MAIL_BODY_MAX = 100_000;
/** Characters of the plain-text preview a list row shows. */
export const MAIL_PREVIEW_MAX = 140;
export const MAIL_FOLDER_NAME_MAX = 50;
export const MAIL_FOLDERS_MAX = 100;
export const MAIL_SIGNATURE_MAX = 5_000;
export const MAIL_SIGNATURES_MAX = 10;
/** One call moves, marks or deletes at most this many mails. */
export const MAIL_BATCH_MAX = 100;
/** Each search group (Inbox, Draft, Sent, Trash) answers at most this many. */
export const MAIL_SEARCH_GROUP_MAX = 25;
/** Spec 9: the e-mail search range defaults to 3 months either side of today. */
export const MAIL_SEARCH_DEFAULT_MONTHS = 3;
/** The longest search range: two years, as the header search. */
export const MAIL_SEARCH_RANGE_MAX_DAYS = 731;
export const MAIL_SEARCH_TERM_MAX = 100;
/** The multipart field that carries the JSON of a send or draft; files go in `files`. */
export const MAIL_FORM_FIELD = 'mail';
export const MAIL_FILES_FIELD = 'files';

const invalid = { error: messages.invalidRequest };
const positiveId = z.int32(invalid).positive(messages.invalidRequest);
const idList = (max = MAIL_BATCH_MAX) =>
  z.array(positiveId, invalid).min(1, messages.invalidRequest).max(max, messages.invalidRequest);
const flag = z.union([z.literal(0), z.literal(1)]);
const flagParam = z.enum(['0', '1']).transform((v) => v === '1');
const providerParam = idParam;

/** Box codes a mailbox entry is stored under: unread (4) is a view of inbox and custom folders. */
export const STORED_MAIL_BOXES = [MAIL_BOX.draft, MAIL_BOX.inbox, MAIL_BOX.sent, MAIL_BOX.trash, MAIL_BOX.custom] as const;
export const mailBoxCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

/* ---------- what the screens read ---------- */

/** One row of a mail list (spec 3: mailBoxId, folderId, readStatus, isFavourite, from, to, sub, time). */
export const mailListEntry = z.object({
  mailBoxId: z.int32(),
  messageId: z.int32(),
  /** Where the entry is stored: draft 0, inbox 1, sent 2, trash 3, custom 5. */
  boxCode: mailBoxCode,
  /** The custom folder, 0 when none. */
  folderId: z.int32(),
  readStatus: flag,
  isFavourite: z.boolean(),
  /** The sender's name. */
  from: z.string(),
  fromId: z.int32(),
  /** The recipients' names, comma-separated. */
  to: z.string(),
  sub: z.string(),
  /** The start of the body as plain text. */
  preview: z.string(),
  /** ISO 8601 instant: when it was sent, or last saved for a draft. */
  time: z.string(),
  hasAttachment: z.boolean(),
  providerId: z.int32(),
});
export type MailListEntry = z.infer<typeof mailListEntry>;

export const mailAttachment = z.object({
  id: z.int32(),
  name: z.string(),
  size: z.int32(),
  contentType: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachment>;

export const mailPerson = z.object({ id: z.int32(), name: z.string() });
export type MailPerson = z.infer<typeof mailPerson>;

/** One mail as the detail screen (and compose, for a draft) reads it. */
export const mailContent = mailListEntry.extend({
  /** Sanitised HTML (again sanitised by the screen before it is shown). */
  body: z.string(),
  sender: mailPerson,
  recipients: z.array(mailPerson),
  attachments: z.array(mailAttachment),
  /** While in Trash: the box it came from (restore puts it back). */
  trashedFrom: mailBoxCode.nullable(),
});
export type MailContent = z.infer<typeof mailContent>;

export const mailFolder = z.object({
  id: z.int32(),
  name: z.string(),
  /** Mails in it (of the selected provider). */
  count: z.int32(),
  unread: z.int32(),
});
export type MailFolder = z.infer<typeof mailFolder>;

/* ---------- GET portalemail/getall/{userId}/{boxCode}/{folderId}/{page}/{additionalOffset}/{favouriteFlag}/{providerId} ---------- */

export const mailListParams = z.object({
  /** Must be the signed-in user: a mailbox is read only by its owner. */
  userId: numericParam,
  boxCode: numericParam.pipe(mailBoxCode),
  /** The custom folder for box 5, else 0. */
  folderId: numericParam,
  /** 1 is the newest page (spec 4: mail page starts at 1). */
  page: wholeNumberParam({ min: 1, max: 100_000 }),
  /** Mails that arrived at the front since page 1 was read: pages start that much further on. */
  additionalOffset: wholeNumberParam({ max: 100_000 }),
  favouriteFlag: flagParam,
  providerId: providerParam,
});
/** Newest first; fewer than MAIL_PAGE_SIZE means the last page. */
export const mailListResponse = z.object({ mailList: z.array(mailListEntry) });
export type MailListResponse = z.infer<typeof mailListResponse>;

/* ---------- GET portalemail/getInboxUnreadMailCount/{userId}/{favouriteFlag}/{providerId} ---------- */

export const mailCountParams = z.object({ userId: numericParam, favouriteFlag: flagParam, providerId: providerParam });
/** The most unread ids one answer lists (newest first); unreadCount is always exact. */
export const MAIL_UNREAD_IDS_MAX = 1_000;
export const mailCountResponse = z.object({
  /** mailBoxIds of unread received mail (inbox and custom folders), newest first, at most MAIL_UNREAD_IDS_MAX. */
  unreadMailIds: z.array(z.int32()),
  /** How many unread received mails there are: the badge shows this. */
  unreadCount: z.int32(),
  /** Mails in the inbox. */
  inboxCount: z.int32(),
});
export type MailCountResponse = z.infer<typeof mailCountResponse>;

/* ---------- GET portalemail/loadFolderList/{userId}/{providerId} ---------- */

export const mailFolderListParams = z.object({ userId: numericParam, providerId: providerParam });
const boxCount = z.object({ count: z.int32(), unread: z.int32() });
export const mailFolderListResponse = z.object({
  emailFolder: z.array(mailFolder),
  /** Counts of the fixed boxes, for the folder list. */
  boxes: z.object({ inbox: boxCount, unread: boxCount, sent: boxCount, draft: boxCount, trash: boxCount }),
});
export type MailFolderListResponse = z.infer<typeof mailFolderListResponse>;

/* ---------- GET portalemail/getContactList/{userId}/{providerId} ---------- */

export const mailContact = z.object({
  id: z.int32(),
  name: z.string(),
  /** 7/8/11 providers and staff, 24 delegates, 22 clients, 25 other persons. */
  role: z.int32(),
});
export type MailContact = z.infer<typeof mailContact>;
export const mailSignature = z.object({ id: z.int32(), name: z.string(), body: z.string() });
export type MailSignature = z.infer<typeof mailSignature>;
export const mailContactListResponse = z.object({ contactList: z.array(mailContact), signatures: z.array(mailSignature) });
export type MailContactListResponse = z.infer<typeof mailContactListResponse>;

/* ---------- GET portalemail/search/{userId}/{start}/{end}/{term}/{providerId}/{all}/{subject}/{sender}/{receiver} ---------- */

export const mailSearchParams = z.object({
  userId: numericParam,
  ...dayRangeParams,
  term: z
    .string({ error: messages.searchTermRequired })
    .trim()
    .min(1, messages.searchTermRequired)
    .max(MAIL_SEARCH_TERM_MAX, messages.invalidRequest),
  providerId: providerParam,
  all: flagParam,
  subject: flagParam,
  sender: flagParam,
  receiver: flagParam,
});
export type MailSearchParams = z.infer<typeof mailSearchParams>;
/** Spec 2: results grouped Inbox (with custom folders), Draft, Sent, Trash. */
export const mailSearchResponse = z.object({
  searchDetails: z.object({
    inbox: z.array(mailListEntry),
    draft: z.array(mailListEntry),
    sent: z.array(mailListEntry),
    trash: z.array(mailListEntry),
  }),
});
export type MailSearchResponse = z.infer<typeof mailSearchResponse>;

/* ---------- GET email/getContent/{userId}/{mailId}/{mailType}/{providerId} ---------- */

export const mailContentParams = z.object({
  userId: numericParam,
  /** The mailBoxId. */
  mailId: numericParam,
  /** The box the screen shows it from (spec 4 codes). */
  mailType: numericParam.pipe(mailBoxCode),
  providerId: providerParam,
});
/** Opening a received mail marks it read (spec 4). */
export const mailContentResponse = z.object({ mail: mailContent });
export type MailContentResponse = z.infer<typeof mailContentResponse>;

/* ---------- GET email/checkUserContact/{userId}/{isGroup} ---------- */

/** Whether the signed-in user may write to this user (or, with isGroup 1, is a member of this chat group). */
export const mailCheckContactParams = z.object({ userId: numericParam, isGroup: flagParam });
export const mailCheckContactResponse = z.object({ allowed: z.boolean() });

/* ---------- GET email/checkPermission/{providerId} ---------- */

export const mailCheckPermissionParams = z.object({ providerId: providerParam });
/** Spec 7 "may contain error": the refusal's text for role 24 without e-mail permission. */
export const mailCheckPermissionResponse = z.object({ permitted: z.boolean(), error: z.string().optional() });
export type MailCheckPermissionResponse = z.infer<typeof mailCheckPermissionResponse>;

/* ---------- POST portalemail/send and portalemail/draft (multipart: `mail` JSON + `files`) ---------- */

/** The `mail` field of a send or draft; new files come as `files` parts. */
export const mailComposeFields = z.object({
  providerId: positiveId,
  to: z.array(positiveId, invalid).max(MAIL_RECIPIENTS_MAX, messages.mailRecipientsTooMany),
  subject: z.string(invalid).trim().max(MAIL_SUBJECT_MAX, messages.mailSubjectTooLong),
  body: z.string(invalid).max(MAIL_BODY_MAX, messages.mailBodyTooLong),
  /** The sender's draft (mailBoxId) that this send or save replaces. */
  draftId: positiveId.nullable().default(null),
  /**
   * Attachments already stored that the mail keeps: the draft's own, or a
   * forwarded mail's (copied). A draft's attachment left out is removed.
   */
  keepAttachmentIds: z.array(positiveId, invalid).max(10, messages.attachmentsTooMany).default([]),
});
export type MailComposeFields = z.input<typeof mailComposeFields>;

export const mailSendResponse = z.object({ mailBoxId: z.int32(), mail: mailListEntry });
export type MailSendResponse = z.infer<typeof mailSendResponse>;
export const mailDraftResponse = z.object({ mailBoxId: z.int32(), mail: mailContent });
export type MailDraftResponse = z.infer<typeof mailDraftResponse>;

/* ---------- DELETE portalemail/deleteFile/{fileId} ---------- */

/** Removes an attachment from one's own draft. */
export const mailDeleteFileParams = z.object({ fileId: numericParam });
export const mailDeleteFileResponse = z.object({ selectedSubscriberId: z.int32(), appUserId: z.int32() });

/* ---------- GET portalemail/attachment/{fileId} ---------- */

/** Answers the file itself, always as a download (Content-Disposition: attachment). */
export const mailAttachmentParams = z.object({ fileId: numericParam });

/* ---------- PUT portalemail/move, portalemail/restore, portalemail/read, portalemail/favourite; DELETE portalemail/delete ---------- */

export const mailMoveBody = z.object({
  providerId: positiveId,
  mailBoxIds: idList(),
  /** inbox 1, trash 3, custom folder 5. */
  boxCode: z.union([z.literal(MAIL_BOX.inbox), z.literal(MAIL_BOX.trash), z.literal(MAIL_BOX.custom)], invalid),
  /** The custom folder, with box 5. */
  folderId: positiveId.nullable().default(null),
});
export type MailMoveInput = z.input<typeof mailMoveBody>;
export const mailMoveResponse = z.object({ moved: z.array(z.int32()) });

/** Out of Trash, back to where each mail was. */
export const mailRestoreBody = z.object({ providerId: positiveId, mailBoxIds: idList() });
export const mailRestoreResponse = z.object({ restored: z.array(mailListEntry) });

export const mailReadBody = z.object({ providerId: positiveId, mailBoxIds: idList(), readStatus: flag });
export const mailReadResponse = mailCountResponse.pick({ unreadMailIds: true, unreadCount: true });

export const mailFavouriteBody = z.object({ providerId: positiveId, mailBoxId: positiveId, isFavourite: z.boolean(invalid) });
export const mailFavouriteResponse = z.object({ mailBoxId: z.int32(), isFavourite: z.boolean() });

/** Deletes for good: only mails in Trash (spec: deleting moves to Trash first). */
export const mailDeleteBody = z.object({ providerId: positiveId, mailBoxIds: idList() });
export const mailDeleteResponse = z.object({ deleted: z.array(z.int32()) });

/* ---------- folders: POST portalemail/folder, PUT and DELETE portalemail/folder/{folderId} ---------- */

export const mailFolderName = z
  .string({ error: messages.folderNameRequired })
  .trim()
  .min(1, messages.folderNameRequired)
  .max(MAIL_FOLDER_NAME_MAX, messages.folderNameTooLong);
export const mailFolderBody = z.object({ name: mailFolderName });
export const mailFolderParams = z.object({ folderId: numericParam });
export const mailFolderResponse = z.object({ folder: z.object({ id: z.int32(), name: z.string() }) });
/** Deleting a folder puts its mails back in the inbox: nothing is lost. */
export const mailFolderDeleteResponse = z.object({ movedToInbox: z.int32() });

/* ---------- signatures: PUT portalemail/signature, DELETE portalemail/signature/{signatureId} ---------- */

export const mailSignatureBody = z.object({
  /** Absent: a new signature. */
  id: positiveId.optional(),
  name: z
    .string({ error: messages.signatureNameRequired })
    .trim()
    .min(1, messages.signatureNameRequired)
    .max(MAIL_FOLDER_NAME_MAX, messages.folderNameTooLong),
  body: z.string(invalid).max(MAIL_SIGNATURE_MAX, messages.signatureTooLong),
});
export const mailSignatureParams = z.object({ signatureId: numericParam });
export const mailSignatureResponse = z.object({ signature: mailSignature });
export const mailSignatureDeleteResponse = z.object({ deleted: z.int32() });

/* ---------- realtime ---------- */

/** mailReceived: the new mail as its recipient's list shows it, to every open session of the recipient. */
export const mailReceivedPayload = mailListEntry;
export type MailReceivedPayload = z.infer<typeof mailReceivedPayload>;
