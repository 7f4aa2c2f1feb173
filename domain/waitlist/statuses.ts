/**
 * The life of a waitlist entry and of an offer (issue 29), pure.
 *
 * Entry: waiting → offered (an open offer holds it) → booked; offered →
 * waiting (the offer expired, was declined or was taken by someone else);
 * waiting/offered → removed (staff or the client left) or expired (past its
 * latest date). booked, removed and expired are final.
 *
 * Offer: open → accepted (booked) | declined | expired (hold over or the
 * slot began) | taken (someone else accepted, or the slot was booked
 * meanwhile). Only open offers change.
 */
export const ENTRY_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'removed'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export const OFFER_STATUSES = ['open', 'accepted', 'taken', 'expired', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Who put the entry on the list. */
export const ENTRY_SOURCES = ['staff', 'client'] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

/** The contact kinds an entry can be for (the contacts model: clients and other persons). */
export const WAITLIST_CONTACT_KINDS = ['client', 'person'] as const;
export type WaitlistContactKind = (typeof WAITLIST_CONTACT_KINDS)[number];

/** How a practice offers a freed slot. */
export const OFFER_MODES = ['one_at_a_time', 'all_at_once'] as const;
export type OfferMode = (typeof OFFER_MODES)[number];

export const DEFAULT_HOLD_MINUTES = 30;
export const HOLD_MIN_MINUTES = 5;
export const HOLD_MAX_MINUTES = 1440;

/** Entries still on the list (the screen's default view; the ones a freed slot may be offered to when 'waiting'). */
export const ACTIVE_ENTRY_STATUSES: readonly EntryStatus[] = ['waiting', 'offered'];

export const entryIsActive = (s: EntryStatus): boolean => ACTIVE_ENTRY_STATUSES.includes(s);
export const entryIsFinal = (s: EntryStatus): boolean => !entryIsActive(s);

/** Staff may edit, re-prioritise, remove or book an entry only while it is active. */
export const entryEditable = entryIsActive;

export const offerIsOpen = (s: OfferStatus): boolean => s === 'open';

/**
 * When an offer stops holding: the hold's end in one-at-a-time mode, the
 * slot's start (always the latest moment to accept), whichever is earlier.
 */
export function offerExpiresAt(now: Date, slotStart: Date, mode: OfferMode, holdMinutes: number): Date {
  const byStart = slotStart.getTime();
  if (mode === 'all_at_once') return new Date(byStart);
  return new Date(Math.min(byStart, now.getTime() + holdMinutes * 60_000));
}

/** The list's order: higher priority first, then the oldest entry. */
export function compareEntries(
  a: { priority: number; created_at: string; id: number },
  b: { priority: number; created_at: string; id: number },
): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
  return a.id - b.id;
}
