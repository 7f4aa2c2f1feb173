/**
 * A calendar feed's version (issue 28: ETag and 304 without writing the
 * feed): a digest of everything its text is made of, so equal versions mean
 * equal texts. The rows and series are digested by the database
 * (calendar-feed-repository.ts stampOf: every column the writer reads, deleted
 * rows included); the rest is here: the owner's choices and role, the
 * calendars they may see, the window's days, the addresses join links and
 * UIDs are made of, the words titles use, the runtime's zone data
 * (VTIMEZONE) and the writer's format.
 *
 * The ETag carries the feed's event count beside the version's digest of it
 * ('"2026-…"'), so a 304 audits the count without writing the feed; a tag
 * whose count was changed no longer matches its digest.
 */
import { createHash } from 'node:crypto';
import { calendarSyncTexts } from '../../domain/messages';
import type { FeedStamp } from '../repositories/calendar-feed-repository';
import { calendarEventWords } from './appointment-event';
import type { FeedOptions, FeedWindow } from './feed';

/** Raise with any change to what the writer (feed.ts, icalendar.ts) makes of the same data, so no app keeps an old text by its tag. */
export const FEED_FORMAT = 1;

/** Words and zone data of this process: a change of either changes every feed. */
const processPart = JSON.stringify([FEED_FORMAT, calendarSyncTexts, calendarEventWords, process.versions.tz ?? '', process.versions.icu ?? '']);

export interface FeedVersionInput {
  owner: { userId: number; role: number };
  providerIds: readonly number[];
  window: FeedWindow;
  options: FeedOptions;
  stamp: FeedStamp;
}

/** The digest of everything the feed's text is made of. */
export function feedVersion({ owner, providerIds, window, options, stamp }: FeedVersionInput): string {
  const { choice } = options;
  const parts = [
    processPart,
    owner.userId,
    owner.role,
    options.personal,
    choice.titleStyle,
    choice.showKind,
    choice.includeJoinLink,
    options.publicUrl,
    options.secureVideoBaseUrl ?? null,
    [...providerIds].sort((a, b) => a - b),
    window.from,
    window.to,
    stamp.rows,
    stamp.rowsDigest,
    stamp.seriesDigest,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

const tagDigest = (version: string, eventCount: number): string =>
  createHash('sha256').update(`${version}:${eventCount}`).digest('base64url').slice(0, 32);

/** The strong ETag of a feed of this version and event count. */
export const feedTag = (version: string, eventCount: number): string => `"${eventCount}-${tagDigest(version, eventCount)}"`;

/** A client can send many tags; a feed's own are few. */
const MAX_TAGS = 16;
const TAG = /^(?:W\/)?"(\d{1,9})-([A-Za-z0-9_-]{32})"$/;

/**
 * The event count of a tag in If-None-Match that is this version's (a weak
 * compare, as for GET), or null when none is. '*' is left to the caller: it
 * matches any text, whose count is only known by writing it.
 */
export function matchingEventCount(ifNoneMatch: string | undefined, version: string): number | null {
  if (ifNoneMatch === undefined) return null;
  for (const tag of ifNoneMatch.split(',').slice(0, MAX_TAGS)) {
    const match = TAG.exec(tag.trim());
    if (match === null) continue;
    const count = Number(match[1]);
    if (tagDigest(version, count) === match[2]) return count;
  }
  return null;
}
