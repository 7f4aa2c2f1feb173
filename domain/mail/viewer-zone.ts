/**
 * The time zone mail dates are shown in: the viewer's own (the session's
 * loggedInTimezone), else the device's. Quotes, result rows and the search's
 * default dates all use it, so "today" is the viewer's today.
 */
import { isKnownTimeZone } from '../appointments/local-time';

/** The profile's zone when the runtime knows it, else `deviceZone`. */
export const viewerTimeZone = (profileZone: string | null | undefined, deviceZone: string): string =>
  profileZone && isKnownTimeZone(profileZone) ? profileZone : deviceZone;

/** 'YYYY-MM-DD' of `now` in `timeZone`. */
export const isoDayIn = (now: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
