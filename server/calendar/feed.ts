/**
 * A user's calendar subscription feed (issue 28 sections 1 and 3), written
 * with the one iCalendar writer (icalendar.ts) from the occurrence rows the
 * calendar itself answers, so a calendar app shows what Meadow shows.
 *
 * A series is one VEVENT with its RRULE (WKST=SU, rruleTextOf) from its
 * first rule day in the window to its last materialised one (UNTIL), so the
 * rule yields nothing the calendar does not hold; then:
 * - a rule day with no live row (deleted, or moved to another day): EXDATE;
 * - a row on its rule day that differs from the rule (time, kind, place,
 *   title, cancelled): an override VEVENT with the same UID and
 *   RECURRENCE-ID, STATUS:CANCELLED when cancelled;
 * - a row on a day the rule does not name (moved): a VEVENT of its own.
 * A series the rule cannot say exactly (all-day rows, a rule time that a
 * DST change skips or repeats, where calendar apps disagree on the instant)
 * is written as one VEVENT per row instead: still exact, only longer.
 *
 * UIDs: 'series-<id>@host' and 'appointment-<id>@host', stable across edits.
 * SEQUENCE counts seconds from the record's creation to its last change
 * (deleted rows included), so it rises with every change.
 */
import { addDays, expandRepeat, parseIso, rruleTextOf } from '../../domain/appointments/recurrence';
import { occurrenceInstants } from '../../domain/appointments/occurrence-instants';
import { instantToLocal } from '../../domain/appointments/local-time';
import type { RepeatRule } from '../../domain/appointments/repeat';
import { feedTitle, type FeedTitleChoice, type FeedTitleContact } from '../../domain/calendar-sync/feed-title';
import type { RepeatCode } from '../../domain/codes';
import { OTHEREVENT_TYPE } from '../../domain/codes';
import { calendarSyncTexts } from '../../domain/messages';
import { connectRoomUrl } from '../../domain/routes';
import { isRepeatedWallTime } from '../../domain/calendar/zone-transitions';
import type { JoinLinkDeps } from '../outbound/join-url';
import type { FeedRow, FeedSeries } from '../repositories/calendar-feed-repository';
import { appointmentEvent, uidHostOf } from './appointment-event';
import { type CalendarEvent, calendarFeedText, type RecurrenceParts, untilValue, veventText } from './icalendar';

/** The window a feed covers, in local days: 90 back, two years ahead (issue 28). */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 730;

export interface FeedWindow {
  /** 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
}

export function feedWindowOf(now: Date): FeedWindow {
  const today = parseIso(now.toISOString().slice(0, 10));
  const iso = (d: { year: number; month: number; day: number }): string =>
    `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  return { from: iso(addDays(today, -FEED_DAYS_BACK)), to: iso(addDays(today, FEED_DAYS_AHEAD)) };
}

export interface FeedOptions extends JoinLinkDeps {
  choice: FeedTitleChoice & { includeJoinLink: boolean };
  /** A portal user's own feed: the client's join link; staff get the host's room. */
  personal: boolean;
}

export interface BuiltFeed {
  text: string;
  eventCount: number;
  /** The latest change of anything the feed shows (or deleted from it). */
  lastModified: Date;
}

const contactOf = (row: FeedRow): FeedTitleContact | null => {
  const names = { firstName: row.contactFirstName ?? '', lastName: row.contactLastName ?? '' };
  if (row.clientType === 'person' && row.clientId !== null) return { kind: 'client', id: row.clientId, ...names };
  if (row.othereventType === OTHEREVENT_TYPE.person && row.othereventId !== null) return { kind: 'person', id: row.othereventId, ...names };
  return null;
};

/** One row as an event: neutral unless the owner chose otherwise; the join link only when chosen. */
function eventOf(row: FeedRow, options: FeedOptions): CalendarEvent {
  const { choice, personal } = options;
  const withJoin = choice.includeJoinLink && row.isVideo;
  const base = appointmentEvent(row, { publicUrl: options.publicUrl, secureVideoBaseUrl: options.secureVideoBaseUrl, withJoinUrl: withJoin && personal });
  // Staff open a Connect session as its host, signed in: their link is the host's room, not the clients' guest link.
  const staffJoin = withJoin && !personal && row.isConnect && row.connectcode ? connectRoomUrl(options.publicUrl, row.connectcode) : null;
  const titleChoice: FeedTitleChoice = personal ? { titleStyle: 'appointment', showKind: choice.showKind } : choice;
  return {
    ...base,
    title: feedTitle({ type: row.type, isVideo: row.isVideo, contact: personal ? null : contactOf(row) }, titleChoice),
    ...(staffJoin ? { joinUrl: staffJoin, location: staffJoin } : {}),
  };
}

const seconds = (from: Date, to: Date): number => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));
const latest = (dates: readonly Date[]): Date => new Date(Math.max(...dates.map((d) => d.getTime())));

/** What an override must repeat to match its rule occurrence. */
const looksOf = (e: CalendarEvent): string => JSON.stringify([e.title, e.location, e.joinUrl]);

const timeOf = (hms: string): { hour: number; minute: number } => {
  const [hour = 0, minute = 0] = hms.split(':').map(Number);
  return { hour, minute };
};

interface Slot {
  day: string;
  startsAt: Date;
}

/** The events of one series' rows (live and deleted), or null when the rule cannot say them exactly. */
function seriesEvents(series: FeedSeries, rows: readonly FeedRow[], window: FeedWindow, options: FeedOptions, host: string): string[] | null {
  const live = rows.filter((r) => !r.isDeleted);
  if (live.length === 0) return [];
  if (live.some((r) => r.isAllDay)) return null;
  const rule: RepeatRule = {
    repeat: series.repeat as RepeatCode,
    repeat_by: series.repeatBy,
    repeat_freq: series.repeatFreq,
    repeat_on: series.repeatOn === '' ? [] : series.repeatOn.split(',').map(Number),
  };
  const start = parseIso(series.startsFrom);
  const lastDay = series.endOn !== null && series.endOn < series.materialisedUntil ? series.endOn : series.materialisedUntil;
  const days = (series.occurrenceCount !== null ? expandRepeat(rule, start, null, series.occurrenceCount) : expandRepeat(rule, start, parseIso(lastDay)))
    .filter((d) => d >= window.from && d <= window.to && d <= lastDay);
  const times = { start: timeOf(series.startTime), end: timeOf(series.endTime) };
  const slots: Slot[] = [];
  let length = -1;
  for (const day of days) {
    const { startsAt, endsAt } = occurrenceInstants(parseIso(day), times, series.timezone);
    const wall = instantToLocal(startsAt, series.timezone);
    // A start a DST change skips or repeats: apps place it differently, so no rule for this series.
    if (wall.hour !== times.start.hour || wall.minute !== times.start.minute || isRepeatedWallTime(startsAt, series.timezone)) return null;
    if (length < 0) length = endsAt.getTime() - startsAt.getTime();
    slots.push({ day, startsAt });
  }
  if (slots.length === 0) return null;
  const onRule = (r: FeedRow, slot: Slot): boolean =>
    r.timezone === series.timezone && r.startsAt.getTime() === slot.startsAt.getTime() && r.endsAt.getTime() === slot.startsAt.getTime() + length;
  const slotDays = new Map(slots.map((s) => [s.day, s]));
  const template = live.find((r) => !r.isCancelled && slotDays.has(r.appDate) && onRule(r, slotDays.get(r.appDate) as Slot));
  if (template === undefined) return null;

  const stamp = latest([series.updatedAt, ...rows.map((r) => r.updatedAt)]);
  const sequence = seconds(series.createdAt, stamp);
  const uid = `series-${series.id}@${host}`;
  const common = { uid, sequence, lastModified: stamp };
  const master = eventOf(template, options);
  const masterLooks = looksOf(master);
  const first = slots[0] as Slot;
  const last = slots[slots.length - 1] as Slot;

  const byDay = new Map<string, FeedRow[]>();
  for (const r of live) byDay.set(r.appDate, [...(byDay.get(r.appDate) ?? []), r]);
  const exdates: Date[] = [];
  const overrides: string[] = [];
  const claimed = new Set<number>();
  for (const slot of slots) {
    const row = byDay.get(slot.day)?.find((r) => !claimed.has(r.id));
    if (row === undefined) {
      exdates.push(slot.startsAt);
      continue;
    }
    claimed.add(row.id);
    const event = eventOf(row, options);
    if (!row.isCancelled && onRule(row, slot) && looksOf(event) === masterLooks) continue;
    overrides.push(veventText({ ...event, ...common }, stamp, { recurrenceId: slot.startsAt }));
  }
  const recurrence: RecurrenceParts = { rrule: `${rruleTextOf(rule, start)};UNTIL=${untilValue(last.startsAt)}`, exdates };
  const masterText = veventText(
    { ...master, ...common, startsAt: first.startsAt, endsAt: new Date(first.startsAt.getTime() + length), cancelled: false },
    stamp,
    recurrence,
  );
  const moved = live.filter((r) => !claimed.has(r.id)).map((r) => veventText(eventOf(r, options), r.updatedAt));
  return [masterText, ...overrides, ...moved];
}

/** The whole feed of these rows (live and deleted, ordered by start) and their series. */
export function buildFeed(rows: readonly FeedRow[], series: readonly FeedSeries[], window: FeedWindow, options: FeedOptions, settingsChangedAt: Date): BuiltFeed {
  const host = uidHostOf(options.publicUrl);
  const seriesById = new Map(series.map((s) => [s.id, s]));
  const rowsBySeries = new Map<number, FeedRow[]>();
  const events: string[] = [];
  const zones = new Set<string>();
  for (const r of rows) {
    if (!r.isDeleted && !r.isAllDay) zones.add(r.timezone);
    if (r.seriesId !== null && seriesById.has(r.seriesId)) rowsBySeries.set(r.seriesId, [...(rowsBySeries.get(r.seriesId) ?? []), r]);
  }
  const standalone = (r: FeedRow): string => veventText(eventOf(r, options), r.updatedAt);
  for (const r of rows) {
    if (r.isDeleted || (r.seriesId !== null && seriesById.has(r.seriesId))) continue;
    events.push(standalone(r));
  }
  for (const [id, seriesRows] of rowsBySeries) {
    const s = seriesById.get(id) as FeedSeries;
    const written = seriesEvents(s, seriesRows, window, options, host);
    events.push(...(written ?? seriesRows.filter((r) => !r.isDeleted).map(standalone)));
  }
  const lastModified = latest([settingsChangedAt, ...rows.map((r) => r.updatedAt), ...series.map((s) => s.updatedAt)]);
  const span = { from: new Date(`${window.from}T00:00:00Z`), to: new Date(`${window.to}T00:00:00Z`) };
  return { text: calendarFeedText(calendarSyncTexts.calendarName, zones, span, events), eventCount: events.length, lastModified };
}
