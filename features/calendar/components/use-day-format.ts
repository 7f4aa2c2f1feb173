import { useEffect, useState } from 'react';
import { isoDayInZone, minutesInZone, type DayFormatOptions } from '../../../domain/calendar/day-heading';

let cached: DayFormatOptions | undefined;

/** The user's locale and time zone, as the browser knows them (read once: they do not change while the app runs). */
export function dayFormat(): DayFormatOptions {
  cached ??= { locale: navigator.languages, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  return cached;
}

export interface Now {
  /** Today, 'YYYY-MM-DD', in the user's zone. */
  day: string;
  /** Minutes since midnight. */
  minutes: number;
}

const read = (): Now => {
  const instant = new Date();
  const { timeZone } = dayFormat();
  return { day: isoDayInZone(instant, timeZone), minutes: minutesInZone(instant, timeZone) };
};

/** The current day and minute, kept current once a minute (the timeline's now line). */
export function useNow(): Now {
  const [now, setNow] = useState(read);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(read()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
