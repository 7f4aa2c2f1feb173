import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { officeAddressLine } from '../../../domain/contacts/office-address';
import { formatReminderWhen } from '../../../domain/reminders/reminder-message';
import { clients, events, groupMembers, groups, jobs, officeLocations, persons, users } from '../../../server/db/schema/index';
import { jobHandlers } from '../../../server/jobs/jobs';
import { createJobWorker } from '../../../server/jobs/worker';
import { enqueueDueReminders } from '../../../server/repositories/reminders-repository';
import { login, type Login } from '../helper';
import { parseMail } from '../mail-message';
import { add, edit, idOf, remove, rowById, saved, seedIds } from '../routes/appointment/write-helpers';
import { buildReminderApp, hoursFromNow, kindPayload, silentLog, uniqueEmail } from './reminder-kit';

/**
 * Reminders for every kind of appointment (issue 26 item 2): office, phone
 * and other, to clients, other persons and each member of a group, by
 * e-mail, SMS or both, once per lead time of the practice; booked through
 * the routes, swept and sent by the job handlers, read back from the SMTP
 * server and the SMS transport.
 */
const t = buildReminderApp();

let auth: Login;
let rivera: number;
let clientId: number;
let email: string;
let office: { id: number; line1: string; line2: string; city: string; postalCode: string };
let personId: number;
let personEmail: string;
let groupId: number;
let memberA: { id: number; email: string };
let memberB: { id: number; email: string };

const PHONE = '(555) 010-4455';
const PERSON_PHONE = '(555) 010-6677';

beforeAll(async () => {
  auth = await login(t.app, 'dr.rivera');
  const ids = await seedIds(t.app);
  rivera = ids.rivera;
  clientId = Object.values(ids.client)[0]!;
  email = uniqueEmail('kind');
  await t.app.db.update(clients).set({ email1: email, email2: null, timezone: 'America/Chicago', phone1: PHONE, pht1: 1 }).where(eq(clients.id, clientId));
  const [row] = await t.app.db
    .insert(officeLocations)
    .values({ providerId: rivera, line1: '12 Elm St', line2: 'Suite 4', city: 'Springfield', postalCode: '01101' })
    .returning();
  office = row!;
  personEmail = uniqueEmail('person');
  const [person] = await t.app.db
    .insert(persons)
    .values({ providerId: rivera, firstName: 'Pat', lastName: 'Other', email1: personEmail, phone1: PERSON_PHONE, pht1: 1, timezone: 'Europe/London' })
    .returning({ id: persons.id });
  personId = person!.id;
  const members = [];
  for (const [name, pref] of [['Gia', 'E'], ['Hal', 'N']] as const) {
    const address = uniqueEmail(name.toLowerCase());
    const [c] = await t.app.db
      .insert(clients)
      .values({ providerId: rivera, firstName: name, lastName: 'Member', email1: address, reminderPref: pref, timezone: 'America/Denver' })
      .returning({ id: clients.id });
    members.push({ id: c!.id, email: address });
  }
  [memberA, memberB] = members as [typeof memberA, typeof memberB];
  const [group] = await t.app.db.insert(groups).values({ providerId: rivera, name: 'Tuesday group' }).returning({ id: groups.id });
  groupId = group!.id;
  await t.app.db.insert(groupMembers).values(members.map((m) => ({ groupId, memberId: m.id, memberType: 'client' as const })));
});

async function sweep(now = new Date()) {
  await enqueueDueReminders(t.app.database.db, now);
  return t.worker.drain();
}

const mailsTo = (to: string) => t.smtp.messages.filter((m) => m.to.includes(to)).map((m) => parseMail(m.raw));
const textsTo = (to: string) => t.sms.filter((m) => m.to === to);

describe('reminders for every appointment (issue 26 item 2)', () => {
  it('given an office appointment with an e-mail reminder, should e-mail the office\'s address and the time in the client\'s zone, naming no one and nothing clinical', async () => {
    const at = hoursFromNow(5);
    const before = mailsTo(email).length;
    saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: clientId, at, kind: 'office', pref: 'E', officeId: office.id, notes: 'SECRET-NOTE F43.1' })));
    await sweep();
    await t.smtp.waitFor(t.smtp.messages.length);
    const mails = mailsTo(email);
    expect(mails.length - before).toBe(1);
    const mail = mails.at(-1)!;
    expect(mail.text).toContain(formatReminderWhen(at, 'America/Chicago', false));
    expect(mail.text).toContain(`Where: ${officeAddressLine({ ...office, postal_code: office.postalCode })}`);
    for (const body of [mail.text, mail.html, mail.header('subject')]) {
      expect(body).not.toContain('SECRET');
      expect(body).not.toContain('F43');
      expect(body).not.toContain('Rivera');
    }
  });

  it('given a phone appointment with an SMS reminder for an other person, should text \'By phone\' in the person\'s zone', async () => {
    const at = hoursFromNow(6);
    const before = textsTo('+15550106677').length;
    saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: personId, contactType: 'other_event', at, kind: 'phone', pref: 'S' })));
    await sweep();
    const texts = textsTo('+15550106677');
    expect(texts.length - before).toBe(1);
    // With the short confirm-or-cancel link (issue 26 item 3): one 160-character segment.
    const body = texts.at(-1)!.body;
    expect(body).toMatch(/ Confirm or cancel: https:\/\/meadow\.example\/r\/[A-Za-z0-9_-]{34}$/);
    expect(body.replace(/ Confirm or cancel: .*$/, '')).toBe(`Meadow reminder: appointment ${formatReminderWhen(at, 'Europe/London', false, true)}, By phone.`);
    expect(body.length).toBeLessThanOrEqual(160);
    expect(mailsTo(personEmail)).toHaveLength(0);
  });

  it('given an \'other\' appointment with both reminders, should e-mail and text the client once each', async () => {
    const at = hoursFromNow(7);
    const mailsBefore = mailsTo(email).length;
    const textsBefore = textsTo('+15550104455').length;
    const id = idOf(saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: clientId, at, kind: 'other', pref: 'B' }))));
    await sweep();
    await sweep();
    await t.smtp.waitFor(t.smtp.messages.length);
    expect(mailsTo(email).length - mailsBefore).toBe(1);
    expect(mailsTo(email).at(-1)!.text).not.toContain('Where:');
    expect(textsTo('+15550104455').length - textsBefore).toBe(1);
    expect((await rowById(t.app, id)).reminderSetStatus).toBe(1);
  });

  it('given a group appointment, should remind each member by e-mail except one who chose no reminders', async () => {
    const at = hoursFromNow(8);
    const beforeA = mailsTo(memberA.email).length;
    saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: groupId, contactType: 'group_appointment', at, kind: 'office', pref: 'E', officeId: office.id })));
    await sweep();
    await t.smtp.waitFor(t.smtp.messages.length);
    expect(mailsTo(memberA.email).length - beforeA).toBe(1);
    expect(mailsTo(memberA.email).at(-1)!.text).toContain(formatReminderWhen(at, 'America/Denver', false));
    expect(mailsTo(memberB.email)).toHaveLength(0);
  });

  it('given the default lead times (48 h and 2 h), should remind once at each: the 48-hour one now, the 2-hour one when it comes, and never again', async () => {
    const at = hoursFromNow(3);
    const before = mailsTo(email).length;
    const id = idOf(saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: clientId, at, kind: 'office', pref: 'E', officeId: office.id }))));
    await sweep();
    await sweep();
    expect(mailsTo(email).length - before).toBe(1);
    // Two hours before the start, less a minute: the second lead time's window.
    const later = new Date(at.getTime() - 2 * 3_600_000 + 60_000);
    for (let i = 0; i < 2; i++) {
      await enqueueDueReminders(t.app.database.db, later);
      // The sweep then would run its jobs then: the queue claims by the database's clock, so they are made due now.
      await t.app.db.execute(sql`update jobs set run_at = now() where kind = 'reminder' and done_at is null`);
      await t.worker.drain();
    }
    await t.smtp.waitFor(t.smtp.messages.length);
    expect(mailsTo(email).length - before).toBe(2);
    const keys = await t.app.db.select({ key: jobs.dedupeKey }).from(jobs).where(sql`${jobs.payload}->>'appointmentId' = ${String(id)}`);
    const epoch = Math.floor(at.getTime() / 1000);
    expect(keys.map((k) => k.key).sort()).toEqual([`reminder:${id}:${epoch}:120`, `reminder:${id}:${epoch}:2880`]);
  });

  it('given an appointment booked inside the shorter lead time, should send only that one reminder', async () => {
    const at = hoursFromNow(1);
    const before = mailsTo(email).length;
    const id = idOf(saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: clientId, at, kind: 'phone', pref: 'E' }))));
    await sweep();
    await t.smtp.waitFor(t.smtp.messages.length);
    expect(mailsTo(email).length - before).toBe(1);
    expect(mailsTo(email).at(-1)!.text).toContain('Where: By phone');
    const keys = await t.app.db.select({ key: jobs.dedupeKey }).from(jobs).where(sql`${jobs.payload}->>'appointmentId' = ${String(id)}`);
    expect(keys.map((k) => k.key)).toEqual([`reminder:${id}:${Math.floor(at.getTime() / 1000)}:120`]);
  });

  it('given two workers sweeping and draining at once, should send each reminder exactly once', async () => {
    const at = hoursFromNow(10);
    const before = mailsTo(email).length;
    saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: clientId, at, kind: 'office', pref: 'E', officeId: office.id })));
    const second = createJobWorker({
      db: t.app.database.db,
      handlers: jobHandlers({ mailer: t.app.mailer, sms: { name: 'log', send: async (m) => void t.sms.push(m) }, publicUrl: 'https://meadow.example', secureVideoBaseUrl: undefined, push: t.app.push, onlineUserIds: (ids) => t.app.realtime.onlineUserIds(ids) }),
      log: silentLog,
      batch: 50,
    });
    const now = new Date();
    await Promise.all([enqueueDueReminders(t.app.database.db, now), enqueueDueReminders(t.app.database.db, now)]);
    await Promise.all([t.worker.drain(), second.drain()]);
    await t.smtp.waitFor(t.smtp.messages.length);
    expect(mailsTo(email).filter((m) => m.text?.includes(formatReminderWhen(at, 'America/Chicago', false)))).toHaveLength(1);
    expect(mailsTo(email).length - before).toBe(1);
  });

  it('given pending office reminders, when cancelled, deleted or moved, should withdraw them and remind of the new time only', async () => {
    const cancelled = idOf(saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: clientId, at: hoursFromNow(11), kind: 'office', pref: 'S' }))));
    const deletedOne = idOf(saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: clientId, at: hoursFromNow(12), kind: 'office', pref: 'S' }))));
    const moved = idOf(saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: clientId, at: hoursFromNow(13), kind: 'office', pref: 'S' }))));
    await enqueueDueReminders(t.app.database.db, new Date());
    const before = textsTo('+15550104455').length;
    expect((await remove(t.app, auth, cancelled, 'single', 'cancel')).statusCode).toBe(200);
    expect((await remove(t.app, auth, deletedOne, 'single', 'delete')).statusCode).toBe(200);
    const newTime = hoursFromNow(14);
    saved(await edit(t.app, auth, kindPayload({ providerId: rivera, contactId: clientId, at: newTime, kind: 'office', pref: 'S' }), moved, 'single'));
    await t.worker.drain();
    expect(textsTo('+15550104455').length).toBe(before);
    await sweep();
    const texts = textsTo('+15550104455');
    expect(texts.length - before).toBe(1);
    expect(texts.at(-1)!.body).toContain(formatReminderWhen(newTime, 'America/Chicago', false, true));
  });

  it('given an event, should store no reminder: it has no one to remind', async () => {
    const [event] = await t.app.db.insert(events).values({ providerId: rivera, name: 'Staff meeting' }).returning({ id: events.id });
    const id = idOf(saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: event!.id, contactType: 'event_appointment', at: hoursFromNow(9), kind: 'office', pref: 'E' }))));
    expect((await rowById(t.app, id)).videoInvitepref).toBe('N');
  });

  it('given the practice\'s own lead time (1 hour only) and naming turned on, should remind within the hour only, with the provider\'s name', async () => {
    await t.app.db.update(users).set({ reminderLeadMinutes: 60, reminderSecondLeadMinutes: null, remindersNameProvider: true }).where(eq(users.id, rivera));
    try {
      const before = mailsTo(email).length;
      const far = hoursFromNow(4);
      saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: clientId, at: far, kind: 'phone', pref: 'E' })));
      const near = new Date(Math.floor((Date.now() + 50 * 60_000) / 60_000) * 60_000);
      saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: clientId, at: near, kind: 'phone', pref: 'E' })));
      await sweep();
      await t.smtp.waitFor(t.smtp.messages.length);
      // Earlier tests' appointments within the hour get their 1-hour reminder too: only these two are looked at.
      const mails = mailsTo(email).slice(before);
      expect(mails.filter((m) => m.text?.includes(formatReminderWhen(far, 'America/Chicago', false)))).toHaveLength(0);
      const nearMails = mails.filter((m) => m.text?.includes(formatReminderWhen(near, 'America/Chicago', false)));
      expect(nearMails).toHaveLength(1);
      const [provider] = await t.app.db.select().from(users).where(eq(users.id, rivera));
      expect(nearMails[0]!.text).toContain(`with ${[provider!.namePrefix, provider!.firstName, provider!.lastName].filter(Boolean).join(' ')} on`);
    } finally {
      await t.app.db.update(users).set({ reminderLeadMinutes: 2880, reminderSecondLeadMinutes: 120, remindersNameProvider: false }).where(eq(users.id, rivera));
    }
  });
});

