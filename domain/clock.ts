/**
 * The spec's appointment fields carry times on a 12-hour clock
 * (hh 1-12, mm, tt 0 = AM / 1 = PM); the pickers and the database use
 * 24-hour minutes. These convert between the two.
 */
export interface TwelveHourTime {
  hh: number;
  mm: number;
  tt: 0 | 1;
}

export interface TwentyFourHourTime {
  hour: number;
  minute: number;
}

export function toTwelveHour({ hour, minute }: TwentyFourHourTime): TwelveHourTime {
  const hh = hour % 12 === 0 ? 12 : hour % 12;
  return { hh, mm: minute, tt: hour >= 12 ? 1 : 0 };
}

export function toTwentyFourHour({ hh, mm, tt }: TwelveHourTime): TwentyFourHourTime {
  const base = hh % 12;
  return { hour: tt === 1 ? base + 12 : base, minute: mm };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** '09:05', '17:30' */
export const formatTwentyFourHour = ({ hour, minute }: TwentyFourHourTime): string => `${pad(hour)}:${pad(minute)}`;

/** Minutes since midnight, for ordering and overlap checks. */
export const minutesOfDay = ({ hour, minute }: TwentyFourHourTime): number => hour * 60 + minute;
