import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatReminderWhen, reminderWording } from '../../../domain/reminders/reminder-message';
import { appointments, clients, jobs } from '../../../server/db/schema/index';
import { enqueueDueReminders } from '../../../server/repositories/reminders-repository';
import { login, type Login } from '../helper';
import { parseMail } from '../mail-message';
import { add, edit, idOf, remove, rowById, saved, seedIds } from '../routes/appointment/write-helpers';
import { buildReminderApp, hoursFromNow, uniqueEmail, videoPayload } from './reminder-kit';

/**
 * Appointment reminders end to end on one app: booked through the routes,
 * swept and sent by the job handlers, read back from an SMTP server.
 */
const t = buildReminderApp();

let auth: Login;
let rivera: number;
let clientId: number;
let email: string;

beforeAll(async () => {
  auth = await login(t.app, 'dr.rivera');
  const ids = await seedIds(t.app);
  rivera = ids.rivera;
  clientId = Object.values(ids.client)[0]!;
  email = uniqueEmail('ana');
  // The client lives in London; the appointment is booked in New York time.
  await t.app.db.update(clients).set({ email1: email, email2: null, timezone: 'Europe/London', phone1: '(555) 010-2233', pht1: 1 }).where(eq(clients.id, clientId));
});

/** Runs a sweep now (the worker's clock) and every job it enqueues. */
async function sweep() {
  await enqueueDueReminders(t.app.database.db, new Date());
  return t.worker.drain();
}

const mailsTo = (to: string) => t.smtp.messages.filter((m) => m.to.includes(to)).map((m) => parseMail(m.raw));

describe('appointment reminders', () => {
  it('given a Connect appointment in 3 hours with an e-mail reminder, should send one e-mail in the client\'s timezone with the join link and nothing clinical', async () => {
    const at = hoursFromNow(3);
    const res = await add(t.app, auth, videoPayload({ providerId: rivera, contactId: clientId, at, notes: 'SECRET-NOTE: F32.1 depression follow-up' }));
    const id = idOf(saved(res));
    const before = mailsTo(email).length;
    await sweep();
    await t.smtp.waitFor(1);
    const mails = mailsTo(email);
    expect(mails.length - before).toBe(1);
    const mail = mails.at(-1)!;
    const row = await rowById(t.app, id);
    expect(mail.header('subject')).toBe(reminderWording.subject);
    expect(mail.text).toContain(formatReminderWhen(at, 'Europe/London', false));
    expect(mail.text).toMatch(/GMT|BST/);
    expect(row.clientConnectcode).toBeTruthy();
    expect(mail.text).toContain(`https://meadow.example/connect/${row.clientConnectcode}`);
    expect(mail.html).toContain(`https://meadow.example/connect/${row.clientConnectcode}`);
    for (const body of [mail.text, mail.html, mail.header('subject')]) {
      expect(body).not.toContain('SECRET-NOTE');
      expect(body).not.toContain('F32');
      // The id as a number of its own: the date, the time and the random code may hold its digits ('30' in '4:30' or in hex).
      const withoutLinkAndTime = body!.replaceAll(row.clientConnectcode!, '').replaceAll(formatReminderWhen(at, 'Europe/London', false), '');
      expect(withoutLinkAndTime).not.toMatch(new RegExp(`(^|\\D)${id}(\\D|$)`));
      expect(body).not.toContain(row.connectcode!);
    }
    expect(row.reminderSetStatus).toBe(1);

    // Swept again: the key exists, nothing new is enqueued or sent.
    await sweep();
    expect(mailsTo(email).length - before).toBe(1);

    // Moved after its reminder: not reminded of the new time yet (0), then reminded again (1).
    const moved = hoursFromNow(5);
    saved(await edit(t.app, auth, videoPayload({ providerId: rivera, contactId: clientId, at: moved }), id, 'single'));
    expect((await rowById(t.app, id)).reminderSetStatus).toBe(0);
    await sweep();
    await t.smtp.waitFor(t.smtp.messages.length);
    expect(mailsTo(email).length - before).toBe(2);
    expect((await rowById(t.app, id)).reminderSetStatus).toBe(1);
  });

  it('given a pending reminder, when the appointment is moved, should void the old one and remind of the new time', async () => {
    const at = hoursFromNow(4);
    const id = idOf(saved(await add(t.app, auth, videoPayload({ providerId: rivera, contactId: clientId, at }))));
    await enqueueDueReminders(t.app.database.db, new Date());
    const before = mailsTo(email).length;
    const moved = hoursFromNow(6);
    saved(await edit(t.app, auth, videoPayload({ providerId: rivera, contactId: clientId, at: moved }), id, 'single'));
    await t.worker.drain();
    expect(mailsTo(email).length).toBe(before);
    await sweep();
    await t.smtp.waitFor(t.smtp.messages.length);
    const mails = mailsTo(email);
    expect(mails.length - before).toBe(1);
    expect(mails.at(-1)!.text).toContain(formatReminderWhen(moved, 'Europe/London', false));
  });

  it('given pending reminders, when appointments are cancelled or deleted (single, future, all), should send none of them', async () => {
    const before = mailsTo(email).length;
    const single = idOf(saved(await add(t.app, auth, videoPayload({ providerId: rivera, contactId: clientId, at: hoursFromNow(5) }))));
    const deletedOne = idOf(saved(await add(t.app, auth, videoPayload({ providerId: rivera, contactId: clientId, at: hoursFromNow(7) }))));
    const turnedOff = idOf(saved(await add(t.app, auth, videoPayload({ providerId: rivera, contactId: clientId, at: hoursFromNow(8) }))));
    await enqueueDueReminders(t.app.database.db, new Date());
    const pending = await t.app.db.select().from(jobs).where(sql`${jobs.kind} = 'reminder' and ${jobs.doneAt} is null`);
    expect(pending.length).toBeGreaterThanOrEqual(3);

    expect((await remove(t.app, auth, single, 'single', 'cancel')).statusCode).toBe(200);
    expect((await remove(t.app, auth, deletedOne, 'all', 'delete')).statusCode).toBe(200);
    saved(await edit(t.app, auth, videoPayload({ providerId: rivera, contactId: clientId, at: hoursFromNow(8), pref: 'N' }), turnedOff, 'single'));
    await sweep();
    expect(mailsTo(email).length).toBe(before);
    for (const id of [single, deletedOne, turnedOff]) expect((await rowById(t.app, id)).reminderSetStatus).toBe(0);
  });

  it('given an SMS reminder for a Secure Video appointment, should text the client\'s cell in E.164 with the room link and nothing clinical', async () => {
    const at = hoursFromNow(9);
    const id = idOf(
      saved(await add(t.app, auth, videoPayload({ providerId: rivera, contactId: clientId, at, pref: 'S', connect: false, notes: 'SECRET-NOTE' }))),
    );
    await t.app.db.update(appointments).set({ secureVideoSessionId: 'room-abc' }).where(eq(appointments.id, id));
    const before = t.sms.length;
    await sweep();
    expect(t.sms.length - before).toBe(1);
    const text = t.sms.at(-1)!;
    expect(text.to).toBe('+15550102233');
    expect(text.body).toContain(formatReminderWhen(at, 'Europe/London', false, true));
    expect(text.body).toContain('https://video.example/rooms/room-abc');
    expect(text.body).not.toContain('SECRET');
    // The room link and the confirm-or-cancel link (issue 26 item 3): two 153-character segments at most.
    expect(text.body).toMatch(/ Confirm or cancel: https:\/\/meadow\.example\/r\/[A-Za-z0-9_-]{34}$/);
    expect(text.body.length).toBeLessThanOrEqual(306);
  });

  it('given an appointment beyond the practice\'s longest lead time (48 h by default), should not remind yet', async () => {
    const before = t.smtp.messages.length;
    await add(t.app, auth, videoPayload({ providerId: rivera, contactId: clientId, at: hoursFromNow(50) }));
    const r = await sweep();
    expect(r.claimed).toBe(0);
    expect(t.smtp.messages.length).toBe(before);
  });
});
