/**
 * The portal home's words (issue 17, item 15): browser-only copy, not spec
 * texts. The kind of session and the provider's title come from
 * features/session/copy (portalTitleWords), as the calendar's do.
 */
export const portalHomeCopy = {
  /** The region's name: what a portal user sees first on /daily. */
  region: 'Your appointments',
  /** 'Your next appointment with Dr. Maria Rivera' */
  nextWith: (provider: string) => `Your next appointment with ${provider}`,
  /** When the provider has no name on record. */
  next: 'Your next appointment',
  join: 'Join',
  joining: 'Opening the video session',
  /** The Join button before the session opens: 'Join opens at 09:30', or with the day when it is not today. */
  joinOpensAt: (time: string) => `Join opens at ${time}`,
  joinOpensOn: (day: string, time: string) => `Join opens ${day} at ${time}`,
  details: 'View details',
  /** Downloads the next appointment's .ics (issue 26 item 6). */
  addToCalendar: 'Add to calendar',
  addingToCalendar: 'Preparing the calendar file',
  /** Joins the spoken start and end: '10:00 to 10:50'. */
  to: 'to',
  later: 'Coming up',
  loading: 'Loading your appointments',
  emptyTitle: 'No upcoming appointments',
  emptyText: 'When your provider books a session with you, it shows here. Questions? Send them a message.',
  shortcuts: 'Shortcuts',
  chat: 'Chat',
  chatHint: 'Message your care team',
  mail: 'Mail',
  mailHint: 'Secure messages',
  calendar: 'Your calendar',
} as const;
