import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPOINTMENT_TYPE, OTHEREVENT_TYPE, REPEAT } from '../../../../domain/codes';
import { appointments, appointmentSeries, clients, events, groupMembers, groups, persons, users } from '../../../../server/db/schema/index';

/**
 * A practice of its own for the calendar route tests, on fixed dates far
 * from the demo seed's "around today" appointments, so nothing depends on
 * the clock. Instants are written with their UTC offset: the routes must
 * turn them back into local days and 12-hour times.
 *
 * dr.test (Dr. Quinn A Test PhD, client_name_format 3) with portal client
 * test.client (22), portal other person test.other (25) and delegate
 * test.delegate (24). Passwords: the demo password.
 */
export interface CalendarFixture {
  providerId: number;
  portalClientUserId: number;
  portalOtherUserId: number;
  delegateUserId: number;
  riveraId: number;
  /** Appointment ids by name (see the list below). */
  ids: Record<AppointmentName, number>;
  clientIds: { own: number; other: number };
  personIds: { own: number; other: number };
  eventId: number;
  groupIds: { withoutPortal: number; withPortal: number };
  series: { weekly: number; daily: number };
}

export type AppointmentName =
  | 'ownClientMorning'
  | 'otherClientEarly'
  | 'ownPersonNoon'
  | 'eventMidnight'
  | 'groupWithoutPortal'
  | 'groupWithPortal'
  | 'deleted'
  | 'cancelled'
  | 'weeklySeries'
  | 'dailySeries'
  | 'lateEvening'
  | 'appUserContact'
  | 'subscriberContact'
  | 'losAngeles'
  | 'beforeDst'
  | 'acrossDst'
  | 'afterDst'
  | 'lastOfYear'
  | 'firstOfNextYear'
  | 'lastOfPreviousYear'
  | 'deletedOnly';

export async function seedCalendarFixture(app: FastifyInstance): Promise<CalendarFixture> {
  const { db } = app;
  const [rivera] = await db.select().from(users).where(eq(users.username, 'dr.rivera'));
  if (!rivera) throw new Error('the demo seed runs first');
  const passwordHash = rivera.passwordHash;

  const [provider] = await db
    .insert(users)
    .values({
      username: 'dr.test',
      passwordHash,
      role: 7,
      userType: 1,
      namePrefix: 'Dr.',
      firstName: 'Quinn',
      middleName: 'A',
      lastName: 'Test',
      nameSuffix: 'PhD',
      clientNameFormat: 3,
      clientNameOrder: 1,
    })
    .returning({ id: users.id });
  const providerId = provider!.id;
  const portal = await db
    .insert(users)
    .values([
      { username: 'test.client', passwordHash, role: 22, firstName: 'Ava', lastName: 'Stone', subscriberId: providerId },
      { username: 'test.other', passwordHash, role: 25, firstName: 'Cal', lastName: 'Reyes', subscriberId: providerId },
      { username: 'test.delegate', passwordHash, role: 24, userType: 4, firstName: 'Del', lastName: 'Egate', subscriberId: providerId },
    ])
    .returning({ id: users.id });
  const [portalClientUserId, portalOtherUserId, delegateUserId] = portal.map((u) => u.id) as [number, number, number];

  const clientRows = await db
    .insert(clients)
    .values([
      { providerId, firstName: 'Ava', lastName: 'Stone', middleName: 'M', namePrefix: 'Ms.', nameSuffix: 'Jr.', userId: portalClientUserId },
      { providerId, firstName: 'Ben', lastName: 'Ortiz' },
    ])
    .returning({ id: clients.id });
  const personRows = await db
    .insert(persons)
    .values([
      { providerId, firstName: 'Cal', lastName: 'Reyes', userId: portalOtherUserId },
      { providerId, firstName: 'Dee', lastName: 'Fox' },
    ])
    .returning({ id: persons.id });
  const [event] = await db.insert(events).values({ providerId, name: 'Staff meeting' }).returning({ id: events.id });
  const groupRows = await db
    .insert(groups)
    .values([
      { providerId, name: 'Anxiety group' },
      { providerId, name: 'Family group', isVideo: true },
    ])
    .returning({ id: groups.id });
  const clientIds = { own: clientRows[0]!.id, other: clientRows[1]!.id };
  const personIds = { own: personRows[0]!.id, other: personRows[1]!.id };
  const groupIds = { withoutPortal: groupRows[0]!.id, withPortal: groupRows[1]!.id };
  await db.insert(groupMembers).values([
    { groupId: groupIds.withoutPortal, memberId: clientIds.other, memberType: 'client' },
    { groupId: groupIds.withoutPortal, memberId: personIds.other, memberType: 'person' },
    // The portal users' rows are members by their client/person ids under the other kind too:
    // the member kind is part of the match, so these must not leak the group.
    { groupId: groupIds.withoutPortal, memberId: clientIds.own, memberType: 'person' },
    { groupId: groupIds.withoutPortal, memberId: personIds.own, memberType: 'client' },
    { groupId: groupIds.withPortal, memberId: clientIds.own, memberType: 'client' },
    { groupId: groupIds.withPortal, memberId: personIds.own, memberType: 'person' },
  ]);

  const seriesRows = await db
    .insert(appointmentSeries)
    .values([
      { providerId, repeat: REPEAT.weekly, repeatBy: 0, repeatFreq: 1, repeatOn: '1', startsFrom: '2030-03-04', endOn: null, startTime: '18:00', endTime: '18:50', timezone: 'America/New_York', materialisedUntil: '2030-03-04' },
      { providerId, repeat: REPEAT.daily, repeatBy: 0, repeatFreq: 2, repeatOn: '', startsFrom: '2030-03-07', endOn: '2030-03-20', startTime: '07:15', endTime: '08:00', timezone: 'America/New_York', materialisedUntil: '2030-03-07' },
    ])
    .returning({ id: appointmentSeries.id });
  const series = { weekly: seriesRows[0]!.id, daily: seriesRows[1]!.id };

  const NY = 'America/New_York';
  const client = (id: number) => ({ clientId: id, clientType: 'person' as const });
  const other = (type: number, id: number) => ({ othereventId: id, othereventType: type });
  const at = (appDate: string, start: string, end: string, timezone = NY) => ({
    appDate,
    startsAt: new Date(start),
    endsAt: new Date(end),
    timezone,
  });
  // Inserted out of time order on purpose: the answer must be ordered by app_date then start, not id.
  const rows: [AppointmentName, typeof appointments.$inferInsert][] = [
    ['ownClientMorning', { providerId, ...client(clientIds.own), ...at('2030-03-05', '2030-03-05T10:00:00-05:00', '2030-03-05T10:50:00-05:00'), notes: 'Intake' }],
    ['otherClientEarly', { providerId, ...client(clientIds.other), ...at('2030-03-05', '2030-03-05T09:00:00-05:00', '2030-03-05T09:30:00-05:00'), type: APPOINTMENT_TYPE.phone }],
    ['ownPersonNoon', { providerId, ...other(OTHEREVENT_TYPE.person, personIds.own), ...at('2030-03-05', '2030-03-05T12:00:00-05:00', '2030-03-05T12:30:00-05:00') }],
    ['eventMidnight', { providerId, ...other(OTHEREVENT_TYPE.event, event!.id), ...at('2030-03-04', '2030-03-04T00:00:00-05:00', '2030-03-04T00:45:00-05:00') }],
    ['groupWithoutPortal', { providerId, ...other(OTHEREVENT_TYPE.group, groupIds.withoutPortal), ...at('2030-03-06', '2030-03-06T14:00:00-05:00', '2030-03-06T15:00:00-05:00') }],
    ['groupWithPortal', { providerId, ...other(OTHEREVENT_TYPE.group, groupIds.withPortal), ...at('2030-03-06', '2030-03-06T16:00:00-05:00', '2030-03-06T17:00:00-05:00'), type: APPOINTMENT_TYPE.video, isVideo: true, isConnect: true, videoInvitepref: 'E' }],
    ['deleted', { providerId, ...client(clientIds.own), ...at('2030-03-05', '2030-03-05T11:00:00-05:00', '2030-03-05T11:50:00-05:00'), isDeleted: true }],
    ['cancelled', { providerId, ...client(clientIds.other), ...at('2030-03-06', '2030-03-06T08:00:00-05:00', '2030-03-06T08:50:00-05:00'), isCancelled: true }],
    ['weeklySeries', { providerId, seriesId: series.weekly, ...client(clientIds.other), ...at('2030-03-04', '2030-03-04T18:00:00-05:00', '2030-03-04T18:50:00-05:00') }],
    ['dailySeries', { providerId, seriesId: series.daily, ...client(clientIds.other), ...at('2030-03-07', '2030-03-07T07:15:00-05:00', '2030-03-07T08:00:00-05:00') }],
    // 22:30 in New York is already the next day in UTC.
    ['lateEvening', { providerId, ...client(clientIds.other), ...at('2030-03-07', '2030-03-07T22:30:00-05:00', '2030-03-07T23:15:00-05:00') }],
    ['appUserContact', { providerId, clientId: delegateUserId, clientType: 'app_user', ...at('2030-03-08', '2030-03-08T13:00:00-05:00', '2030-03-08T13:30:00-05:00') }],
    ['subscriberContact', { providerId, clientId: rivera.id, clientType: 'subscriber', ...at('2030-03-08', '2030-03-08T15:00:00-05:00', '2030-03-08T15:30:00-05:00') }],
    // The appointment's own timezone, not the provider's: 21:00 in Los Angeles (05:00 UTC the next day).
    ['losAngeles', { providerId, ...client(clientIds.other), ...at('2030-03-08', '2030-03-08T21:00:00-08:00', '2030-03-08T22:00:00-08:00', 'America/Los_Angeles') }],
    // New York leaves daylight saving time at 02:00 on 2026-11-01 (EDT -04:00 to EST -05:00).
    ['beforeDst', { providerId, ...client(clientIds.other), ...at('2026-10-31', '2026-10-31T10:00:00-04:00', '2026-10-31T11:00:00-04:00') }],
    ['acrossDst', { providerId, ...client(clientIds.other), ...at('2026-11-01', '2026-11-01T00:30:00-04:00', '2026-11-01T03:00:00-05:00') }],
    ['afterDst', { providerId, ...client(clientIds.other), ...at('2026-11-02', '2026-11-02T10:00:00-05:00', '2026-11-02T11:00:00-05:00') }],
    ['lastOfYear', { providerId, ...client(clientIds.other), ...at('2030-12-31', '2030-12-31T23:30:00-05:00', '2030-12-31T23:59:00-05:00') }],
    ['firstOfNextYear', { providerId, ...client(clientIds.other), ...at('2031-01-01', '2031-01-01T00:15:00-05:00', '2031-01-01T01:00:00-05:00') }],
    ['lastOfPreviousYear', { providerId, ...client(clientIds.other), ...at('2029-12-31', '2029-12-31T20:00:00-05:00', '2029-12-31T21:00:00-05:00') }],
    ['deletedOnly', { providerId, ...client(clientIds.other), ...at('2030-04-01', '2030-04-01T10:00:00-04:00', '2030-04-01T11:00:00-04:00'), isDeleted: true }],
  ];
  const inserted = await db
    .insert(appointments)
    .values(rows.map(([, row]) => row))
    .returning({ id: appointments.id });
  const ids = Object.fromEntries(rows.map(([name], i) => [name, inserted[i]!.id])) as Record<AppointmentName, number>;

  return {
    providerId,
    portalClientUserId,
    portalOtherUserId,
    delegateUserId,
    riveraId: rivera.id,
    ids,
    clientIds,
    personIds,
    eventId: event!.id,
    groupIds,
    series,
  };
}

/** The daily path (months 1-12) as the screens call it: [day, month, year]. */
export const dailyUrl = (start: (number | string)[], end: (number | string)[], providerId: number): string =>
  `/api/appointment/get/daily/${start.join('/')}/${end.join('/')}/${providerId}`;

export const yearlyUrl = (year: number | string, providerId: number): string =>
  `/api/appointment/get/yearly/${year}/${providerId}`;

/** A seeded user's id by username. */
export async function userIdOf(app: FastifyInstance, username: string): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}
