import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ICS_MEDIA_TYPE } from '../../../domain/contract/calendar-file';
import { clients, officeLocations } from '../../../server/db/schema/index';
import { enqueueDueReminders } from '../../../server/repositories/reminders-repository';
import { readIcs } from '../calendar/ics-file';
import { login, type Login } from '../helper';
import { parseMail } from '../mail-message';
import { add, idOf, oneOff, rowById, saved, seedIds } from '../routes/appointment/write-helpers';
import { buildReminderApp, hoursFromNow, localAt, NY, uniqueEmail, videoPayload } from './reminder-kit';

/**
 * Issue 26 item 6: a reminder e-mail carries the occurrence's .ics
 * (METHOD:PUBLISH), the same file 'Add to calendar' gives the client: read
 * back with ical.js from what the SMTP server received, its instants are
 * the appointment's, with the join link or the office's address, and no
 * notes or names.
 */
const t = buildReminderApp();

let auth: Login;
let rivera: number;
let clientId: number;
let email: string;
let names: string[];

beforeAll(async () => {
  auth = await login(t.app, 'dr.rivera');
  const ids = await seedIds(t.app);
  rivera = ids.rivera;
  clientId = Object.values(ids.client)[0]!;
  email = uniqueEmail('ics');
  const [c] = await t.app.db
    .update(clients)
    .set({ email1: email, email2: null, timezone: 'Europe/London' })
    .where(eq(clients.id, clientId))
    .returning({ firstName: clients.firstName, lastName: clients.lastName });
  names = [c!.firstName, c!.lastName, 'Rivera'];
});

async function reminderFor(id: number) {
  const before = t.smtp.messages.length;
  await enqueueDueReminders(t.app.database.db, new Date());
  await t.worker.drain();
  await t.smtp.waitFor(before + 1);
  const mails = t.smtp.messages.filter((m) => m.to.includes(email)).map((m) => parseMail(m.raw));
  const mail = mails.at(-1);
  if (!mail) throw new Error('no reminder');
  const part = mail.part(ICS_MEDIA_TYPE);
  if (!part) throw new Error(`the reminder for ${id} has no calendar part`);
  return part;
}

describe('the reminder e-mail\'s calendar attachment', () => {
  it('given a Connect session in 3 hours, should attach appointment.ics with its instants in New York time, the join link, and no notes or names', async () => {
    const at = hoursFromNow(3);
    const id = idOf(saved(await add(t.app, auth, videoPayload({ providerId: rivera, contactId: clientId, at, notes: 'SECRET-NOTE F32.1' }))));
    const part = await reminderFor(id);
    expect(part.contentType).toContain('method=PUBLISH');
    expect(part.disposition).toMatch(/^attachment; filename="?appointment\.ics"?/);
    const file = readIcs(part.body);
    const row = await rowById(t.app, id);
    expect(file.method).toBe('PUBLISH');
    expect(file.uid).toBe(`appointment-${id}@meadow.example`);
    expect(file.tzid).toBe(NY);
    expect(file.startsAt.toISOString()).toBe(row.startsAt.toISOString());
    expect(file.endsAt.toISOString()).toBe(row.endsAt.toISOString());
    expect(file.summary).toBe('Video session');
    expect(file.url).toBe(`https://meadow.example/connect/${row.clientConnectcode}`);
    for (const word of ['SECRET-NOTE', 'F32', ...names]) expect(part.body).not.toContain(word);
    expect(part.body).not.toContain(row.connectcode!);
  });

  it('given an office appointment in 2 hours, should attach a file whose LOCATION is the office\'s address', async () => {
    const [office] = await t.app.db.select().from(officeLocations).where(eq(officeLocations.providerId, rivera));
    const when = localAt(hoursFromNow(2), NY);
    const payload = {
      ...oneOff({ providerId: rivera, contactId: clientId, date: when.date, start: when.start, end: when.end }),
      officeLocation: { custom: false, value: office!.id },
      video_invitepref: 'E' as const,
      timezone: NY,
      allow_overlap: true,
    };
    const id = idOf(saved(await add(t.app, auth, payload)));
    const file = readIcs((await reminderFor(id)).body);
    expect(file.uid).toBe(`appointment-${id}@meadow.example`);
    expect(file.summary).toBe('Appointment');
    expect(file.location).toContain(office!.line1);
    expect(file.url).toBeNull();
  });
});
