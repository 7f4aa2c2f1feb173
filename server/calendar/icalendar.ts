/**
 * Meadow's one iCalendar (RFC 5545) writer (ARCHITECTURE "Calendar
 * interop"): the .ics a reminder e-mail carries and the portal's 'Add to
 * calendar' downloads. One VEVENT per occurrence, from the occurrence rows
 * the series expansion stored, so the file says what the calendar says:
 * DTSTART/DTEND on the appointment's own wall clock with its TZID, and a
 * VTIMEZONE built from that zone's offset changes (domain/calendar/
 * zone-transitions.ts) so any calendar places it right across DST.
 *
 * METHOD:PUBLISH, not REQUEST: REQUEST is an iTIP invitation (RFC 5546)
 * that needs an ORGANIZER and ATTENDEEs, and mail apps answer it with
 * accept/decline replies to the organizer; Meadow would have to name the
 * provider and the client in the file and receive the replies at a no-reply
 * address. PUBLISH adds the event as it is; a later file with the same UID
 * and a higher SEQUENCE updates it, and STATUS:CANCELLED withdraws it.
 *
 * What it may say is the event's narrow input (CalendarEvent): a neutral
 * title, the time, a place or join link. No notes, no names: there is no
 * field for them. Written by hand, not with ical-generator (its current
 * major needs Node 22): a dozen properties with RFC 5545's escaping and
 * folding; the tests read it back with ical.js, an independent parser.
 */
import { instantToLocal } from '../../domain/appointments/local-time';
import { isRepeatedWallTime, offsetAt, zoneNameAt, zoneTransitions } from '../../domain/calendar/zone-transitions';
import { PRODUCT_NAME } from '../../domain/brand';
import { fastOffset, fastRepeated } from './zone-clock';
import { ICS_MEDIA_TYPE } from '../../domain/contract/calendar-file';

export const ICS_METHOD = 'PUBLISH';
export const ICS_CONTENT_TYPE = `${ICS_MEDIA_TYPE}; charset=utf-8; method=${ICS_METHOD}`;

/** Everything an exported occurrence may say. */
export interface CalendarEvent {
  /** Stable for the occurrence across edits ('appointment-<id>@<host>'). */
  uid: string;
  /** Rises with every change of the occurrence, so a calendar takes the newer file. */
  sequence: number;
  /** Neutral: 'Appointment', 'Video session'. */
  title: string;
  /** The appointment's IANA zone. */
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  /** An all-day occurrence: its first local day and the day after its last ('YYYY-MM-DD'). */
  allDay: { first: string; afterLast: string } | null;
  /** The office's address, 'By phone', or the join link. */
  location: string | null;
  /** The video session's join link. */
  joinUrl: string | null;
  cancelled: boolean;
  lastModified: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
/** Printable ASCII: one octet per character. */
const ASCII = /^[ -~]*$/;
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks escaped. */
const NEEDS_ESCAPE = /[\\;,\r\n]/;
export const escapeText = (text: string): string =>
  NEEDS_ESCAPE.test(text) ? text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n') : text;

/** RFC 5545 3.1: lines of at most 75 octets, continued after CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  // Most lines: short and ASCII, nothing to fold.
  if (line.length <= MAX_OCTETS && ASCII.test(line)) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // A continuation line's leading space counts towards its 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 20270314T023000: a wall-clock time (fields read as UTC fields). */
const wallClock = (y: number, mo: number, d: number, h: number, mi: number): string => `${pad(y, 4)}${pad(mo)}${pad(d)}T${pad(h)}${pad(mi)}00`;

/** '2027-03-14T02:30:…' → '20270314T023000': the ISO form without its separators, to the minute (a feed writes thousands). */
const isoWall = (ms: number): string => {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 13)}${iso.slice(14, 16)}00`;
};

const utcStamp = (instant: Date): string => `${isoWall(instant.getTime())}Z`;

/**
 * DTSTART/DTEND: the zone's wall clock with its TZID, so a calendar keeps the
 * hour if its own zone data changes. A wall time a fall-back day shows twice
 * names no single instant (RFC 5545 means the first, ical.js and some apps
 * read the second), so such an instant is written in UTC instead.
 */
function dateTimeProperty(name: 'DTSTART' | 'DTEND' | 'EXDATE' | 'RECURRENCE-ID', instant: Date, timeZone: string): string {
  if (fastRepeated(timeZone, instant) ?? isRepeatedWallTime(instant, timeZone)) return `${name}:${utcStamp(instant)}`;
  // An IANA name ([A-Za-z0-9_+/-]) needs no quoting as a parameter value.
  const offset = fastOffset(timeZone, instant);
  if (offset !== null) return `${name};TZID=${timeZone}:${shiftedStamp(instant, offset)}`;
  const l = instantToLocal(instant, timeZone);
  return `${name};TZID=${timeZone}:${wallClock(l.year, l.month, l.day, l.hour, l.minute)}`;
}

/** An instant shifted by an offset, written as that offset's wall clock. */
const shiftedStamp = (instant: Date, offsetMinutes: number): string => isoWall(instant.getTime() + offsetMinutes * 60_000);

/** -300 → '-0500', 330 → '+0530'. */
const utcOffset = (minutes: number): string => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

const dateValue = (iso: string): string => iso.replace(/-/g, '');

const observance = (kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number, name: string): string[] => [
  `BEGIN:${kind}`,
  `DTSTART:${start}`,
  `TZOFFSETFROM:${utcOffset(from)}`,
  `TZOFFSETTO:${utcOffset(to)}`,
  `TZNAME:${escapeText(name)}`,
  `END:${kind}`,
];

/** The zone's observances from a year before the event's until a year after, as written: the event and any calendar's look around it. */
const vtimezoneCache = new Map<string, string>();
const VTIMEZONE_CACHE_MAX = 500;

function vtimezoneText(timeZone: string, startsAt: Date, endsAt: Date): string {
  const firstYear = startsAt.getUTCFullYear() - 1;
  const lastYear = endsAt.getUTCFullYear() + 1;
  const key = `${timeZone}|${firstYear}|${lastYear}`;
  const cached = vtimezoneCache.get(key);
  if (cached) return cached;
  const from = new Date(Date.UTC(firstYear, 0, 1));
  const to = new Date(Date.UTC(lastYear + 1, 0, 1));
  const changes = zoneTransitions(timeZone, from, to);
  const initial = offsetAt(timeZone, from);
  // The offset in force at the window's start, as an observance of its own; DAYLIGHT when the zone's next change goes back.
  const initialKind = changes[0] !== undefined && changes[0].offsetTo < initial ? 'DAYLIGHT' : 'STANDARD';
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${escapeText(timeZone)}`,
    ...observance(initialKind, shiftedStamp(from, initial), initial, initial, zoneNameAt(timeZone, from)),
    ...changes.flatMap((c) =>
      observance(c.offsetTo > c.offsetFrom ? 'DAYLIGHT' : 'STANDARD', shiftedStamp(c.at, c.offsetFrom), c.offsetFrom, c.offsetTo, c.name),
    ),
    'END:VTIMEZONE',
  ];
  const text = joined(lines);
  if (vtimezoneCache.size >= VTIMEZONE_CACHE_MAX) vtimezoneCache.clear();
  vtimezoneCache.set(key, text);
  return text;
}

/** A feed's additions to an event (server/calendar/feed.ts): a series' rule and exceptions, or the occurrence an override replaces. */
export interface RecurrenceParts {
  /** RRULE's value ('FREQ=WEEKLY;BYDAY=MO;WKST=SU;UNTIL=…Z'). */
  rrule?: string;
  /** Rule occurrences that are not there (deleted, or moved to another day), by their start instant. */
  exdates?: readonly Date[];
  /** The rule occurrence this event replaces, by its start instant. */
  recurrenceId?: Date;
}

/** A line whose length or characters vary, as written: folded when it must be, CRLF after. */
const line = (text: string): string => foldLine(text) + CRLF;

/**
 * One VEVENT as written (folded, CRLF after each line). `stamp` is its
 * DTSTAMP. A string built in one go: a feed writes thousands; the lines
 * that never vary in length (fixed names, stamps, numbers) skip folding.
 */
export function veventText(event: CalendarEvent, stamp: Date, recurrence: RecurrenceParts = {}): string {
  const zone = event.timeZone;
  const stampText = utcStamp(stamp);
  let out = `BEGIN:VEVENT${CRLF}${line(`UID:${escapeText(event.uid)}`)}`;
  if (recurrence.recurrenceId) out += line(dateTimeProperty('RECURRENCE-ID', recurrence.recurrenceId, zone));
  out += `SEQUENCE:${event.sequence}${CRLF}DTSTAMP:${stampText}${CRLF}`;
  out += `LAST-MODIFIED:${event.lastModified.getTime() === stamp.getTime() ? stampText : utcStamp(event.lastModified)}${CRLF}`;
  out += event.allDay
    ? `DTSTART;VALUE=DATE:${dateValue(event.allDay.first)}${CRLF}DTEND;VALUE=DATE:${dateValue(event.allDay.afterLast)}${CRLF}`
    : line(dateTimeProperty('DTSTART', event.startsAt, zone)) + line(dateTimeProperty('DTEND', event.endsAt, zone));
  if (recurrence.rrule) out += line(`RRULE:${recurrence.rrule}`);
  for (const d of recurrence.exdates ?? []) out += line(dateTimeProperty('EXDATE', d, zone));
  out += line(`SUMMARY:${escapeText(event.title)}`);
  if (event.location) out += line(`LOCATION:${escapeText(event.location)}`);
  if (event.joinUrl) out += line(`URL:${event.joinUrl}`) + line(`DESCRIPTION:${escapeText(`Join: ${event.joinUrl}`)}`);
  return `${out}STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}${CRLF}TRANSP:OPAQUE${CRLF}END:VEVENT${CRLF}`;
}

/** UNTIL of a rule whose DTSTART has a TZID: a UTC instant (RFC 5545 3.3.10). */
export const untilValue = (instant: Date): string => utcStamp(instant);

/** The VCALENDAR header lines every Meadow file starts with. */
const headerLines = (): string[] => ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${escapeText(PRODUCT_NAME)}//Appointments//EN`, 'CALSCALE:GREGORIAN'];

/** Lines to the finished text: each folded, CRLF after each. */
function joined(lines: readonly string[]): string {
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The whole .ics of one occurrence, CRLF lines, folded. `now` is its DTSTAMP. */
export function calendarFile(event: CalendarEvent, now: Date): string {
  const zone = event.allDay ? '' : vtimezoneText(event.timeZone, event.startsAt, event.endsAt);
  return `${joined([...headerLines(), `METHOD:${ICS_METHOD}`])}${zone}${veventText(event, now)}END:VCALENDAR${CRLF}`;
}

/**
 * A subscription feed (issue 28): the calendar's name, one VTIMEZONE per
 * zone its events use (covering the window), then the events as written
 * (veventText). No METHOD: a subscribed calendar is not an iTIP message,
 * and without one DTSTAMP may be the event's last change (RFC 5545
 * 3.8.7.2), so the same data always gives the same bytes and the feed's
 * ETag holds between fetches.
 */
export function calendarFeedText(name: string, zones: Iterable<string>, window: { from: Date; to: Date }, events: readonly string[]): string {
  const timezones = [...zones].sort().map((zone) => vtimezoneText(zone, window.from, window.to));
  return `${joined([...headerLines(), `X-WR-CALNAME:${escapeText(name)}`])}${timezones.join('')}${events.join('')}END:VCALENDAR${CRLF}`;
}
