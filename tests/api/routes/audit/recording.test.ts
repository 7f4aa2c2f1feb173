import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../../../server/db/schema/index';
import { rowsOf } from '../../../../server/repositories/appointments/sql-arrays';
import { build, login, type Login } from '../../helper';
import { clientForm, seedIds as seedClientIds } from '../clients/client-fixture';
import { add, edit, idOf, oneOff, remove, saved } from '../appointment/write-helpers';
import { compose, mailApi } from '../mail/mail-api';
import { auditEventsAfter, auditMark } from './audit-events';

/**
 * What the recorder (server/plugins/audit.ts) writes for the audited calls:
 * who, for which provider, which record, which action, the route pattern,
 * the status and the address, for allowed and refused calls alike; nothing
 * for calls without a session; and never a URL or a search term.
 */
const t = build();
const mail = mailApi(t);
let rivera: Login;
let chen: Login;
let alex: Login;
let sam: Login;
const ADDRESS = '198.51.100.7';

beforeAll(async () => {
  [rivera, chen, alex, sam] = (await Promise.all(['dr.rivera', 'dr.chen', 'alex.client', 'sam.staff'].map((u) => login(t.app, u)))) as [
    Login,
    Login,
    Login,
    Login,
  ];
});

const inject = (who: Login | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, remoteAddress: ADDRESS, ...(payload ? { payload } : {}) });

/** The fields a test compares; `at` and `id` vary. */
const shape = (e: { userId: number; providerId: number | null; action: string; recordType: string; recordId: string | null; route: string; method: string; statusCode: number; ip: string }) => ({
  userId: e.userId,
  providerId: e.providerId,
  action: e.action,
  recordType: e.recordType,
  recordId: e.recordId,
  route: e.route,
  method: e.method,
  statusCode: e.statusCode,
  ip: e.ip,
});

describe('client records', () => {
  it('given dr.rivera adds, reads and edits a client, should record create, read and update with her, her provider id, the route and the address', async () => {
    const ids = await seedClientIds(t.app);
    const mark = await auditMark(t.app);
    const added = await inject(rivera, 'POST', '/api/clients/add', clientForm(ids));
    expect(added.statusCode, added.body).toBe(200);
    const clientId = (added.json() as { client: { id: number } }).client.id;
    const read = await inject(rivera, 'GET', `/api/clients/client_details/${ids.rivera}?clientId=${clientId}`);
    expect(read.statusCode, read.body).toBe(200);
    const list = await inject(rivera, 'GET', `/api/clients/client_details/${ids.rivera}`);
    expect(list.statusCode).toBe(200);
    const edited = await inject(rivera, 'PUT', `/api/clients/edit/${ids.rivera}`, { ...clientForm(ids), clientId, lastName: 'Quinn-Hale' });
    expect(edited.statusCode, edited.body).toBe(200);

    const common = { userId: rivera.userId, providerId: ids.rivera, recordType: 'client', statusCode: 200, ip: ADDRESS };
    expect((await auditEventsAfter(t.app, mark)).map(shape)).toEqual([
      { ...common, action: 'create', recordId: String(clientId), route: '/api/clients/add', method: 'POST' },
      { ...common, action: 'read', recordId: String(clientId), route: '/api/clients/client_details/:providerId', method: 'GET' },
      { ...common, action: 'read', recordId: null, route: '/api/clients/client_details/:providerId', method: 'GET' },
      { ...common, action: 'update', recordId: String(clientId), route: '/api/clients/edit/:providerId', method: 'PUT' },
    ]);
  });

  it('given dr.chen asks for a client of dr.rivera, should record the refusal in dr.rivera\'s name as provider, with dr.chen as the actor', async () => {
    const ids = await seedClientIds(t.app);
    const mark = await auditMark(t.app);
    const res = await inject(chen, 'GET', `/api/clients/client_details/${ids.rivera}?clientId=1`);
    expect(res.statusCode).toBe(403);
    expect((await auditEventsAfter(t.app, mark)).map(shape)).toEqual([
      {
        userId: chen.userId,
        providerId: ids.rivera,
        action: 'read',
        recordType: 'client',
        recordId: '1',
        route: '/api/clients/client_details/:providerId',
        method: 'GET',
        statusCode: 403,
        ip: ADDRESS,
      },
    ]);
  });

  it('given a call without a session, should record nothing', async () => {
    const ids = await seedClientIds(t.app);
    const mark = await auditMark(t.app);
    expect((await inject(null, 'GET', `/api/clients/client_details/${ids.rivera}`)).statusCode).toBe(401);
    expect(await auditEventsAfter(t.app, mark)).toEqual([]);
  });
});

describe('appointments', () => {
  it('given dr.rivera books, reads, edits, cancels and deletes an appointment, should record each with its id', async () => {
    const ids = await seedClientIds(t.app);
    const [client] = rowsOf<{ id: number }>(await t.app.db.execute(sql`select id from clients where provider_id = ${ids.rivera} and status = 1 order by id limit 1`));
    const mark = await auditMark(t.app);
    const payload = oneOff({ providerId: ids.rivera, contactId: client!.id, date: [2031, 3, 12] });
    const id = idOf(saved(await add(t.app, rivera, payload)));
    expect((await inject(rivera, 'GET', `/api/appointment/get/id/${id}`)).statusCode).toBe(200);
    saved(await edit(t.app, rivera, { ...payload, notes: 'moved' }, id, 'single'));
    expect((await remove(t.app, rivera, id, 'single', 'cancel')).statusCode).toBe(200);
    expect((await remove(t.app, rivera, id, 'single', 'delete')).statusCode).toBe(200);

    const events = (await auditEventsAfter(t.app, mark)).map((e) => [e.action, e.recordType, e.recordId, e.providerId, e.method, e.route]);
    expect(events).toEqual([
      ['create', 'appointment', String(id), ids.rivera, 'POST', '/api/appointment/add'],
      ['read', 'appointment', String(id), ids.rivera, 'GET', '/api/appointment/get/id/:id'],
      ['update', 'appointment', String(id), ids.rivera, 'PUT', '/api/appointment/edit'],
      ['update', 'appointment', String(id), ids.rivera, 'DELETE', '/api/appointment/delete/:id/:scope/:action'],
      ['delete', 'appointment', String(id), ids.rivera, 'DELETE', '/api/appointment/delete/:id/:scope/:action'],
    ]);
  });

  it('given dr.chen opens an appointment of dr.rivera by id, should answer 404 and record it against dr.rivera', async () => {
    const ids = await seedClientIds(t.app);
    const [row] = await t.app.db.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.providerId, ids.rivera), eq(appointments.isDeleted, false))).limit(1);
    const mark = await auditMark(t.app);
    expect((await inject(chen, 'GET', `/api/appointment/get/id/${row!.id}`)).statusCode).toBe(404);
    expect((await auditEventsAfter(t.app, mark)).map(shape)).toEqual([
      {
        userId: chen.userId,
        providerId: ids.rivera,
        action: 'read',
        recordType: 'appointment',
        recordId: String(row!.id),
        route: '/api/appointment/get/id/:id',
        method: 'GET',
        statusCode: 404,
        ip: ADDRESS,
      },
    ]);
  });

  it('given a search, should store the route pattern and never the term', async () => {
    const ids = await seedClientIds(t.app);
    const mark = await auditMark(t.app);
    const res = await inject(rivera, 'GET', `/api/appointment/search/1/1/2026/28/2/2026/${encodeURIComponent('Álvarez')}/${ids.rivera}`);
    expect(res.statusCode, res.body).toBe(200);
    const events = await auditEventsAfter(t.app, mark);
    expect(events.map((e) => [e.action, e.recordType, e.recordId, e.route])).toEqual([
      ['read', 'contact', null, '/api/appointment/search/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:term/:providerId'],
    ]);
    const stored = JSON.stringify(await t.app.db.execute(sql`select * from audit_events`));
    expect(stored).not.toMatch(/lvarez/i);
    expect(stored).not.toContain('2026/');
  });

  it('given the daily calendar of another provider, should record the 403', async () => {
    const ids = await seedClientIds(t.app);
    const mark = await auditMark(t.app);
    expect((await inject(chen, 'GET', `/api/appointment/get/daily/1/1/2026/7/1/2026/${ids.rivera}`)).statusCode).toBe(403);
    expect((await auditEventsAfter(t.app, mark)).map((e) => [e.userId, e.providerId, e.statusCode])).toEqual([[chen.userId, ids.rivera, 403]]);
  });
});

describe('mail', () => {
  it('given dr.rivera sends alex a mail that alex opens, moves to Trash and deletes, should record create, read, update and delete', async () => {
    const ids = await seedClientIds(t.app);
    const mark = await auditMark(t.app);
    const sent = await mail.sendOk(rivera, compose({ providerId: ids.rivera, to: [alex.userId], subject: 'Audit trail mail' }));
    const entry = await mail.inboxEntryOf(alex, ids.rivera, 'Audit trail mail');
    await mail.contentOk(alex, entry.mailBoxId, ids.rivera);
    expect((await mail.move(alex, { providerId: ids.rivera, mailBoxIds: [entry.mailBoxId], boxCode: 3 })).statusCode).toBe(200);
    expect((await mail.deleteForGood(alex, { providerId: ids.rivera, mailBoxIds: [entry.mailBoxId] })).statusCode).toBe(200);

    const events = (await auditEventsAfter(t.app, mark)).map((e) => [e.userId, e.action, e.recordType, e.recordId, e.providerId, e.route]);
    expect(events).toEqual([
      [rivera.userId, 'create', 'mail', String(sent.mailBoxId), ids.rivera, '/api/portalemail/send'],
      [alex.userId, 'read', 'mail', null, ids.rivera, '/api/portalemail/getall/:userId/:boxCode/:folderId/:page/:additionalOffset/:favouriteFlag/:providerId'],
      [alex.userId, 'read', 'mail', String(entry.mailBoxId), ids.rivera, '/api/email/getContent/:userId/:mailId/:mailType/:providerId'],
      [alex.userId, 'update', 'mail', String(entry.mailBoxId), ids.rivera, '/api/portalemail/move'],
      [alex.userId, 'delete', 'mail', String(entry.mailBoxId), ids.rivera, '/api/portalemail/delete'],
    ]);
  });

  it('given a move of several mails, should record one event per mail', async () => {
    const ids = await seedClientIds(t.app);
    for (const s of ['one', 'two']) await mail.sendOk(rivera, compose({ providerId: ids.rivera, to: [alex.userId], subject: `Batch ${s}` }));
    const inbox = await mail.listOk(alex, { box: 1, providerId: ids.rivera });
    const batch = inbox.filter((m) => m.sub.startsWith('Batch ')).map((m) => m.mailBoxId);
    const mark = await auditMark(t.app);
    expect((await mail.read(alex, { providerId: ids.rivera, mailBoxIds: batch, readStatus: 1 })).statusCode).toBe(200);
    const events = await auditEventsAfter(t.app, mark);
    expect(events.map((e) => e.recordId).sort()).toEqual(batch.map(String).sort());
    expect(new Set(events.map((e) => e.action))).toEqual(new Set(['update']));
  });
});

describe('chat', () => {
  it('given alex writes to dr.rivera, who reads the conversation and marks it read, should record create, read and update for the practice', async () => {
    const ids = await seedClientIds(t.app);
    const mark = await auditMark(t.app);
    const sent = await inject(alex, 'POST', '/api/chat/message/send/text', { message: 'Can we move Tuesday?', receiverIds: [ids.rivera], isGroup: false });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await inject(rivera, 'GET', `/api/chat/message/get/${alex.userId}/1/0`)).statusCode).toBe(200);
    expect((await inject(rivera, 'PUT', '/api/chat/message/read', { id: alex.userId, isGroup: false })).statusCode).toBe(200);

    const events = (await auditEventsAfter(t.app, mark)).map((e) => [e.userId, e.action, e.recordType, e.recordId, e.providerId, e.route]);
    expect(events).toEqual([
      [alex.userId, 'create', 'chat', `user:${ids.rivera}`, ids.rivera, '/api/chat/message/send/text'],
      [rivera.userId, 'read', 'chat', `user:${alex.userId}`, ids.rivera, '/api/chat/message/get/:userId/:page/:offset'],
      [rivera.userId, 'update', 'chat', `user:${alex.userId}`, ids.rivera, '/api/chat/message/read'],
    ]);
    // The message itself is health information: it is in the chat table, never in the trail.
    expect(JSON.stringify(await t.app.db.execute(sql`select * from audit_events`))).not.toContain('Tuesday');
  });

  it('given sam.staff reads a group conversation, should name the group as the record', async () => {
    const groupId = rowsOf<{ id: number }>(await t.app.db.execute(sql`select id from chat_groups order by id limit 1`))[0]!.id;
    const mark = await auditMark(t.app);
    expect((await inject(sam, 'GET', `/api/chat/message/get/${groupId}/1/0?isGroup=true`)).statusCode).toBe(200);
    expect((await auditEventsAfter(t.app, mark)).map((e) => e.recordId)).toEqual([`group:${groupId}`]);
  });
});

describe('the table', () => {
  it('should refuse UPDATE, DELETE and TRUNCATE at the database', async () => {
    await auditMark(t.app);
    // Drizzle wraps the driver's error: the trigger's text is the cause's.
    const refusal = async (statement: Promise<unknown>) => {
      const err: unknown = await statement.then(() => null, (e: unknown) => e);
      return String((err as { cause?: { message?: string } } | null)?.cause?.message ?? err);
    };
    expect(await refusal(t.app.db.execute(sql`update audit_events set ip = '0.0.0.0'`))).toMatch(/append-only/);
    expect(await refusal(t.app.db.execute(sql`delete from audit_events`))).toMatch(/append-only/);
    expect(await refusal(t.app.db.execute(sql`truncate audit_events`))).toMatch(/append-only/);
    const [row] = rowsOf<{ n: number }>(await t.app.db.execute(sql`select count(*)::int as n from audit_events`));
    expect(row!.n).toBeGreaterThan(0);
  });
});
