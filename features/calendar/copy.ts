/** Browser-only words of the calendar screens that the spec does not define (spec texts live in domain/messages.ts). */
export const calendarCopy = {
  /** Names the Day / Month / Year switch. */
  viewSwitch: 'Calendar view',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  /** Appended to the month title button's name: what pressing it does. */
  openMonthView: 'open month view',
  /** Names the timeline's free slots. */
  freeTimes: 'Free times',
  /**
   * A free slot's name and hover text: what tapping it does. Not 'Add
   * appointment …': that names the header's link, and one name should not
   * lead to two places.
   */
  addAt: (time: string) => `New appointment at ${time}`,
  /** The empty day's action: the add form on that day. */
  addOnThisDay: 'New appointment on this day',
  /** Under 'Nothing to show': what the empty day means. */
  emptyDay: 'No appointments on this day.',
  /** …and, for those who may add, what to do next on the daily timeline. */
  emptyDayTapHint: 'Tap a free time below to book it.',
} as const;
