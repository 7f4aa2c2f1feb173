/**
 * Instants of the waitlist in words (issue 29): 'Tue, Dec 1, 2026, 10:00 AM'
 * in a zone and the reader's clock. Pure; Intl does the calendar, the clock
 * is domain/time-style's so 12/24-hour follows the reader.
 */
import { formatClock, type HourCycle } from '../../domain/time-style';

export interface InstantStyle {
  timeZone: string;
  hourCycle: HourCycle;
  locale?: string | readonly string[];
  /** false: the day alone. */
  withTime?: boolean;
}

const hourMinuteIn = (date: Date, timeZone: string): { hour: number; minute: number } => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: get('hour') % 24, minute: get('minute') };
};

/** The day ('Tue, Dec 1, 2026') and, unless withTime is false, the time in the reader's clock; '' for an unreadable instant. */
export function instantWords(iso: string, { timeZone, hourCycle, locale, withTime = true }: InstantStyle): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const day = new Intl.DateTimeFormat(locale as string[] | undefined, { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(date);
  return withTime ? `${day}, ${formatClock(hourMinuteIn(date, zone), hourCycle)}` : day;
}

/** '10:00 AM' of an instant in a zone, in the reader's clock. */
export const clockWords = (iso: string, timeZone: string, hourCycle: HourCycle): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatClock(hourMinuteIn(date, timeZone), hourCycle);
};
