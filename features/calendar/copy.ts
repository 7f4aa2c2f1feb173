/** Browser-only words of the calendar screens that the spec does not define (spec texts live in domain/messages.ts). */
export const calendarCopy = {
  /** Names the Day / Week / Month / Year switch. */
  viewSwitch: 'Calendar view',
  day: 'Day',
  week: 'Week',
  month: 'Month',
  year: 'Year',
  /** The providers side by side (issue 27 item 5). */
  team: 'Team',
  /** Names the header row's provider: whose calendar is shown. */
  calendarOf: 'Calendar of',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  /** Names the week view. */
  weekView: 'Week',
  /** A week view free slot's name: the day and time that tapping it books. */
  addOnAt: (day: string, time: string) => `New appointment on ${day} at ${time}`,
  /** A week view day heading's name: what tapping it does. */
  openDay: (day: string) => `${day}, open day`,
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
