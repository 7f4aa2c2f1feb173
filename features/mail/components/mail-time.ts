/**
 * Mail times in the viewer's zone (the profile's loggedInTimezone, else the
 * device's): a list row shows the time for today's mail and the date
 * otherwise; the detail screen shows both.
 */
import { viewerTimeZone as viewerZone } from '../../../domain/mail/viewer-zone';
import { DEFAULT_HOUR_CYCLE, formatClock, readableDate, zonedParts, type HourCycle, type LocaleInput } from '../../../domain/time-style';

/** The profile's zone when the runtime knows it, else the device's (domain/mail/viewer-zone). */
export const viewerTimeZone = (zone: string | undefined): string => viewerZone(zone, Intl.DateTimeFormat().resolvedOptions().timeZone);

const dayOf = (date: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** '2:05 PM' or '14:05' (the viewer's clock) today, 'Nov 23' this year, else '11-23-2025' (spec 9: dates as MM-DD-YYYY). */
export function listTime(iso: string, timeZone: string, now: Date, hourCycle: HourCycle = DEFAULT_HOUR_CYCLE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (dayOf(date, timeZone) === dayOf(now, timeZone)) return formatClock(zonedParts(date, timeZone), hourCycle);
  if (dayOf(date, timeZone).slice(0, 4) === dayOf(now, timeZone).slice(0, 4)) {
    return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' }).format(date);
  }
  const [y, m, d] = dayOf(date, timeZone).split('-');
  return `${m}-${d}-${y}`;
}

/** 'Mon, Nov 23, 2026, 2:05 PM' (the viewer's date style and clock) for the detail screen. */
export function fullTime(iso: string, timeZone: string, style: { locale: LocaleInput; hourCycle: HourCycle } = { locale: 'en-US', hourCycle: DEFAULT_HOUR_CYCLE }): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date, timeZone);
  return `${readableDate(p.day, style.locale, { year: true })}, ${formatClock(p, style.hourCycle)}`;
}
