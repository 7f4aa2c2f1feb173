/** Browser-only words of the team view (issue 27 item 5); the spec defines none of them. */
export const teamCopy = {
  /** Names the screen. */
  screen: 'Team calendar',
  /** Names the Day / Week choice. */
  span: 'Show',
  day: 'Day',
  week: 'Week',
  /** Names the providers' chips. */
  providers: 'Providers shown',
  /** A lane's free time: what tapping it does, for whom. */
  newAt: (name: string, time: string) => `New appointment for ${name} at ${time}`,
  /** A week mini-lane's button. */
  newOn: (name: string, day: string) => `New appointment for ${name} on ${day}`,
  freeTimesOf: (name: string) => `Free times of ${name}`,
  appointmentsOf: (name: string) => `Appointments of ${name}`,
  /** A week row's day heading: what tapping it does. */
  openDay: (day: string) => `${day}, show the day`,
  weekOf: (range: string) => `Week of ${range}`,
  loading: 'Loading…',
  notLoaded: 'Not loaded. Try again later.',
  noAppointments: 'No appointments',
  noProviders: 'There is no provider whose calendar you may see.',
} as const;
