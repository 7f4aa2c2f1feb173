/**
 * The waitlist calls (issue 29). Three audiences:
 *
 * - staff (a provider, or staff who may act for them): list, add, edit,
 *   remove, priority and book-by-hand of a provider's entries; the
 *   practice's offer settings;
 * - a portal client: their own entry with their provider (join 'I'd like an
 *   earlier appointment', look, leave) and its open offers (accept/decline);
 * - anyone holding an offer's link `/w/<token>`: look, accept, decline (no
 *   sign-in; the token is the key: 32 random bytes, stored hashed,
 *   single-use, expiring at the hold's end or the slot's start).
 *
 * Paths are under /api (server/routes/index.ts). Times on the wire: instants
 * as ISO strings with offset ('2026-03-10T14:00:00.000Z'), wall-clock
 * minutes of the day in `timezone`, dates 'YYYY-MM-DD'. An offer's public
 * view says only the day, time and where: no name, no notes.
 */
import { z } from 'zod';
import { isKnownTimeZone } from '../appointments/local-time';
import { messages } from '../messages';
import {
  ENTRY_SOURCES,
  ENTRY_STATUSES,
  HOLD_MAX_MINUTES,
  HOLD_MIN_MINUTES,
  OFFER_MODES,
  OFFER_STATUSES,
  WAITLIST_CONTACT_KINDS,
} from '../waitlist/statuses';
import {
  datesInOrder,
  LENGTH_MAX_MINUTES,
  LENGTH_MIN_MINUTES,
  LOCATION_KINDS,
  MINUTES_PER_DAY,
  PRIORITY_MAX,
  PRIORITY_MIN,
  windowIsValid,
  WINDOWS_MAX,
  WEEKDAYS,
} from '../waitlist/wishes';
import { idParam } from './common';

// ---------------------------------------------------------------- paths

/** Route paths under /api; `:name` segments are the params schemas below. */
export const waitlistRoutes = {
  /** GET: a provider's entries, active first in list order (higher priority, then oldest); `?all=1` also the final ones. */
  list: '/waitlist/list/:providerId',
  /** POST: staff put a contact on a provider's list. */
  add: '/waitlist/add',
  /** PUT: staff change an active entry's wishes (and priority). */
  edit: '/waitlist/edit/:entryId',
  /** PUT: staff set an active entry's priority. */
  priority: '/waitlist/priority/:entryId',
  /** DELETE: staff take an entry off (status 'removed'; open offers expire). */
  remove: '/waitlist/remove/:entryId',
  /** POST: staff book an active entry by hand (the appointment as staff booking makes it). */
  book: '/waitlist/book/:entryId',
  /** GET/PUT: the practice's offer settings (of the provider's practice). */
  settings: '/waitlist/settings/:providerId',
  /** GET: the portal client's own entry with the provider and its open offers. */
  mine: '/waitlist/mine/:providerId',
  /** POST: the portal client joins the provider's list. */
  join: '/waitlist/join/:providerId',
  /** DELETE: the portal client leaves the provider's list. */
  leave: '/waitlist/leave/:providerId',
  /** POST: the portal client answers one of their open offers (same rules as the link). */
  mineOfferAnswer: '/waitlist/mine/offer/:offerId/:action',
  /** GET, public: what an offer's link offers. */
  offer: '/waitlist/offer/:token',
  /** POST, public: accept or decline by the link. */
  offerAnswer: '/waitlist/offer/:token/:action',
} as const;

/** The link's page on this app's origin (paths.waitlistOffer): short, so an SMS stays small. */
export const waitlistOfferPath = (token: string): string => `/w/${token}`;

/** Push kinds the waitlist sends (domain/contract/push.ts PUSH_KINDS): to the client offered, and to the provider's team. */
export const WAITLIST_PUSH_KINDS = ['waitlistOffer', 'waitlistSlotFilled', 'waitlistOfferTaken'] as const;

/** Job kinds (server/jobs): enqueued in the transaction of the write that frees a slot, and one per offer to send. */
export const WAITLIST_JOBS = {
  slotFreed: 'waitlist:slot-freed',
  offerSend: 'waitlist:offer-send',
  offerTaken: 'waitlist:offer-taken',
  /** After an accept: the provider's team is pushed 'Slot filled from the waitlist'. */
  slotFilled: 'waitlist:slot-filled',
  sweep: 'waitlist:sweep',
} as const;

// ---------------------------------------------------------------- pieces

/** 32 random bytes in base64url, no padding: 43 characters. */
export const WAITLIST_OFFER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const int = (message: Parameters<typeof z.int32>[0]) => z.int32(message);

export const waitlistTimezone = z
  .string({ error: messages.incorrectTimezone })
  .max(64, { error: messages.incorrectTimezone })
  .refine(isKnownTimeZone, { error: messages.incorrectTimezone });

const wishDate = z
  .string({ error: messages.incorrectDate })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: messages.incorrectDate })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
    error: messages.incorrectDate,
  });

export const timeWindow = z
  .object(
    {
      start_minute: int({ error: messages.waitlistWindowInvalid }).min(0, { error: messages.waitlistWindowInvalid }).max(MINUTES_PER_DAY - 1, { error: messages.waitlistWindowInvalid }),
      end_minute: int({ error: messages.waitlistWindowInvalid }).min(1, { error: messages.waitlistWindowInvalid }).max(MINUTES_PER_DAY, { error: messages.waitlistWindowInvalid }),
    },
    { error: messages.waitlistWindowInvalid },
  )
  .refine(windowIsValid, { error: messages.waitlistWindowInvalid });

/** What an entry would accept (domain/waitlist/wishes.ts Wishes). */
export const waitlistWishes = z
  .object(
    {
      /** 0 = Sunday … 6 = Saturday; at least one, no repeats. */
      days: z
        .array(z.literal(WEEKDAYS, { error: messages.waitlistDaysInvalid }), { error: messages.waitlistDaysInvalid })
        .min(1, { error: messages.waitlistDaysInvalid })
        .max(7, { error: messages.waitlistDaysInvalid })
        .refine((d) => new Set(d).size === d.length, { error: messages.waitlistDaysInvalid }),
      /** Wall-clock windows in `timezone`; a slot must lie inside one of them. */
      windows: z
        .array(timeWindow, { error: messages.waitlistWindowInvalid })
        .min(1, { error: messages.waitlistWindowInvalid })
        .max(WINDOWS_MAX, { error: messages.waitlistWindowInvalid }),
      location_kinds: z
        .array(z.enum(LOCATION_KINDS, { error: messages.waitlistLocationInvalid }), { error: messages.waitlistLocationInvalid })
        .min(1, { error: messages.waitlistLocationInvalid })
        .max(LOCATION_KINDS.length, { error: messages.waitlistLocationInvalid })
        .refine((k) => new Set(k).size === k.length, { error: messages.waitlistLocationInvalid }),
      earliest_date: wishDate.nullable(),
      latest_date: wishDate.nullable(),
      length_minutes: int({ error: messages.waitlistLengthInvalid })
        .min(LENGTH_MIN_MINUTES, { error: messages.waitlistLengthInvalid })
        .max(LENGTH_MAX_MINUTES, { error: messages.waitlistLengthInvalid }),
      timezone: waitlistTimezone,
    },
    { error: messages.invalidRequest },
  )
  .refine((w) => datesInOrder(w.earliest_date, w.latest_date), { error: messages.waitlistDatesInvalid, path: ['latest_date'] });
export type WaitlistWishes = z.infer<typeof waitlistWishes>;

export const waitlistPriority = int({ error: messages.waitlistPriorityInvalid })
  .min(PRIORITY_MIN, { error: messages.waitlistPriorityInvalid })
  .max(PRIORITY_MAX, { error: messages.waitlistPriorityInvalid });

export const waitlistContactRef = z.object(
  {
    kind: z.enum(WAITLIST_CONTACT_KINDS, { error: messages.waitlistContactInvalid }),
    id: int({ error: messages.waitlistContactInvalid }).positive({ error: messages.waitlistContactInvalid }),
  },
  { error: messages.waitlistContactInvalid },
);
export type WaitlistContactRef = z.infer<typeof waitlistContactRef>;

/** A slot as offered or booked: instants, its zone (the provider's) and the kind of place. */
export const waitlistSlot = z.object({
  start: z.string(),
  end: z.string(),
  timezone: z.string(),
  location_kind: z.enum(LOCATION_KINDS),
});
export type WaitlistSlot = z.infer<typeof waitlistSlot>;

/** An offer as staff and the portal client see it. */
export const waitlistOfferView = z.object({
  id: z.int32(),
  status: z.enum(OFFER_STATUSES),
  slot: waitlistSlot,
  expires_at: z.string(),
  created_at: z.string(),
});
export type WaitlistOfferView = z.infer<typeof waitlistOfferView>;

/** One entry as the waitlist screen shows it. */
export const waitlistEntry = z.object({
  id: z.int32(),
  provider_id: z.int32(),
  contact: waitlistContactRef.extend({
    /** 'Last, First' as the contacts list writes it; '' when the contact is gone. Staff only. */
    name: z.string(),
  }),
  wishes: waitlistWishes,
  priority: z.int32(),
  status: z.enum(ENTRY_STATUSES),
  added_by: z.enum(ENTRY_SOURCES),
  created_at: z.string(),
  updated_at: z.string(),
  /** The newest open offer of this entry, if any (status 'offered'). */
  offer: waitlistOfferView.nullable(),
  /** The appointment it was booked into (status 'booked'), else null. */
  appointment_id: z.int32().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

// ---------------------------------------------------------------- staff calls

export const waitlistProviderParams = z.object({ providerId: idParam });
export const waitlistEntryParams = z.object({ entryId: idParam });

/** GET list: `?all=1` adds booked, expired and removed entries (newest 200). */
export const waitlistListQuery = z.object({ all: z.enum(['0', '1'], { error: messages.invalidRequest }).optional() });
export const waitlistListResponse = z.object({ entries: z.array(waitlistEntry) });
export type WaitlistListResponse = z.infer<typeof waitlistListResponse>;

export const waitlistAddBody = z.object({
  provider_id: int({ error: messages.incorrectProvider }).positive({ error: messages.incorrectProvider }),
  contact: waitlistContactRef,
  wishes: waitlistWishes,
  priority: waitlistPriority.optional(),
});
export type WaitlistAddBody = z.infer<typeof waitlistAddBody>;

export const waitlistEditBody = z.object({ wishes: waitlistWishes, priority: waitlistPriority.optional() });
export type WaitlistEditBody = z.infer<typeof waitlistEditBody>;

export const waitlistPriorityBody = z.object({ priority: waitlistPriority });
export type WaitlistPriorityBody = z.infer<typeof waitlistPriorityBody>;

/** add, edit, priority, remove, book, join, leave: the entry as it now is and a message for the popup. */
export const waitlistEntryResponse = z.object({ entry: waitlistEntry, message: z.string() });
export type WaitlistEntryResponse = z.infer<typeof waitlistEntryResponse>;

/**
 * POST book (by hand): a day and start in the entry's zone, the length
 * (default the entry's) and where. Overlap rules are staff booking's: an
 * overlap answers 409 with the overlap message unless allow_overlap.
 */
export const waitlistBookBody = z.object({
  date: wishDate,
  start_minute: int({ error: messages.incorrectTime }).min(0, { error: messages.incorrectTime }).max(MINUTES_PER_DAY - 1, { error: messages.incorrectTime }),
  length_minutes: int({ error: messages.waitlistLengthInvalid })
    .min(LENGTH_MIN_MINUTES, { error: messages.waitlistLengthInvalid })
    .max(LENGTH_MAX_MINUTES, { error: messages.waitlistLengthInvalid })
    .optional(),
  location_kind: z.enum(LOCATION_KINDS, { error: messages.waitlistLocationInvalid }),
  allow_overlap: z.boolean({ error: messages.invalidRequest }).default(false),
});
export type WaitlistBookBody = z.infer<typeof waitlistBookBody>;
export type WaitlistBookInput = z.input<typeof waitlistBookBody>;

export const waitlistBookResponse = waitlistEntryResponse.extend({ appointment_id: z.int32() });
export type WaitlistBookResponse = z.infer<typeof waitlistBookResponse>;

/** The practice's offer settings. */
export const waitlistSettings = z.object({
  offer_mode: z.enum(OFFER_MODES, { error: messages.invalidRequest }),
  /** One-at-a-time: how long an offer holds before the next entry gets it. */
  hold_minutes: int({ error: messages.waitlistHoldInvalid })
    .min(HOLD_MIN_MINUTES, { error: messages.waitlistHoldInvalid })
    .max(HOLD_MAX_MINUTES, { error: messages.waitlistHoldInvalid }),
  /** Whether offers name the provider (off by default). */
  show_provider_name: z.boolean({ error: messages.invalidRequest }),
});
export type WaitlistSettings = z.infer<typeof waitlistSettings>;

export const waitlistSettingsResponse = z.object({ settings: waitlistSettings });
export const saveWaitlistSettingsResponse = z.object({ settings: waitlistSettings, message: z.string() });
export type WaitlistSettingsResponse = z.infer<typeof waitlistSettingsResponse>;
export type SaveWaitlistSettingsResponse = z.infer<typeof saveWaitlistSettingsResponse>;

// ---------------------------------------------------------------- portal calls

/** GET mine: the client's active entry (or null) and its open offers, newest first. */
export const waitlistMineResponse = z.object({ entry: waitlistEntry.omit({ contact: true }).nullable(), offers: z.array(waitlistOfferView) });
export type WaitlistMineResponse = z.infer<typeof waitlistMineResponse>;

/** POST join: the client's wishes (timezone: their own or the provider's, as the screen chose). */
export const waitlistJoinBody = z.object({ wishes: waitlistWishes });
export type WaitlistJoinBody = z.infer<typeof waitlistJoinBody>;

export const waitlistMineEntryResponse = z.object({ entry: waitlistEntry.omit({ contact: true }), message: z.string() });
export type WaitlistMineEntryResponse = z.infer<typeof waitlistMineEntryResponse>;

export const WAITLIST_OFFER_ACTIONS = ['accept', 'decline'] as const;
export type WaitlistOfferAction = (typeof WAITLIST_OFFER_ACTIONS)[number];

export const waitlistMineOfferParams = z.object({
  offerId: idParam,
  action: z.enum(WAITLIST_OFFER_ACTIONS, { error: messages.invalidRequest }),
});

// ---------------------------------------------------------------- the link

export const waitlistOfferParams = z.object({
  token: z.string({ error: messages.waitlistOfferLinkInvalid }).regex(WAITLIST_OFFER_TOKEN, { error: messages.waitlistOfferLinkInvalid }),
});
export const waitlistOfferAnswerParams = waitlistOfferParams.extend({
  action: z.enum(WAITLIST_OFFER_ACTIONS, { error: messages.waitlistOfferLinkInvalid }),
});

/**
 * What the link's page (and an answer) shows: the state, the day and time
 * in the slot's zone as the message wrote it, where ('Office', 'Video
 * session', 'By phone'), the provider's name only if the practice chose it,
 * and the message of the last action ('' for a plain look).
 */
export const waitlistOfferPublic = z.object({
  status: z.enum(OFFER_STATUSES),
  /** Instants, for the screen to write in the reader's clock. */
  start: z.string(),
  end: z.string(),
  timezone: z.string(),
  /** The day and time as the offer's message wrote them ('Tuesday, March 10, 2026 at 10:00 AM EDT'). */
  when: z.string(),
  location_kind: z.enum(LOCATION_KINDS),
  where: z.string(),
  provider_name: z.string().nullable(),
  expires_at: z.string(),
  message: z.string(),
});
export type WaitlistOfferPublic = z.infer<typeof waitlistOfferPublic>;

export const waitlistOfferResponse = z.object({ offer: waitlistOfferPublic });
export type WaitlistOfferResponse = z.infer<typeof waitlistOfferResponse>;
