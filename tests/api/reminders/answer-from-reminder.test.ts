import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReminderAnswerView } from '../../../domain/contract/reminder-answer';
import { reminderAnswerTexts } from '../../../domain/messages';
import { clients } from '../../../server/db/schema/index';
import { enqueueDueReminders } from '../../../server/repositories/reminders-repository';
import { login, type Login } from '../helper';
import { parseMail } from '../mail-message';
import { add, idOf, rowById, saved, seedIds } from '../routes/appointment/write-helpers';
import { buildReminderApp, hoursFromNow, kindPayload, uniqueEmail } from './reminder-kit';

/**
 * The confirm-or-cancel link as the reminder job sends it (issue 26 item 3):
 * one per reminded person, in the e-mail and in the SMS (short: one
 * segment), and it opens and answers on this server.
 */
const t = buildReminderApp();
const PHONE = '(555) 010-3344';
let auth: Login;
let rivera: number;
let clientId: number;
let email: string;

beforeAll(async () => {
  auth = await login(t.app, 'dr.rivera');
  const ids = await seedIds(t.app);
  rivera = ids.rivera;
  clientId = ids.client['Priya']!;
  email = uniqueEmail('answer');
  await t.app.db.update(clients).set({ email1: email, email2: null, timezone: 'America/Chicago', phone1: PHONE, pht1: 1 }).where(eq(clients.id, clientId));
});

const LINK = /https:\/\/meadow\.example\/r\/([A-Za-z0-9_-]{34})/;

describe('the link in a reminder', () => {
  it('given an appointment reminded by e-mail and SMS, should send each the same short link, and the link should confirm that occurrence', async () => {
    const at = hoursFromNow(1);
    const id = idOf(saved(await add(t.app, auth, kindPayload({ providerId: rivera, contactId: clientId, at, kind: 'phone', pref: 'B' }))));
    await enqueueDueReminders(t.app.database.db, new Date());
    await t.worker.drain();
    await t.smtp.waitFor(1);
    const mail = t.smtp.messages.filter((m) => m.to.includes(email)).map((m) => parseMail(m.raw)).at(-1)!;
    const sms = t.sms.filter((m) => m.to === '+15550103344').at(-1)!;
    const fromMail = LINK.exec(mail.text ?? '')?.[1];
    const fromSms = LINK.exec(sms.body)?.[1];
    expect(fromMail).toBeDefined();
    expect(fromSms).toBe(fromMail);
    expect(mail.html).toContain(`href="https://meadow.example/r/${fromMail}"`);
    expect(sms.body.length).toBeLessThanOrEqual(160);

    const look = await t.app.inject({ method: 'GET', url: `/api/reminder_answer/${fromMail}` });
    expect(look.json<ReminderAnswerView>()).toMatchObject({ state: 'open', where: reminderAnswerTexts.byPhone });
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/reminder_answer/${fromMail}/confirm` });
    expect(confirmed.json<ReminderAnswerView>()).toMatchObject({ state: 'confirmed', message: reminderAnswerTexts.confirmed });
    expect((await rowById(t.app, id)).confirmationStatus).toBe('confirmed');
  });
});
