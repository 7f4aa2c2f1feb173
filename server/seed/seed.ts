import { count } from 'drizzle-orm';
import { APPOINTMENT_TYPE, OTHEREVENT_TYPE, REPEAT } from '../../domain/codes';
import { normaliseAnswer } from '../../domain/account/security-questions';
import { normalisePassword } from '../../domain/account/password-rules';
import { hashPassword } from '../auth/passwords';
import type { Db, Tx } from '../db/client';
import {
  appointmentSeries,
  appointments,
  chatGroupMembers,
  chatGroups,
  chatMessageReads,
  chatMessages,
  clients,
  events,
  groupMembers,
  groups,
  insuranceCompanies,
  officeLocations,
  persons,
  providerPermissions,
  securityAnswers,
  users,
} from '../db/schema/index';
import { DEMO_PASSWORD, DEMO_SECURITY_ANSWERS } from './demo-logins';
import { seedMail } from './seed-mail';
import { addDays, instantAt, isoDay, type LocalDay, todayIn, weekday } from './local-time';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';

type NewAppointment = typeof appointments.$inferInsert;

/** One appointment occurrence at a local day and time in the provider's timezone. */
function occurrence(
  base: Omit<NewAppointment, 'startsAt' | 'endsAt' | 'appDate' | 'timezone'>,
  day: LocalDay,
  start: [number, number],
  end: [number, number],
  timezone: string,
): NewAppointment {
  const allDay = base.isAllDay === true;
  return {
    ...base,
    timezone,
    appDate: isoDay(day),
    startsAt: instantAt(day, allDay ? 0 : start[0], allDay ? 0 : start[1], timezone),
    endsAt: allDay ? instantAt(addDays(day, 1), 0, 0, timezone) : instantAt(day, end[0], end[1], timezone),
  };
}

/** Seeds the demo practice when there are no users yet. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  // Hash once, outside the transaction: argon2 is the slow part.
  const passwordHash = await hashPassword(normalisePassword(DEMO_PASSWORD));
  const answerHashes = new Map(
    await Promise.all(
      Object.entries(DEMO_SECURITY_ANSWERS).map(
        async ([username, { questionId, answer }]) => [username, { questionId, answerHash: await hashPassword(normaliseAnswer(answer)) }] as const,
      ),
    ),
  );
  return db.transaction(async (tx) => {
    // Under concurrent first starts (several processes on one PostgreSQL) only one seeds.
    await tx.execute('select pg_advisory_xact_lock(727274)');
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return false;
    await seed(tx, passwordHash, now, answerHashes);
    return true;
  });
}

async function seed(tx: Tx, passwordHash: string, now: Date, answerHashes: ReadonlyMap<string, { questionId: number; answerHash: string }>): Promise<void> {
  // Providers first: everyone else points at one as subscriber.
  const providers = await tx
    .insert(users)
    .values([
      {
        username: 'dr.rivera',
        passwordHash,
        role: 7,
        userType: 1,
        firstName: 'Maria',
        lastName: 'Rivera',
        namePrefix: 'Dr.',
        credentials: 'PhD, LCSW',
        email: 'rivera@meadow.example',
        timezone: NY,
        videoUserId: 'video-rivera',
        connectUserId: 'connect-rivera',
        subscription: 'practice',
      },
      {
        username: 'dr.chen',
        passwordHash,
        role: 7,
        userType: 1,
        firstName: 'Wei',
        lastName: 'Chen',
        namePrefix: 'Dr.',
        credentials: 'PsyD',
        email: 'chen@meadow.example',
        timezone: LA,
        videoUserId: 'video-chen',
        subscription: 'solo',
      },
      {
        username: 'dr.patel',
        passwordHash,
        role: 7,
        userType: 1,
        firstName: 'Anika',
        lastName: 'Patel',
        namePrefix: 'Dr.',
        credentials: 'MD',
        email: 'patel@meadow.example',
        timezone: NY,
      },
    ])
    .returning({ id: users.id, username: users.username });
  const id = (name: string, list: { id: number; username: string }[]): number => list.find((u) => u.username === name)!.id;
  const rivera = id('dr.rivera', providers);
  const chen = id('dr.chen', providers);
  const patel = id('dr.patel', providers);

  const others = await tx
    .insert(users)
    .values([
      {
        username: 'sam.staff',
        passwordHash,
        role: 11,
        userType: 2,
        firstName: 'Sam',
        lastName: 'Okafor',
        email: 'sam@meadow.example',
        timezone: NY,
        subscriberId: rivera,
      },
      {
        username: 'dana.delegate',
        passwordHash,
        role: 24,
        userType: 4,
        firstName: 'Dana',
        lastName: 'Brooks',
        email: 'dana@meadow.example',
        timezone: NY,
        subscriberId: rivera,
      },
      {
        username: 'alex.client',
        passwordHash,
        role: 22,
        userType: null,
        firstName: 'Alex',
        lastName: 'Morgan',
        email: 'alex@meadow.example',
        timezone: NY,
        subscriberId: rivera,
      },
      {
        username: 'jo.other',
        passwordHash,
        role: 25,
        userType: null,
        firstName: 'Jo',
        lastName: 'Lindqvist',
        email: 'jo@meadow.example',
        timezone: NY,
        subscriberId: rivera,
      },
    ])
    .returning({ id: users.id, username: users.username });
  const sam = id('sam.staff', others);
  const dana = id('dana.delegate', others);
  const alex = id('alex.client', others);
  const jo = id('jo.other', others);

  // Every demo account can try forgot-password (README lists the answers).
  await tx.insert(securityAnswers).values(
    [...providers, ...others].flatMap((u) => {
      const a = answerHashes.get(u.username);
      return a ? [{ userId: u.id, ...a }] : [];
    }),
  );

  await tx.insert(providerPermissions).values([
    { userId: sam, providerId: rivera, addVideoAppointmentPermission: 1, emailPermission: true },
    { userId: sam, providerId: chen, addVideoAppointmentPermission: 1 },
    // Listed but not permitted: permission_id set keeps dr.patel out of pick lists.
    { userId: sam, providerId: patel, permissionId: 3, permissionStatus: null },
    { userId: dana, providerId: rivera, addVideoAppointmentPermission: 1, emailPermission: true },
  ]);

  const offices = await tx
    .insert(officeLocations)
    .values([
      { providerId: rivera, line1: '120 Meadow Lane', line2: 'Suite 4', city: 'Brooklyn', state: 32, postalCode: '11201', isDefault: true },
      { providerId: rivera, line1: '88 Harbor Street', city: 'Hoboken', state: 30, postalCode: '07030' },
      { providerId: chen, line1: '500 Ocean Avenue', city: 'Santa Monica', state: 5, postalCode: '90401', isDefault: true },
    ])
    .returning({ id: officeLocations.id, providerId: officeLocations.providerId });
  const riveraOffice = offices.find((o) => o.providerId === rivera)!.id;
  const chenOffice = offices.find((o) => o.providerId === chen)!.id;

  const insurers = await tx
    .insert(insuranceCompanies)
    .values([
      { providerId: rivera, name: 'BlueMeadow Health' },
      { providerId: rivera, name: 'Harbor Mutual' },
      { providerId: chen, name: 'Pacific Care' },
    ])
    .returning({ id: insuranceCompanies.id });

  const riveraClients = await tx
    .insert(clients)
    .values([
      { providerId: rivera, firstName: 'Alex', lastName: 'Morgan', birthDate: '1990-04-12', phone1: '2125550101', pht1: 1, email1: 'alex@meadow.example', userId: alex, insuranceCompanyId: insurers[0]!.id, insuranceId: 'BM-100234', phaLine1: '14 Elm Street', phaCity: 'Brooklyn', phaState: 32, phaPostalCode: '11215' },
      { providerId: rivera, firstName: 'Priya', lastName: 'Shah', middleName: 'K', birthDate: '1985-09-30', phone1: '2125550102', pht1: 1, phone2: '2125550112', pht2: 3, email1: 'priya@example.com' },
      { providerId: rivera, firstName: 'Marcus', lastName: 'Bell', birthDate: '1978-01-05', phone1: '7185550103', pht1: 2, email1: 'marcus@example.com', insuranceCompanyId: insurers[1]!.id, insuranceId: 'HM-55821' },
      { providerId: rivera, firstName: 'Sofia', lastName: 'Garcia', birthDate: '2001-06-18', phone1: '6465550104', pht1: 1, notes: 'Prefers evening sessions.' },
      { providerId: rivera, firstName: 'Liam', lastName: "O'Connor", birthDate: '1995-11-23', phone1: '9175550105', pht1: 1, email1: 'liam@example.com' },
      { providerId: rivera, firstName: 'Hana', lastName: 'Kim', birthDate: '1988-02-14', email1: 'hana@example.com', timezone: LA },
      { providerId: rivera, firstName: 'Noah', lastName: 'Williams', birthDate: '1972-08-08', phone1: '3475550107', pht1: 3 },
      // Status 2: kept for the record, hidden from pickers (spec 3).
      { providerId: rivera, firstName: 'Olivia', lastName: 'Hughes', birthDate: '1969-03-03', phone1: '2125550108', pht1: 1, status: 2 },
    ])
    .returning({ id: clients.id });
  const chenClients = await tx
    .insert(clients)
    .values([
      { providerId: chen, firstName: 'Ethan', lastName: 'Nguyen', birthDate: '1993-07-07', phone1: '3105550201', pht1: 1, timezone: LA, insuranceCompanyId: insurers[2]!.id, insuranceId: 'PC-9001' },
      { providerId: chen, firstName: 'Grace', lastName: 'Lopez', birthDate: '1980-12-01', email1: 'grace@example.com', timezone: LA },
      { providerId: chen, firstName: 'Omar', lastName: 'Haddad', birthDate: '1999-05-21', phone1: '3105550203', pht1: 2, timezone: LA },
    ])
    .returning({ id: clients.id });
  // An accented name for the header search (issue 5: 'jose' and 'ALVAREZ' find it); inserted after dr.chen's clients so earlier ids stay.
  const [jose] = await tx
    .insert(clients)
    .values({ providerId: rivera, firstName: 'José', lastName: 'Álvarez', birthDate: '1987-10-09', phone1: '2125550109', pht1: 1, email1: 'jose@example.com' })
    .returning({ id: clients.id });

  const riveraPersons = await tx
    .insert(persons)
    .values([
      { providerId: rivera, firstName: 'Jo', lastName: 'Lindqvist', email1: 'jo@meadow.example', phone1: '2125550301', pht1: 1, userId: jo },
      { providerId: rivera, firstName: 'Ruth', lastName: 'Adler', email1: 'ruth@example.com', phone1: '2125550302', pht1: 3 },
      { providerId: rivera, firstName: 'Tom', lastName: 'Baker', phone1: '2125550303', pht1: 2 },
      { providerId: rivera, firstName: 'Ines', lastName: 'Moreau', email1: 'ines@example.com' },
    ])
    .returning({ id: persons.id });
  await tx.insert(persons).values([{ providerId: chen, firstName: 'Dev', lastName: 'Rao', timezone: LA }]);

  const riveraEvents = await tx
    .insert(events)
    .values([
      { providerId: rivera, name: 'Team meeting' },
      { providerId: rivera, name: 'Supervision' },
    ])
    .returning({ id: events.id });

  const riveraGroups = await tx
    .insert(groups)
    .values([
      { providerId: rivera, name: 'Tuesday support group', isVideo: false },
      { providerId: rivera, name: 'Mindfulness (video)', isVideo: true },
    ])
    .returning({ id: groups.id });
  await tx.insert(groupMembers).values([
    { groupId: riveraGroups[0]!.id, memberId: riveraClients[1]!.id, memberType: 'client' },
    { groupId: riveraGroups[0]!.id, memberId: riveraClients[2]!.id, memberType: 'client' },
    { groupId: riveraGroups[0]!.id, memberId: riveraPersons[1]!.id, memberType: 'person' },
    { groupId: riveraGroups[1]!.id, memberId: riveraClients[0]!.id, memberType: 'client' },
    { groupId: riveraGroups[1]!.id, memberId: riveraClients[3]!.id, memberType: 'client' },
    { groupId: riveraGroups[1]!.id, memberId: dana, memberType: 'app_user' },
  ]);

  await seedAppointments(tx, now, {
    rivera,
    chen,
    sam,
    riveraOffice,
    chenOffice,
    riveraClients: riveraClients.map((c) => c.id),
    joseClient: jose!.id,
    chenClients: chenClients.map((c) => c.id),
    riveraPersons: riveraPersons.map((p) => p.id),
    riveraEvents: riveraEvents.map((e) => e.id),
    riveraGroups: riveraGroups.map((g) => g.id),
  });
  await seedChat(tx, now, { rivera, sam, alex, dana });
  await seedMail(tx, now, { rivera, alex, jo, dana });
}

interface AppointmentIds {
  rivera: number;
  chen: number;
  sam: number;
  riveraOffice: number;
  chenOffice: number;
  riveraClients: number[];
  joseClient: number;
  chenClients: number[];
  riveraPersons: number[];
  riveraEvents: number[];
  riveraGroups: number[];
}

/** A month of appointments around today, computed in each provider's own timezone. */
async function seedAppointments(tx: Tx, now: Date, ids: AppointmentIds): Promise<void> {
  const today = todayIn(NY, now);
  const c = ids.riveraClients;
  const base = { providerId: ids.rivera, createdBy: ids.rivera, officeLocationId: ids.riveraOffice } as const;
  const client = (i: number) => ({ clientId: c[i]!, clientType: 'person' as const });

  // A weekly series: the Monday on or before today - 14, for five weeks.
  const firstMonday = addDays(today, -14 - ((weekday(today) + 6) % 7));
  const seriesEnd = addDays(firstMonday, 28);
  const [series] = await tx
    .insert(appointmentSeries)
    .values({
      providerId: ids.rivera,
      repeat: REPEAT.weekly,
      repeatBy: 0,
      repeatFreq: 1,
      repeatOn: '1',
      startsFrom: isoDay(firstMonday),
      endOn: isoDay(seriesEnd),
      startTime: '09:00',
      endTime: '09:50',
      timezone: NY,
      materialisedUntil: isoDay(seriesEnd),
      createdBy: ids.rivera,
    })
    .returning({ id: appointmentSeries.id });
  const weekly: NewAppointment[] = [0, 7, 14, 21, 28].map((offset) =>
    occurrence({ ...base, ...client(1), seriesId: series!.id, type: APPOINTMENT_TYPE.office }, addDays(firstMonday, offset), [9, 0], [9, 50], NY),
  );

  // A weekly video series on Thursdays, open-ended (end_on null), materialised for the month.
  const firstThursday = addDays(today, -14 + ((4 - weekday(addDays(today, -14)) + 7) % 7));
  const [videoSeries] = await tx
    .insert(appointmentSeries)
    .values({
      providerId: ids.rivera,
      repeat: REPEAT.weekly,
      repeatOn: '4',
      startsFrom: isoDay(firstThursday),
      endOn: null,
      startTime: '17:00',
      endTime: '17:45',
      timezone: NY,
      // What the extension job adds after the month: the rows below.
      occurrenceValues: {
        providerId: ids.rivera, timezone: NY, isAllDay: false, type: APPOINTMENT_TYPE.video, isVideo: true, isConnect: true, isSecureVideo: false,
        clientId: c[3]!, clientType: 'person', othereventId: null, othereventType: null, officeLocationId: null, customLocation: null,
        notes: '', clientNote: '', videoInvitepref: 'E', createdBy: ids.rivera,
      },
      materialisedUntil: isoDay(addDays(firstThursday, 28)),
      createdBy: ids.rivera,
    })
    .returning({ id: appointmentSeries.id });
  const videoWeekly: NewAppointment[] = [0, 7, 14, 21, 28].map((offset) =>
    occurrence(
      { ...base, ...client(3), seriesId: videoSeries!.id, type: APPOINTMENT_TYPE.video, isVideo: true, isConnect: true, videoInvitepref: 'E', officeLocationId: null },
      addDays(firstThursday, offset),
      [17, 0],
      [17, 45],
      NY,
    ),
  );

  // Connect codes and the Secure Video room name are random, given by the insert trigger (migration 0008);
  // secureVideoSessionId '' only asks for one.
  const singles: NewAppointment[] = [
    occurrence({ ...base, ...client(0), type: APPOINTMENT_TYPE.office, notes: 'Intake follow-up', clientNote: 'Please bring your insurance card.' }, today, [10, 0], [11, 0], NY),
    occurrence({ ...base, ...client(0), type: APPOINTMENT_TYPE.video, isVideo: true, secureVideoSessionId: '', videoInvitepref: 'S', officeLocationId: null }, addDays(today, 7), [14, 0], [14, 50], NY),
    occurrence({ ...base, ...client(2), type: APPOINTMENT_TYPE.phone, officeLocationId: null }, today, [13, 30], [14, 15], NY),
    occurrence({ ...base, ...client(4), type: APPOINTMENT_TYPE.office, isCancelled: true, notes: 'Client called to cancel' }, addDays(today, 1), [11, 0], [11, 50], NY),
    occurrence({ ...base, ...client(5), type: APPOINTMENT_TYPE.video, isVideo: true, isConnect: true, officeLocationId: null }, addDays(today, 2), [15, 0], [15, 45], NY),
    occurrence({ ...base, ...client(6), type: APPOINTMENT_TYPE.other, customLocation: 'Community center' }, addDays(today, -3), [16, 0], [17, 0], NY),
    occurrence({ ...base, ...client(4), type: APPOINTMENT_TYPE.office }, addDays(today, -8), [10, 0], [10, 50], NY),
    occurrence({ ...base, ...client(2), type: APPOINTMENT_TYPE.office }, addDays(today, 10), [12, 0], [12, 50], NY),
    occurrence({ ...base, othereventId: ids.riveraPersons[1]!, othereventType: OTHEREVENT_TYPE.person, type: APPOINTMENT_TYPE.phone, officeLocationId: null }, addDays(today, 3), [9, 30], [10, 0], NY),
    occurrence({ ...base, othereventId: ids.riveraEvents[0]!, othereventType: OTHEREVENT_TYPE.event, isAllDay: true, type: APPOINTMENT_TYPE.other, officeLocationId: null, notes: 'Practice planning day' }, addDays(today, 5), [0, 0], [0, 0], NY),
    occurrence({ ...base, othereventId: ids.riveraEvents[1]!, othereventType: OTHEREVENT_TYPE.event, type: APPOINTMENT_TYPE.office }, addDays(today, -1), [8, 0], [9, 0], NY),
    occurrence({ ...base, othereventId: ids.riveraGroups[0]!, othereventType: OTHEREVENT_TYPE.group, type: APPOINTMENT_TYPE.office }, addDays(today, 1), [18, 0], [19, 30], NY),
    occurrence({ ...base, othereventId: ids.riveraGroups[1]!, othereventType: OTHEREVENT_TYPE.group, type: APPOINTMENT_TYPE.video, isVideo: true, isConnect: true, officeLocationId: null }, addDays(today, 4), [19, 0], [20, 0], NY),
    occurrence({ ...base, ...client(1), isAllDay: true, type: APPOINTMENT_TYPE.other, officeLocationId: null, notes: 'Workshop' }, addDays(today, -10), [0, 0], [0, 0], NY),
    occurrence({ ...base, ...client(3), createdBy: ids.sam, type: APPOINTMENT_TYPE.office }, addDays(today, 12), [11, 0], [11, 50], NY),
  ];
  // José Álvarez (issue 5), last so earlier appointment ids stay; on a day no calendar e2e test looks at (tests/e2e/calendar.spec.ts).
  const jose = occurrence({ ...base, clientId: ids.joseClient, clientType: 'person', type: APPOINTMENT_TYPE.office }, addDays(today, 16), [15, 0], [15, 50], NY);

  // The practice's day (New York), not Los Angeles's: from midnight to 3 a.m. in New York the two differ, and a
  // viewer there would find dr.chen's 'today' appointment on yesterday's page.
  const chenToday = today;
  const chenBase = { providerId: ids.chen, createdBy: ids.chen, officeLocationId: ids.chenOffice } as const;
  const chenAppointments: NewAppointment[] = [
    occurrence({ ...chenBase, clientId: ids.chenClients[0]!, clientType: 'person', type: APPOINTMENT_TYPE.office }, chenToday, [10, 0], [10, 50], LA),
    occurrence({ ...chenBase, clientId: ids.chenClients[1]!, clientType: 'person', type: APPOINTMENT_TYPE.video, isVideo: true, officeLocationId: null }, addDays(chenToday, 2), [13, 0], [13, 50], LA),
    occurrence({ ...chenBase, clientId: ids.chenClients[2]!, clientType: 'person', type: APPOINTMENT_TYPE.phone, officeLocationId: null }, addDays(chenToday, -4), [9, 0], [9, 30], LA),
  ];

  await tx.insert(appointments).values([...weekly, ...videoWeekly, ...singles, ...chenAppointments, jose]);
}

async function seedChat(tx: Tx, now: Date, u: { rivera: number; sam: number; alex: number; dana: number }): Promise<void> {
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  const [group] = await tx
    .insert(chatGroups)
    .values({ name: 'Front desk', createdBy: u.rivera })
    .returning({ id: chatGroups.id });
  /*
   * dana is listed in the group (added, say, before she became a delegate),
   * yet role 24 takes no part in group chat (spec 6): she neither sees nor
   * writes it, so the demo shows her chat without Front desk, and the
   * group's members and messages without her (tests/api/routes/chat).
   */
  await tx.insert(chatGroupMembers).values([
    { groupId: group!.id, userId: u.rivera },
    { groupId: group!.id, userId: u.sam },
    { groupId: group!.id, userId: u.dana },
  ]);
  const sent = await tx
    .insert(chatMessages)
    .values([
      { senderId: u.sam, receiverId: u.rivera, body: 'Your 10:00 has arrived.', sentAt: minutesAgo(180) },
      { senderId: u.rivera, receiverId: u.sam, body: 'Thanks, send them in.', sentAt: minutesAgo(178) },
      { senderId: u.sam, receiverId: u.rivera, body: 'Marcus asked to move Friday to the afternoon.', sentAt: minutesAgo(30) },
      { senderId: u.alex, receiverId: u.rivera, body: 'Running five minutes late today, sorry!', sentAt: minutesAgo(90) },
      { senderId: u.rivera, receiverId: u.alex, body: 'No problem, see you soon.', sentAt: minutesAgo(88) },
      { senderId: u.rivera, groupId: group!.id, body: 'Reminder: the office closes early on Friday.', sentAt: minutesAgo(240) },
      { senderId: u.sam, groupId: group!.id, body: 'Noted, I will update the calendar.', sentAt: minutesAgo(235) },
      // A delegate's chat is one-to-one.
      { senderId: u.dana, receiverId: u.rivera, body: 'I moved the Friday evening bookings to Thursday.', sentAt: minutesAgo(200) },
      { senderId: u.rivera, receiverId: u.dana, body: 'Thank you, Dana.', sentAt: minutesAgo(198) },
    ])
    .returning({ id: chatMessages.id, senderId: chatMessages.senderId, receiverId: chatMessages.receiverId, groupId: chatMessages.groupId });
  // Everything is read except sam's latest message to dr.rivera (one unread for the badge).
  const unread = sent[2]!.id;
  const reads = sent.flatMap((m) => {
    if (m.id === unread) return [];
    if (m.receiverId !== null) return [{ messageId: m.id, userId: m.receiverId }];
    return [u.rivera, u.sam].filter((r) => r !== m.senderId).map((userId) => ({ messageId: m.id, userId }));
  });
  await tx.insert(chatMessageReads).values(reads);
}
