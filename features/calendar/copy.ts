/** Browser-only words of the calendar screens that the spec does not define (spec texts live in domain/messages.ts). */
export const calendarCopy = {
  /** Names the Day / Month / Year switch. */
  viewSwitch: 'Calendar view',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  /** Appended to the month title button's name: what pressing it does. */
  openMonthView: 'open month view',
} as const;
