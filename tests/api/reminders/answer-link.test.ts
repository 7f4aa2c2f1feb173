import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadFor, type PushPayload } from '../../../domain/contract/push';
import type { DailyCalendarResponse } from '../../../domain/contract/calendar';
import type { RefreshRequestPayload } from '../../../domain/contract/realtime';
import type { ReminderAnswerView } from '../../../domain/contract/reminder-answer';
import { messages, reminderAnswerTexts } from '../../../domain/messages';
import { formatReminderWhen } from '../../../domain/reminders/reminder-message';
import { ANONYMOUS_AUDIT_USER } from '../../../server/audit/audit-declaration';
import { auditEvents, clients, users } from '../../../server/db/schema/index';
import { answerUrlOf } from '../../../server/reminders/answer-url';
import { reminderAnswerKey } from '../../../server/reminders/answer-key';
import { build, expectMessage, login, type Login } from '../helper';
import { connected, openSocket } from '../realtime/socket-client';
import { dailyUrl } from '../routes/appointment/fixture';
import { newSubscriber, type PushService, type ReceivedPush, startPushService, type Subscriber } from '../push/push-service';
import { add, daily, edit, idOf, oneOff, rowById, saved, seedIds } from '../routes/appointment/write-helpers';
import { hoursFromNow, localAt, NY } from './reminder-kit';

/**
 * A reminder's confirm-or-cancel link (issue 26 item 3), against the real
 * database: the link made as the reminder job makes it, opened and answered
 * without a session; the practice hears of it live and by push.
 */
const MAX_PER_IP = 6;
const t = build({ recoveryMaxPerIp: MAX_PER_IP });
const PRACTICE_PHONE = '(555) 010-7788';
const NOTE = 'PRIVATE: F41.1 follow-up';

let rivera: Login;
let providerId: number;
let clientId: number;
let service: PushService;
const subscriber: Record<'rivera' | 'sam', Subscriber> = {} as never;
let url = '';
const sockets: Socket[] = [];
let address = 0;
/** Each test its own client address, so their budgets never meet. */
const nextIp = () => `10.26.3.${++address}`;

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  const sam = await login(t.app, 'sam.staff');
  const ids = await seedIds(t.app);
  providerId = ids.rivera;
  clientId = ids.client['Priya']!;
  await t.app.db.update(clients).set({ timezone: 'Europe/London' }).where(eq(clients.id, clientId));
  await t.app.db.update(users).set({ practicePhone: PRACTICE_PHONE, cancellationWindowHours: 24 }).where(eq(users.id, providerId));
  service = await startPushService();
  for (const [name, who] of [['rivera', rivera], ['sam', sam]] as const) {
    subscriber[name] = newSubscriber(service, `${name}-${who.userId}`);
    const res = await t.app.inject({ method: 'POST', url: '/api/subscription/add', headers: who.headers, payload: subscriber[name].subscription });
    expect(res.statusCode).toBe(200);
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await service?.close();
});

/** An office appointment for Priya `hours` from now, with a private note; answers its id and start. */
async function booked(hours: number): Promise<{ id: number; at: Date }> {
  const at = hoursFromNow(hours);
  const l = localAt(at, NY);
  const body = saved(await add(t.app, rivera, { ...oneOff({ providerId, contactId: clientId, date: l.date, start: l.start, end: l.end }), timezone: NY, notes: NOTE, allow_overlap: true }));
  return { id: idOf(body), at };
}

/** The token of Priya's link, made as the reminder job makes it. */
async function tokenOf(id: number, at: Date): Promise<string> {
  const link = answerUrlOf(await reminderAnswerKey(t.app.db), 'https://meadow.example', id, Math.floor(at.getTime() / 1000), `c:${clientId}`);
  expect(link).toMatch(/^https:\/\/meadow\.example\/r\/[A-Za-z0-9_-]{34}$/);
  return link!.split('/r/')[1]!;
}

const look = (token: string, ip: string) => t.app.inject({ method: 'GET', url: `/api/reminder_answer/${token}`, remoteAddress: ip });
const act = (token: string, action: string, ip: string) => t.app.inject({ method: 'POST', url: `/api/reminder_answer/${token}/${action}`, remoteAddress: ip });

async function pushesOf(trigger: () => Promise<void>): Promise<ReceivedPush[]> {
  // The booking's own push ('Appointment changed') must not count.
  await t.app.jobs.drain();
  const from = service.received.length;
  await trigger();
  await t.app.jobs.drain();
  return service.received.slice(from);
}

async function samSocket(): Promise<RefreshRequestPayload[]> {
  const who = await login(t.app, 'sam.staff');
  const socket = openSocket(url, { userId: who.userId, token: who.token }, sockets);
  const heard: RefreshRequestPayload[] = [];
  socket.on('refreshRequest', (p: RefreshRequestPayload) => heard.push(p));
  await connected(socket);
  return heard;
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('reminder link: the page', () => {
  it('given a live link, when opened without a session, should show only the day and time in the client\'s zone and where, and audit it without a user', async () => {
    const { id, at } = await booked(72);
    const res = await look(await tokenOf(id, at), nextIp());
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<ReminderAnswerView>();
    expect(view).toEqual({ state: 'open', when: formatReminderWhen(at, 'Europe/London', false), where: 'Room 1', cancellable: true, practicePhone: PRACTICE_PHONE, message: '' });
    for (const secret of ['Priya', 'PRIVATE', 'F41', String(id)]) expect(res.body).not.toContain(secret);
    await t.app.auditTrail.flush();
    const rows = await t.app.db.select().from(auditEvents).where(sql`${auditEvents.recordId} = ${String(id)} and ${auditEvents.route} = '/api/reminder_answer/:token'`);
    expect(rows.map((r) => [r.userId, r.providerId, r.action, r.statusCode])).toEqual([[ANONYMOUS_AUDIT_USER, providerId, 'read', 200]]);
  });
});

describe('reminder link: confirm', () => {
  it('given a live link, when confirmed, should mark the occurrence confirmed, refresh the team\'s calendars and push "Appointment confirmed" to the team; again, should say it already was and push nothing', async () => {
    const { id, at } = await booked(72);
    const token = await tokenOf(id, at);
    const heard = await samSocket();
    const ip = nextIp();
    let res = await act(token, 'confirm', ip);
    expect(res.json<ReminderAnswerView>()).toMatchObject({ state: 'confirmed', message: reminderAnswerTexts.confirmed });
    await t.app.jobs.drain();
    const pushes = await pushesOf(async () => {
      res = await act(token, 'confirm', ip);
    });
    expect(pushes).toEqual([]);
    expect(res.json<ReminderAnswerView>()).toMatchObject({ state: 'confirmed', message: reminderAnswerTexts.alreadyConfirmed });
    const row = await rowById(t.app, id);
    expect([row.confirmationStatus, row.isCancelled]).toEqual(['confirmed', false]);
    await until(() => heard.some((p) => p.appointment?.id === id));
    expect(heard.find((p) => p.appointment?.id === id)).toMatchObject({ provider_id: providerId, is_edit: true, refresh_required: [row.appDate] });
    // The calendar's field set and the detail carry the answer, for the badge.
    const [y, m, d] = row.appDate.split('-').map(Number) as [number, number, number];
    const calendar = await t.app.inject({ method: 'GET', url: `${dailyUrl([d, m, y], [d, m, y], providerId)}?fields=calendar`, headers: rivera.headers });
    expect(calendar.json<DailyCalendarResponse>().appointments.find((a) => a.id === id)?.confirmation_status).toBe('confirmed');
    expect((await daily(t.app, rivera, [y, m, d], [y, m, d], providerId)).find((a) => a.id === id)?.confirmation_status).toBe('confirmed');
  });

  it('given a fresh link, when confirmed, should push "Appointment confirmed" to every member of the team, naming no one', async () => {
    const { id, at } = await booked(72);
    const token = await tokenOf(id, at);
    let res: Awaited<ReturnType<typeof act>> | undefined;
    const pushes = await pushesOf(async () => {
      res = await act(token, 'confirm', nextIp());
    });
    expect(res!.json<ReminderAnswerView>()).toMatchObject({ state: 'confirmed', message: reminderAnswerTexts.confirmed });
    expect(pushes.map((p) => p.name).sort()).toEqual([subscriber.rivera.name, subscriber.sam.name].sort());
    const payload = subscriber.sam.decrypt(pushes.find((p) => p.name === subscriber.sam.name)!.body) as PushPayload;
    expect(payload).toEqual(pushPayloadFor('appointmentConfirmed'));
    expect(payload.title).toBe('Appointment confirmed');
  });
});

describe('reminder link: cancel', () => {
  it('given the window has not begun, when cancelled, should cancel the occurrence as Cancel does, push "Appointment cancelled", and then answer that it already was', async () => {
    const { id, at } = await booked(72);
    const token = await tokenOf(id, at);
    const heard = await samSocket();
    const ip = nextIp();
    let res: Awaited<ReturnType<typeof act>> | undefined;
    const pushes = await pushesOf(async () => {
      res = await act(token, 'cancel', ip);
    });
    expect(res!.json<ReminderAnswerView>()).toMatchObject({ state: 'cancelled', message: reminderAnswerTexts.cancelled, cancellable: false });
    const row = await rowById(t.app, id);
    expect([row.confirmationStatus, row.isCancelled]).toEqual(['cancelled', true]);
    expect(pushes.map((p) => p.name).sort()).toEqual([subscriber.rivera.name, subscriber.sam.name].sort());
    expect(subscriber.rivera.decrypt(pushes.find((p) => p.name === subscriber.rivera.name)!.body)).toEqual(pushPayloadFor('appointmentCancelled'));
    await until(() => heard.some((p) => p.appointment?.id === id));
    expect(heard.find((p) => p.appointment?.id === id)).toMatchObject({ deleteOrCancel: 'cancel', refresh_required: [row.appDate] });

    for (const action of ['cancel', 'confirm']) {
      const again = await act(token, action, ip);
      expect(again.json<ReminderAnswerView>()).toMatchObject({ state: 'cancelled', message: reminderAnswerTexts.alreadyCancelled });
    }
    expect((await rowById(t.app, id)).confirmationStatus).toBe('cancelled');
  });

  it('given the window has begun, when cancelled, should change nothing and say to call the practice, with its phone', async () => {
    const { id, at } = await booked(3);
    const token = await tokenOf(id, at);
    const ip = nextIp();
    expect((await look(token, ip)).json<ReminderAnswerView>()).toMatchObject({ state: 'open', cancellable: false, practicePhone: PRACTICE_PHONE });
    const res = await act(token, 'cancel', ip);
    expect(res.json<ReminderAnswerView>()).toMatchObject({ state: 'open', message: reminderAnswerTexts.tooLateToCancel, practicePhone: PRACTICE_PHONE });
    const row = await rowById(t.app, id);
    expect([row.confirmationStatus, row.isCancelled]).toEqual(['none', false]);
    // Confirming still works inside the window.
    expect((await act(token, 'confirm', ip)).json<ReminderAnswerView>()).toMatchObject({ state: 'confirmed' });
  });

  it('given the practice cancelled the occurrence, should say so and let neither action change it', async () => {
    const { id, at } = await booked(72);
    const token = await tokenOf(id, at);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/appointment/delete/${id}/single/cancel`, headers: rivera.headers })).statusCode).toBe(200);
    const ip = nextIp();
    for (const action of ['confirm', 'cancel']) {
      expect((await act(token, action, ip)).json<ReminderAnswerView>()).toMatchObject({ state: 'cancelledByPractice', message: reminderAnswerTexts.cancelledByPractice });
    }
    expect((await rowById(t.app, id)).confirmationStatus).toBe('none');
  });
});

describe('reminder link: links that do not open', () => {
  it('given a forged, an altered, a moved, a started or a malformed link, should answer the plain text and change nothing', async () => {
    const { id, at } = await booked(72);
    const token = await tokenOf(id, at);
    const altered = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    const forged = 'A'.repeat(34);
    const moved = await booked(96);
    const movedToken = await tokenOf(moved.id, moved.at);
    const l = localAt(hoursFromNow(100), NY);
    saved(await edit(t.app, rivera, { ...oneOff({ providerId, contactId: clientId, date: l.date, start: l.start, end: l.end }), timezone: NY, allow_overlap: true }, moved.id, 'single'));
    const past = await booked(-2);
    const pastToken = await tokenOf(past.id, past.at);
    const ip = nextIp();
    for (const bad of [altered, forged, movedToken, pastToken]) {
      expectMessage(await look(bad, ip), 404, messages.reminderLinkInvalid);
      for (const action of ['confirm', 'cancel']) expectMessage(await act(bad, action, nextIp()), 404, messages.reminderLinkInvalid);
    }
    expectMessage(await look(`${token}x`, nextIp()), 400, messages.reminderLinkInvalid);
    expectMessage(await act(token, 'delete', nextIp()), 400, messages.reminderLinkInvalid);
    for (const row of await Promise.all([id, moved.id, past.id].map((i) => rowById(t.app, i)))) {
      expect([row.confirmationStatus, row.isCancelled]).toEqual(['none', false]);
    }
    await t.app.auditTrail.flush();
    const refused = await t.app.db.select().from(auditEvents).where(sql`${auditEvents.route} like '/api/reminder_answer/%' and ${auditEvents.statusCode} = 404 and ${auditEvents.ip} = ${ip}`);
    expect(refused).toHaveLength(4);
    expect(refused.every((r) => r.userId === ANONYMOUS_AUDIT_USER)).toBe(true);
  });

  it('given more bad links from one address than the recovery budget allows, should answer 429 even for a good link, while another address still opens it', async () => {
    const { id, at } = await booked(72);
    const token = await tokenOf(id, at);
    const ip = nextIp();
    for (let i = 0; i < MAX_PER_IP; i++) expectMessage(await look('B'.repeat(34), ip), 404, messages.reminderLinkInvalid);
    expectMessage(await look(token, ip), 429, messages.tooManyRecoveryAttempts);
    expectMessage(await act(token, 'confirm', ip), 429, messages.tooManyRecoveryAttempts);
    expect((await rowById(t.app, id)).confirmationStatus).toBe('none');
    expect((await look(token, nextIp())).statusCode).toBe(200);
  });

  it('given good links, should not use up the budget', async () => {
    const { id, at } = await booked(72);
    const token = await tokenOf(id, at);
    const ip = nextIp();
    for (let i = 0; i < MAX_PER_IP + 2; i++) expect((await look(token, ip)).statusCode).toBe(200);
  });
});
