/**
 * The birth-date rule of spec 5: all zeros means unset; a negative or zero
 * part (or an impossible date) is 'incorrect date of birth'; today or later
 * is 'date of birth cannot be in the future'. The client form marks the
 * birthday mandatory, so unset is also 'incorrect date of birth' there.
 */
import { messages } from '../messages';

export interface BirthDate {
  dayOfMonth: number;
  /** 1-12. */
  month: number;
  year: number;
}

/** The earliest year a birth date may carry. */
export const BIRTH_YEAR_MIN = 1900;

export const isUnsetBirthDate = (d: BirthDate): boolean => d.dayOfMonth === 0 && d.month === 0 && d.year === 0;

/** 'YYYY-MM-DD' of a birth date. */
export const birthDateIso = (d: BirthDate): string =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.dayOfMonth).padStart(2, '0')}`;

/** The parts of a 'YYYY-MM-DD' date, or all zeros for null. */
export function birthDateFromIso(iso: string | null): BirthDate {
  if (iso === null) return { dayOfMonth: 0, month: 0, year: 0 };
  const [year, month, day] = iso.split('-').map(Number);
  return { dayOfMonth: day ?? 0, month: month ?? 0, year: year ?? 0 };
}

/**
 * The message for a birth date, or null when it is acceptable. `today` is
 * the user's calendar day as 'YYYY-MM-DD'.
 */
export function birthDateProblem(d: BirthDate, today: string, required: boolean): string | null {
  if (isUnsetBirthDate(d)) return required ? messages.incorrectDateOfBirth : null;
  const { dayOfMonth, month, year } = d;
  if (![dayOfMonth, month, year].every(Number.isInteger)) return messages.incorrectDateOfBirth;
  if (dayOfMonth <= 0 || month <= 0 || month > 12 || year < BIRTH_YEAR_MIN) return messages.incorrectDateOfBirth;
  const real = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (real.getUTCMonth() !== month - 1 || real.getUTCDate() !== dayOfMonth) return messages.incorrectDateOfBirth;
  return birthDateIso(d) >= today ? messages.dateOfBirthInFuture : null;
}
