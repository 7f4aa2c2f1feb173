import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REPEAT } from '../../../../domain/codes';
import { buildFeed, type FeedOptions } from '../../../../server/calendar/feed';
import { FEED_FORMAT, feedTag, feedVersion, matchingEventCount } from '../../../../server/calendar/feed-version';
import type { FeedRow, FeedSeries } from '../../../../server/repositories/calendar-feed-repository';

/**
 * The feed's version (server/calendar/feed-version.ts): what goes into it,
 * the tags it makes and reads back, and the writer's format number, pinned
 * to the text of fixed rows so a change to the writer cannot keep it.
 */
const T0 = new Date('2026-01-01T00:00:00Z');
const OPTIONS: FeedOptions = { publicUrl: 'https://meadow.example', secureVideoBaseUrl: 'https://video.example', personal: false, choice: { titleStyle: 'initials', showKind: true, includeJoinLink: true } };
const STAMP = { rows: 3, rowsDigest: 'r', seriesDigest: 's', lastChange: T0 };
const INPUT = { owner: { userId: 4, role: 1 }, providerIds: [2, 1], window: { from: '2025-10-03', to: '2028-01-01' }, options: OPTIONS, stamp: STAMP };

const row = (id: number, at: string, extra: Partial<FeedRow> = {}): FeedRow => ({
  id, providerId: 1, seriesId: null, startsAt: new Date(at), endsAt: new Date(new Date(at).getTime() + 50 * 60_000), timezone: 'UTC', appDate: at.slice(0, 10),
  isAllDay: false, type: 1, isVideo: false, isConnect: false, connectcode: null, clientConnectcode: null, secureVideoSessionId: null, isCancelled: false, isDeleted: false,
  officeLocationId: 3, officeLine1: '1 Main St; Suite 2', officeLine2: '', officeCity: 'Springfield', officePostalCode: '12345', customLocation: null,
  clientType: 'person', clientId: 5, othereventType: null, othereventId: null, contactFirstName: 'Zoë', contactLastName: 'Doe', createdAt: T0, updatedAt: new Date(T0.getTime() + id * 1000),
  ...extra,
});

/** Fixed rows in zones without offset changes (their text does not move with the runtime's zone data): a weekly series with an override and an EXDATE, single ones of each kind. */
function fixture(): { rows: FeedRow[]; series: FeedSeries[] } {
  const weekly: FeedSeries = {
    id: 7, repeat: REPEAT.weekly, repeatBy: 0, repeatFreq: 1, repeatOn: '', startsFrom: '2026-01-05', endOn: null, occurrenceCount: 4, startTime: '10:00:00', endTime: '10:50:00',
    timezone: 'UTC', materialisedUntil: '2026-01-26', createdAt: T0, updatedAt: T0,
  };
  const rows = [
    row(1, '2026-01-05T10:00:00Z', { seriesId: 7 }),
    row(2, '2026-01-12T11:00:00Z', { seriesId: 7, endsAt: new Date('2026-01-12T11:50:00Z') }),
    row(3, '2026-01-19T10:00:00Z', { seriesId: 7, isDeleted: true }),
    row(4, '2026-01-26T10:00:00Z', { seriesId: 7, isCancelled: true }),
    row(5, '2026-02-02T15:30:00Z', { timezone: 'Etc/GMT+5', type: 2, isVideo: true, isConnect: true, connectcode: 'host', clientConnectcode: 'guest' }),
    row(6, '2026-02-03T00:00:00Z', { isAllDay: true, type: 4, clientType: null, clientId: null, othereventType: 0, othereventId: 1 }),
    row(7, '2026-02-04T09:00:00Z', { type: 3, officeLocationId: null, customLocation: 'Café, upstairs'.repeat(8) }),
  ];
  return { rows, series: [weekly] };
}

describe('feedVersion', () => {
  it('given any input part changed, should give another version; the provider order, the same', () => {
    const base = feedVersion(INPUT);
    expect(feedVersion({ ...INPUT, providerIds: [1, 2] })).toBe(base);
    const changed = [
      { ...INPUT, owner: { userId: 5, role: 1 } },
      { ...INPUT, owner: { userId: 4, role: 2 } },
      { ...INPUT, providerIds: [1] },
      { ...INPUT, window: { from: '2025-10-04', to: '2028-01-02' } },
      { ...INPUT, options: { ...OPTIONS, personal: true } },
      { ...INPUT, options: { ...OPTIONS, publicUrl: 'https://other.example' } },
      { ...INPUT, options: { ...OPTIONS, secureVideoBaseUrl: undefined } },
      { ...INPUT, options: { ...OPTIONS, choice: { ...OPTIONS.choice, titleStyle: 'firstName' as const } } },
      { ...INPUT, options: { ...OPTIONS, choice: { ...OPTIONS.choice, showKind: false } } },
      { ...INPUT, options: { ...OPTIONS, choice: { ...OPTIONS.choice, includeJoinLink: false } } },
      { ...INPUT, stamp: { ...STAMP, rows: 4 } },
      { ...INPUT, stamp: { ...STAMP, rowsDigest: 'r2' } },
      { ...INPUT, stamp: { ...STAMP, seriesDigest: 's2' } },
    ].map(feedVersion);
    expect(new Set([base, ...changed]).size).toBe(changed.length + 1);
  });
});

describe('feed tags', () => {
  const version = feedVersion(INPUT);
  const tag = feedTag(version, 12);

  it("given a tag of this version among others, weak or strong, should answer its count; another version's or count's, null", () => {
    expect(tag).toMatch(/^"12-[A-Za-z0-9_-]{32}"$/);
    expect(matchingEventCount(tag, version)).toBe(12);
    expect(matchingEventCount(`"x", W/${tag}`, version)).toBe(12);
    expect(matchingEventCount(tag.replace('"12-', '"13-'), version)).toBeNull();
    expect(matchingEventCount(tag, feedVersion({ ...INPUT, stamp: { ...STAMP, rows: 4 } }))).toBeNull();
    expect(matchingEventCount('*', version)).toBeNull();
    expect(matchingEventCount(undefined, version)).toBeNull();
  });

  it('given more tags than a feed ever sends, should look at the first 16 only', () => {
    expect(matchingEventCount([...Array(16).fill('"1-x"'), tag].join(', '), version)).toBeNull();
    expect(matchingEventCount([...Array(15).fill('"1-x"'), tag].join(', '), version)).toBe(12);
  });
});

describe('FEED_FORMAT', () => {
  it('given fixed rows, should write the very text this format number was recorded with', () => {
    const { rows, series } = fixture();
    const feed = buildFeed(rows, series, INPUT.window, OPTIONS, T0);
    expect(feed.text).toContain('RRULE:');
    expect(feed.text).toContain('RECURRENCE-ID;TZID=UTC:');
    expect(feed.text).toContain('EXDATE;TZID=UTC:');
    const digest = createHash('sha256').update(feed.text).digest('hex').slice(0, 16);
    // The writer's output changed: raise FEED_FORMAT (server/calendar/feed-version.ts) and record both here, or calendar apps keep the old text by its tag.
    expect({ format: FEED_FORMAT, digest }).toEqual({ format: 1, digest: '2bdb1b99bf8ed12d' });
  });
});
