/**
 * Issue 13 item 12, crash and restart: one real server process (PGlite on
 * disk under DATA_DIR, or PostgreSQL with DATABASE_URL) is killed with
 * SIGKILL while a recurring series is being edited ('all' and 'future'), portal
 * mail with recipients and attachments is being sent and chat is bursting;
 * then a new process starts on the same data. Nothing may be half-written,
 * and every write answered 2xx before the kill must still be there.
 *
 * PGlite survives the kill: it is a single-user PostgreSQL writing its WAL
 * through the Node file system, so a killed process leaves the WAL in the
 * page cache and the next start replays it (measured: every acknowledged
 * write found, no torn rows). Should that ever change, this test says so.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentPayloadInput } from '../../../domain/contract/appointment';
import { appointmentSaveResponse } from '../../../domain/contract/appointment';
import { dailyResponse } from '../../../domain/contract/calendar';
import { CHAT_REMAINING_MAX, chatRemainingResponse, chatSendResponse } from '../../../domain/contract/chat';
import { clientDetailsResponse } from '../../../domain/contract/clients';
import { mailSendResponse } from '../../../domain/contract/mail';
import type { Database } from '../../../server/db/client';
import type { StartedServer } from '../../server-process';
import { dailyUrl } from '../routes/appointment/fixture';
import { type Ymd, weekly } from '../routes/appointment/write-helpers';
import { compose, multipart, patternBytes } from '../routes/mail/mail-api';
import { call, freePort, killHard, loginAt, rowsOf, type ServerData, serverData, type Session, startOn, waitUntil } from './kit';

/* ---------- days ---------- */

const toDate = ([y, m, d]: Ymd) => new Date(Date.UTC(y, m - 1, d));
const fromDate = (t: Date): Ymd => [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()];
const plusDays = (day: Ymd, n: number): Ymd => fromDate(new Date(toDate(day).getTime() + n * 86_400_000));
const iso = ([y, m, d]: Ymd) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
/** Every 7th day from `from` up to `until`: what a weekly rule on from's weekday expands to. */
function weeklyDays(from: Ymd, until: Ymd): string[] {
  const days: string[] = [];
  for (let d = from; toDate(d) <= toDate(until) && days.length < 200; d = plusDays(d, 7)) days.push(iso(d));
  return days;
}

/*
 * Years away from the demo seed's "around today" appointments. Each edit
 * writes its number into the notes and moves the times, so every row says
 * which version wrote it.
 */
const A_START: Ymd = [2031, 1, 6];
/** 'all' edits: the end alternates in pairs, so edits swap between replacing every row and updating them in place. */
const A_UNTIL: [Ymd, Ymd] = [[2031, 12, 29], [2031, 10, 27]];
const aUntil = (v: number): Ymd => A_UNTIL[Math.floor((v + 1) / 2) % 2]!;
const aHour = (v: number) => 9 + (v % 3);

const B_START: Ymd = [2031, 1, 7];
/** 'future' edit v starts at the v-th week and changes the end each time, so each one splits the series anew. */
const B_UNTIL: [Ymd, Ymd] = [[2032, 12, 28], [2032, 10, 26]];
const bUntil = (v: number): Ymd => B_UNTIL[v % 2]!;
const bDay = (v: number): Ymd => plusDays(B_START, 7 * v);
const bHour = (v: number) => 14 + (v % 3);

/** Bounds on every loop: far more than a run reaches before the kill. */
const MAX_SERIES_EDITS = 90;
const MAX_SENDS = 2000;
/** What each loop must have had answered before the kill, so the kill lands in the middle of real work. */
const MIN_ACKED = { seriesA: 3, seriesB: 3, mail: 3, chat: 10 };

/* ---------- the run ---------- */

interface Loop {
  acked: number;
  /** A request of this loop is out and unanswered. */
  inFlight: boolean;
  /** Answers other than 2xx while the server was up: the workload itself is wrong. */
  refusals: string[];
}
const newLoop = (): Loop => ({ acked: 0, inFlight: false, refusals: [] });

interface MailSent {
  i: number;
  mailBoxId: number;
  messageId: number;
  attachment: boolean;
}

const data = { current: undefined as ServerData | undefined };
let server: StartedServer | undefined;
let port = 0;
let rivera: Session;
let sam: Session;
let dana: Session;
let alex: Session;
let jo: Session;
let contactId = 0;
/** The last version of each series answered 200, and the highest one sent. */
const versions = { a: { acked: 0, sent: 0 }, b: { acked: 0, sent: 0 } };
const mailsSent: MailSent[] = [];
/** Chat sends answered 200: the body and the ids stored for it. */
const chatsSent = new Map<string, number[]>();
const chatBodies = new Set<string>();
const loops = { seriesA: newLoop(), seriesB: newLoop(), mail: newLoop(), chatRivera: newLoop(), chatSam: newLoop() };
let killed = false;
const timings: Record<string, number> = {};

const base = () => `http://127.0.0.1:${port}`;

function aPayload(v: number): AppointmentPayloadInput {
  const h = aHour(v);
  return { ...weekly({ providerId: rivera.userId, contactId, date: A_START, start: [h, 0], end: [h, 50], until: aUntil(v) }), notes: `A-v${v}`, allow_overlap: true };
}
function bPayload(v: number): AppointmentPayloadInput {
  const h = bHour(v);
  return { ...weekly({ providerId: rivera.userId, contactId, date: bDay(v), start: [h, 0], end: [h, 45], until: bUntil(v) }), notes: `B-v${v}`, allow_overlap: true };
}

/** Runs one request of a loop; null once the server is gone. */
async function step(loop: Loop, send: () => ReturnType<typeof call>): Promise<{ status: number; body: unknown } | null> {
  loop.inFlight = true;
  const answer = await send();
  loop.inFlight = false;
  if (answer === null) return null;
  if (answer.status !== 200) {
    if (!killed) loop.refusals.push(`${answer.status} ${JSON.stringify(answer.body)}`);
    return null;
  }
  loop.acked++;
  return answer;
}

async function seriesALoop(firstId: number): Promise<void> {
  let target = firstId;
  for (let v = 1; v <= MAX_SERIES_EDITS && !killed; v++) {
    versions.a.sent = v;
    const answer = await step(loops.seriesA, () => call(base(), rivera, 'PUT', '/api/appointment/edit', { json: { ...aPayload(v), editID: target, oneAllFuture: 'all' } }));
    if (!answer) return;
    const saved = appointmentSaveResponse.parse(answer.body);
    if (saved.res === false) throw new Error('series A: res false');
    target = saved.res.id;
    versions.a.acked = v;
  }
}

/** The live occurrence of series B on that day (each 'future' edit names a later one). */
async function bOccurrenceOn(day: Ymd, v: number): Promise<number | null> {
  const [y, m, d] = day;
  const answer = await call(base(), rivera, 'GET', dailyUrl([d, m, y], [d, m, y], rivera.userId));
  if (answer?.status !== 200) return null;
  const found = dailyResponse.parse(answer.body).appointments.find((a) => a.notes === `B-v${v}`);
  if (!found) throw new Error(`series B: no B-v${v} on ${iso(day)}`);
  return found.id;
}

async function seriesBLoop(): Promise<void> {
  for (let v = 1; v <= MAX_SERIES_EDITS && !killed; v++) {
    const target = await bOccurrenceOn(bDay(v), v - 1);
    if (target === null) return;
    versions.b.sent = v;
    const answer = await step(loops.seriesB, () => call(base(), rivera, 'PUT', '/api/appointment/edit', { json: { ...bPayload(v), editID: target, oneAllFuture: 'future' } }));
    if (!answer) return;
    versions.b.acked = v;
  }
}

async function mailLoop(): Promise<void> {
  for (let i = 0; i < MAX_SENDS && !killed; i++) {
    const attachment = i % 2 === 0;
    const form = await multipart(
      compose({ providerId: rivera.userId, to: [alex.userId, jo.userId], subject: `crash-mail-${i}`, body: `<p>Mail ${i}</p>` }),
      attachment ? [{ name: `notes-${i}.txt`, data: patternBytes(30_000, i) }] : [],
    );
    const answer = await step(loops.mail, () => call(base(), rivera, 'POST', '/api/portalemail/send', { raw: form.payload, contentType: form.contentType }));
    if (!answer) return;
    const sent = mailSendResponse.parse(answer.body);
    mailsSent.push({ i, mailBoxId: sent.mailBoxId, messageId: sent.mail.messageId, attachment });
  }
}

async function chatLoop(loop: Loop, from: Session, to: readonly Session[], prefix: string): Promise<void> {
  for (let i = 0; i < MAX_SENDS && !killed; i++) {
    const body = `${prefix}-${i}`;
    chatBodies.add(body);
    const answer = await step(loop, () => call(base(), from, 'POST', '/api/chat/message/send/text', { json: { message: body, receiverIds: to.map((s) => s.userId), isGroup: false } }));
    if (!answer) return;
    chatsSent.set(body, chatSendResponse.parse(answer.body).messages.map((m) => m.id));
  }
}

async function setUp(): Promise<void> {
  const started = Date.now();
  data.current = await serverData();
  // The workload is far above the per-address limit a real practice needs.
  data.current.env.RATE_LIMIT_MAX = '1000000';
  // On the PostgreSQL run Redis is there too: run as a multi-process deployment would (rate limit and rooms in Redis).
  if (process.env.REDIS_URL) Object.assign(data.current.env, { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `meadow-test-crash-${randomBytes(4).toString('hex')}` });
  port = await freePort();
  server = await startOn(port, data.current.env);
  timings.firstStart = Date.now() - started;
  const logins = await Promise.all(['dr.rivera', 'sam.staff', 'dana.delegate', 'alex.client', 'jo.other'].map((u) => loginAt(base(), u)));
  [rivera, sam, dana, alex, jo] = logins as [Session, Session, Session, Session, Session];
  const clients = await call(base(), rivera, 'GET', `/api/clients/client_details/${rivera.userId}`);
  const list = clientDetailsResponse.parse(clients?.body).clients;
  contactId = (Array.isArray(list) ? list : [list])[0]!.id;

  const addA = await call(base(), rivera, 'POST', '/api/appointment/add', { json: aPayload(0) });
  const addB = await call(base(), rivera, 'POST', '/api/appointment/add', { json: bPayload(0) });
  expect(addA?.status, JSON.stringify(addA?.body)).toBe(200);
  expect(addB?.status, JSON.stringify(addB?.body)).toBe(200);
  const firstA = appointmentSaveResponse.parse(addA!.body).res;
  if (firstA === false) throw new Error('series A was not added');

  const work = Promise.all([
    seriesALoop(firstA.id),
    seriesBLoop(),
    mailLoop(),
    chatLoop(loops.chatRivera, rivera, [sam, dana], 'crash-chat-rivera'),
    chatLoop(loops.chatSam, sam, [rivera], 'crash-chat-sam'),
  ]);
  const workStarted = Date.now();
  const enough = () =>
    loops.seriesA.acked >= MIN_ACKED.seriesA &&
    loops.seriesB.acked >= MIN_ACKED.seriesB &&
    loops.mail.acked >= MIN_ACKED.mail &&
    loops.chatRivera.acked + loops.chatSam.acked >= MIN_ACKED.chat;
  const ready = await waitUntil(enough, 60_000, 20);
  // The kill lands while every loop has a request out: an edit, a send and chat messages all mid-way.
  await waitUntil(() => Object.values(loops).every((l) => l.inFlight), 5000, 1);
  killed = true;
  await killHard(server.child);
  // Only tidies the killed process's own temp folder: the data lives in DATA_DIR or PostgreSQL.
  await server.stop();
  timings.workload = Date.now() - workStarted;
  await work;
  if (!ready) throw new Error(`the workload did not get going before the kill: ${JSON.stringify(loops)}\n${server.output()}`);

  const restarted = Date.now();
  server = await startOn(port, data.current.env);
  timings.restart = Date.now() - restarted;
}

let checkDatabase: Database | undefined;
/**
 * The data as the restarted server left it, opened once for the row checks.
 * On PGlite the server holds the data directory, so it is stopped first (a
 * clean stop after its own recovery changes no rows).
 */
async function onTheData<T>(check: (database: Database) => Promise<T>): Promise<T> {
  if (!checkDatabase) {
    if (data.current!.kind === 'pglite') await server?.stop();
    checkDatabase = await data.current!.open();
  }
  return check(checkDatabase);
}

describe('SIGKILL during a series edit, a mail send and a chat burst, then a restart on the same data', () => {
  beforeAll(setUp, 240_000);

  afterAll(async () => {
    killed = true;
    await checkDatabase?.close();
    await server?.stop();
    await data.current?.drop();
  }, 60_000);

  it('given the kill, should have answered every loop before it and refused nothing', () => {
    for (const [name, loop] of Object.entries(loops)) expect(loop.refusals, name).toEqual([]);
  });

  it('given the restart, should serve every acknowledged chat message and take new writes', async () => {
    const ackedIds = [...chatsSent.values()].flat();
    expect(ackedIds.length).toBeGreaterThan(0);
    const seen = new Map<number, string>();
    for (const who of [rivera, sam]) {
      let cursor = Math.min(...ackedIds) - 1;
      for (let page = 0; page < 100; page++) {
        const answer = await call(base(), who, 'GET', `/api/chat/message/remaining/${who.userId}/${cursor}`);
        expect(answer?.status).toBe(200);
        const { messages } = chatRemainingResponse.parse(answer!.body);
        for (const m of messages) seen.set(m.id, m.value);
        if (messages.length < CHAT_REMAINING_MAX) break;
        cursor = messages.at(-1)!.id;
      }
    }
    for (const [body, ids] of chatsSent) for (const id of ids) expect(seen.get(id), `message ${id}`).toBe(body);

    // The restarted server writes: the advisory locks and sequences came back sane.
    const chat = await call(base(), rivera, 'POST', '/api/chat/message/send/text', { json: { message: 'after restart', receiverIds: [sam.userId], isGroup: false } });
    expect(chat?.status).toBe(200);
    const form = await multipart(compose({ providerId: rivera.userId, to: [alex.userId], subject: 'after restart', body: '<p>hi</p>' }));
    const mail = await call(base(), rivera, 'POST', '/api/portalemail/send', { raw: form.payload, contentType: form.contentType });
    expect(mail?.status).toBe(200);
    const edit = await call(base(), rivera, 'POST', '/api/appointment/add', {
      json: { ...weekly({ providerId: rivera.userId, contactId, date: [2033, 1, 3], until: [2033, 3, 28] }), notes: 'after restart', allow_overlap: true },
    });
    expect(edit?.status).toBe(200);
  });

  it('given the data after the restart, should hold each series wholly at one version, no older than the last acknowledged', async () => {
    await onTheData(async (database) => {
      type Row = { notes: string; app_date: string; hm: string; series_id: number | null; starts_from: string | null; end_on: string | null };
      const live = await rowsOf<Row>(
        database,
        sql`select a.notes, a.app_date::text as app_date, to_char(a.starts_at at time zone a.timezone, 'HH24:MI') as hm, a.series_id,
                   s.starts_from::text as starts_from, s.end_on::text as end_on
              from appointments a left join appointment_series s on s.id = a.series_id
             where a.provider_id = ${rivera.userId} and not a.is_deleted and (a.notes like 'A-v%' or a.notes like 'B-v%')
             order by a.app_date`,
      );

      // Series A ('all'): one version on every live row, the series row agreeing with it.
      const a = live.filter((r) => r.notes.startsWith('A-v'));
      const aVersions = [...new Set(a.map((r) => Number(r.notes.slice(3))))];
      expect(aVersions.length, `series A rows of versions ${aVersions.join(', ')}`).toBe(1);
      const va = aVersions[0]!;
      expect([versions.a.acked, versions.a.sent]).toContain(va);
      expect(a.map((r) => r.app_date)).toEqual(weeklyDays(A_START, aUntil(va)));
      expect(new Set(a.map((r) => r.hm))).toEqual(new Set([`${String(aHour(va)).padStart(2, '0')}:00`]));
      expect(new Set(a.map((r) => r.series_id)).size).toBe(1);
      expect(a[0]!.end_on).toBe(iso(aUntil(va)));

      // Series B ('future'): version j < v holds only its own week, version v the rest; each segment its own series.
      const b = live.filter((r) => r.notes.startsWith('B-v'));
      const vb = Math.max(...b.map((r) => Number(r.notes.slice(3))));
      expect([versions.b.acked, versions.b.sent]).toContain(vb);
      const expected = [...Array.from({ length: vb }, (_, j) => ({ v: j, day: iso(bDay(j)) })), ...weeklyDays(bDay(vb), bUntil(vb)).map((day) => ({ v: vb, day }))];
      expect(b.map((r) => ({ v: Number(r.notes.slice(3)), day: r.app_date }))).toEqual(expected);
      for (const r of b) {
        const v = Number(r.notes.slice(3));
        expect(r.hm).toBe(`${bHour(v)}:00`);
        expect(r.starts_from).toBe(iso(bDay(v)));
        expect(r.end_on).toBe(iso(v < vb ? plusDays(bDay(v + 1), -1) : bUntil(vb)));
      }
      console.info(
        `[crash-restart ${data.current!.kind}] series A: ${versions.a.acked} edits acknowledged, version ${va} found (${a.length} rows); ` +
          `series B: ${versions.b.acked} acknowledged, version ${vb} found (${b.length} rows)`,
      );
    });
  });

  it('given the data after the restart, should hold each sent mail whole: Sent entry, every Inbox entry and its file, or nothing', async () => {
    await onTheData(async (database) => {
      type Row = { id: number; subject: string; sent: boolean; recipients: number[]; sent_entries: number; inbox: number[]; files: number; counted: number; sizes: number[]; md5s: string[] };
      const mails = await rowsOf<Row>(
        database,
        sql`select m.id, m.subject, m.sent_at is not null as sent, m.attachment_count as counted,
                   coalesce((select array_agg(r.user_id order by r.user_id) from mail_recipients r where r.message_id = m.id), '{}') as recipients,
                   (select count(*)::int from mailbox_entries e where e.message_id = m.id and e.box = 2 and e.user_id = m.sender_id) as sent_entries,
                   coalesce((select array_agg(e.user_id order by e.user_id) from mailbox_entries e where e.message_id = m.id and e.box = 1), '{}') as inbox,
                   (select count(*)::int from mail_attachments f where f.message_id = m.id) as files,
                   coalesce((select array_agg(f.size order by f.id) from mail_attachments f where f.message_id = m.id), '{}') as sizes,
                   coalesce((select array_agg(md5(f.data) order by f.id) from mail_attachments f where f.message_id = m.id), '{}') as md5s
              from mail_messages m where m.subject like 'crash-mail-%'`,
      );
      const recipients = [alex.userId, jo.userId].sort((x, y) => x - y);
      const bySubject = new Map(mails.map((m) => [m.subject, m]));
      expect(bySubject.size, 'one message per subject').toBe(mails.length);
      for (const m of mails) {
        const i = Number(m.subject.slice('crash-mail-'.length));
        expect(m.sent, m.subject).toBe(true);
        expect(m.recipients, m.subject).toEqual(recipients);
        expect(m.sent_entries, m.subject).toBe(1);
        expect(m.inbox, m.subject).toEqual(recipients);
        const files = i % 2 === 0 ? 1 : 0;
        expect([m.files, m.counted], m.subject).toEqual([files, files]);
        if (files === 1) {
          expect(m.sizes, m.subject).toEqual([30_000]);
          expect(m.md5s, m.subject).toEqual([createHash('md5').update(patternBytes(30_000, i)).digest('hex')]);
        }
      }
      for (const sent of mailsSent) expect(bySubject.get(`crash-mail-${sent.i}`)?.id, `acknowledged mail ${sent.i}`).toBe(sent.messageId);

      const [orphans] = await rowsOf<{ entries: number; recipients: number; files: number; mails: number }>(
        database,
        sql`select (select count(*)::int from mailbox_entries e where not exists (select 1 from mail_messages m where m.id = e.message_id)) as entries,
                   (select count(*)::int from mail_recipients r where not exists (select 1 from mail_messages m where m.id = r.message_id)) as recipients,
                   (select count(*)::int from mail_attachments f where not exists (select 1 from mail_messages m where m.id = f.message_id)) as files,
                   (select count(*)::int from mail_messages m where not exists (select 1 from mailbox_entries e where e.message_id = m.id)) as mails`,
      );
      expect(orphans).toEqual({ entries: 0, recipients: 0, files: 0, mails: 0 });
      console.info(`[crash-restart ${data.current!.kind}] mail: ${mailsSent.length} acknowledged, ${mails.length} stored whole (${mails.length - mailsSent.length} committed but unanswered)`);
    });
  });

  it('given the data after the restart, should hold every acknowledged chat message and each send whole', async () => {
    await onTheData(async (database) => {
      const rows = await rowsOf<{ id: number; body: string; sender_id: number; receiver_id: number }>(
        database,
        sql`select id, body, sender_id, receiver_id from chat_messages where body like 'crash-chat-%' order by id`,
      );
      const byBody = new Map<string, { id: number; receiver_id: number }[]>();
      for (const r of rows) byBody.set(r.body, [...(byBody.get(r.body) ?? []), r]);
      for (const [body, stored] of byBody) {
        expect(chatBodies.has(body), body).toBe(true);
        const receivers = body.startsWith('crash-chat-rivera') ? [sam.userId, dana.userId] : [rivera.userId];
        expect(stored.map((s) => s.receiver_id).sort((x, y) => x - y), body).toEqual(receivers.sort((x, y) => x - y));
      }
      for (const [body, ids] of chatsSent) expect(byBody.get(body)?.map((s) => s.id), body).toEqual(ids);
      const ackedMessages = [...chatsSent.values()].flat().length;
      console.info(
        `[crash-restart ${data.current!.kind}] chat: ${chatsSent.size} sends (${ackedMessages} messages) acknowledged, ${byBody.size} sends (${rows.length} messages) stored; ` +
          `timings ${JSON.stringify(timings)}`,
      );
    });
  });
});
