import { describe, expect, it } from 'vitest';
import {
  BIRTH_YEAR_MIN,
  birthDateFromIso,
  birthDateIso,
  birthDateProblem,
  isUnsetBirthDate,
} from '../../../../domain/contacts/birth-date';
import { messages } from '../../../../domain/messages';

const TODAY = '2026-11-23';

describe('birthDateProblem', () => {
  it('given all zeros, should answer unset: fine when optional, refused when the form requires it', () => {
    const unset = { dayOfMonth: 0, month: 0, year: 0 };
    expect(isUnsetBirthDate(unset)).toBe(true);
    expect(birthDateProblem(unset, TODAY, false)).toBeNull();
    expect(birthDateProblem(unset, TODAY, true)).toBe(messages.incorrectDateOfBirth);
  });

  it.each([
    ['yesterday', { dayOfMonth: 22, month: 11, year: 2026 }],
    ['29 February of a leap year', { dayOfMonth: 29, month: 2, year: 2000 }],
    ['the earliest year', { dayOfMonth: 1, month: 1, year: BIRTH_YEAR_MIN }],
  ])('given %s, should accept it', (_, date) => {
    expect(birthDateProblem(date, TODAY, true)).toBeNull();
  });

  it.each([
    ['a zero day', { dayOfMonth: 0, month: 3, year: 1990 }],
    ['a negative day', { dayOfMonth: -1, month: 3, year: 1990 }],
    ['a negative month', { dayOfMonth: 1, month: -1, year: 1990 }],
    ['a zero month', { dayOfMonth: 1, month: 0, year: 1990 }],
    ['month 13', { dayOfMonth: 1, month: 13, year: 1990 }],
    ['a negative year', { dayOfMonth: 1, month: 1, year: -5 }],
    ['a year before 1900', { dayOfMonth: 1, month: 1, year: 1899 }],
    ['31 February', { dayOfMonth: 31, month: 2, year: 1990 }],
    ['29 February of a common year', { dayOfMonth: 29, month: 2, year: 2001 }],
    ['a fractional day', { dayOfMonth: 1.5, month: 1, year: 1990 }],
  ])('given %s, should answer incorrect date of birth', (_, date) => {
    expect(birthDateProblem(date, TODAY, true)).toBe(messages.incorrectDateOfBirth);
    expect(birthDateProblem(date, TODAY, false)).toBe(messages.incorrectDateOfBirth);
  });

  it.each([
    ['today', { dayOfMonth: 23, month: 11, year: 2026 }],
    ['tomorrow', { dayOfMonth: 24, month: 11, year: 2026 }],
    ['next year', { dayOfMonth: 1, month: 1, year: 2027 }],
  ])('given %s, should answer it cannot be in the future', (_, date) => {
    expect(birthDateProblem(date, TODAY, true)).toBe(messages.dateOfBirthInFuture);
  });
});

describe('birthDateIso / birthDateFromIso', () => {
  it('should write and read YYYY-MM-DD with padded parts', () => {
    expect(birthDateIso({ dayOfMonth: 9, month: 3, year: 1991 })).toBe('1991-03-09');
    expect(birthDateFromIso('1991-03-09')).toEqual({ dayOfMonth: 9, month: 3, year: 1991 });
  });

  it('given no stored date, should read all zeros (unset)', () => {
    expect(birthDateFromIso(null)).toEqual({ dayOfMonth: 0, month: 0, year: 0 });
  });
});
