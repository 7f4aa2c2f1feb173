import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RECORD_NOT_FOUND } from '../../../../domain/audit/audit-words';
import { AUDIT_CSV_COLUMNS, AUDIT_PAGE_SIZE, auditPage, type AuditPage } from '../../../../domain/contract/audit';
import { isoDayIn } from '../../../../domain/mail/viewer-zone';
import { messages } from '../../../../domain/messages';
import { users } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { auditRecordFor, flushedAudit } from './audit-events';

/**
 * GET audit/{providerId} and its CSV export: who may read which trail, whose
 * events a provider sees, the filters, keyset paging and the CSV. Events are
 * written straight into the table on fixed days of 2025 (far from anything
 * the calls of this file record), except where a test says otherwise.
 */
const t = build();
let rivera: Login;
let chen: Login;
let sam: Login;
let dana: Login;
let alex: Login;
let jo: Login;
let patel: Login;
let evilId: number;
const NY = 'America/New_York';

const event = auditRecordFor(() => rivera.userId);

beforeAll(async () => {
  [rivera, chen, sam, dana, alex, jo, patel] = (await Promise.all(
    ['dr.rivera', 'dr.chen', 'sam.staff', 'dana.delegate', 'alex.client', 'jo.other', 'dr.patel'].map((u) => login(t.app, u)),
  )) as [Login, Login, Login, Login, Login, Login, Login];
  // A staff account whose name was typed to run as a spreadsheet formula.
  const [r] = await t.app.db.select().from(users).where(eq(users.username, 'dr.rivera'));
  const [evil] = await t.app.db
    .insert(users)
    .values({ username: 'evil.user', passwordHash: r!.passwordHash, role: 11, userType: 2, firstName: '=HYPERLINK("http://x")', lastName: 'Doe, "Jr"', subscriberId: rivera.userId })
    .returning({ id: users.id });
  evilId = evil!.id;
  await t.app.auditRepository.insert([
    // 2025-03-02 .. 2025-03-05, New York time.
    event({ at: '2025-03-02T15:00:00Z', userId: rivera.userId, recordId: '11' }),
    event({ at: '2025-03-03T15:00:00Z', userId: sam.userId, action: 'update', recordType: 'appointment', recordId: '42', route: '/api/appointment/edit', method: 'PUT' }),
    event({ at: '2025-03-03T16:00:00Z', userId: chen.userId, statusCode: 403, recordId: '11', ip: '192.0.2.66' }),
    // 23:30 on 4 March in New York, already 5 March in UTC.
    event({ at: '2025-03-05T04:30:00Z', userId: sam.userId, providerId: null, action: 'delete', recordType: 'contact', recordId: 'favourite:3', route: '/api/favourite/delete', method: 'DELETE' }),
    event({ at: '2025-03-05T15:00:00Z', userId: evilId, recordId: '-12' }),
    // Not dr.rivera's: dr.chen's own, sam acting for dr.chen, and dr.chen's with no provider told.
    event({ at: '2025-03-03T17:00:00Z', userId: chen.userId, providerId: chen.userId, recordId: '900' }),
    event({ at: '2025-03-03T18:00:00Z', userId: sam.userId, providerId: chen.userId, recordId: '901' }),
    event({ at: '2025-03-03T19:00:00Z', userId: chen.userId, providerId: null, recordId: '902' }),
    // 120 events on 1 April for paging.
    ...Array.from({ length: 120 }, (_, i) =>
      event({ at: `2025-04-01T${String(10 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00Z`, userId: dana.userId, recordId: `p${i}` }),
    ),
  ]);
});

const url = (providerId: number, query: Record<string, string | number> = {}, path = '') => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return `/api/audit/${providerId}${path}${qs ? `?${qs}` : ''}`;
};
const get = (who: Login | null, target: string) => t.app.inject({ method: 'GET', url: target, headers: who?.headers ?? {} });
const page = async (who: Login, query: Record<string, string | number>): Promise<AuditPage> => {
  const res = await get(who, url(who.userId, query));
  expect(res.statusCode, res.body).toBe(200);
  return auditPage.strict().parse(res.json());
};
const march = { from: '2025-03-01', to: '2025-03-10', timezone: NY };

describe('who may read a trail', () => {
  it('given the provider, should answer her own practice\'s trail', async () => {
    expect((await get(rivera, url(rivera.userId, march))).statusCode).toBe(200);
    expect((await get(rivera, url(rivera.userId, march, '/export'))).statusCode).toBe(200);
  });

  it('given staff, a delegate or a portal user, should refuse even for their own practice', async () => {
    for (const who of [sam, dana, alex, jo]) {
      expectMessage(await get(who, url(rivera.userId, march)), 403, messages.forbidden);
      expectMessage(await get(who, url(rivera.userId, march, '/export')), 403, messages.forbidden);
    }
  });

  it('given a provider of another practice, should refuse, either way round', async () => {
    for (const [who, target] of [[chen, rivera.userId], [patel, rivera.userId], [rivera, chen.userId], [rivera, sam.userId]] as const) {
      expectMessage(await get(who, url(target, march)), 403, messages.providerNotPermitted);
      expectMessage(await get(who, url(target, march, '/export')), 403, messages.providerNotPermitted);
    }
  });

  it('given no session, should answer 401', async () => {
    expect((await get(null, url(rivera.userId, march))).statusCode).toBe(401);
    expect((await get(null, url(rivera.userId, march, '/export'))).statusCode).toBe(401);
  });
});

describe('the page', () => {
  it('should show the events for the provider, and those of her practice\'s users with no provider told, newest first', async () => {
    const { events, nextBefore } = await page(rivera, march);
    expect(events.map((e) => [e.userId, e.recordId])).toEqual([
      [evilId, '-12'],
      [sam.userId, 'favourite:3'],
      [chen.userId, '11'],
      [sam.userId, '42'],
      [rivera.userId, '11'],
    ]);
    expect(nextBefore).toBeNull();
    const refused = events.find((e) => e.userId === chen.userId)!;
    expect(refused).toMatchObject({
      userName: `${messages.auditOutsideUser} (${chen.userId})`, // another practice's provider (issue 30 item 2)
      providerId: rivera.userId,
      action: 'read',
      recordType: 'client',
      route: 'GET /api/clients/client_details/:providerId',
      statusCode: 403,
      ip: '192.0.2.66',
      at: '2025-03-03T16:00:00.000Z',
    });
  });

  it('should offer the practice\'s users and anyone on the page in the user filter, on the first page only', async () => {
    const first = await page(rivera, march);
    const offered = first.users!.map((u) => u.id);
    for (const who of [rivera, sam, dana, alex, jo, chen]) expect(offered).toContain(who.userId);
    expect(offered).not.toContain(patel.userId);
    const later = await page(rivera, { from: '2025-04-01', to: '2025-04-01', timezone: 'UTC', before: 10_000_000 });
    expect(later.users).toBeNull();
  });

  it('should filter by user, action, record type and record id', async () => {
    expect((await page(rivera, { ...march, userId: sam.userId })).events.map((e) => e.recordId)).toEqual(['favourite:3', '42']);
    expect((await page(rivera, { ...march, action: 'update' })).events.map((e) => e.recordId)).toEqual(['42']);
    expect((await page(rivera, { ...march, recordType: 'contact' })).events.map((e) => e.recordId)).toEqual(['favourite:3']);
    expect((await page(rivera, { ...march, recordId: '11' })).events.map((e) => e.userId)).toEqual([chen.userId, rivera.userId]);
  });

  it('should take the dates as whole days in the given time zone', async () => {
    const day = (timezone: string) => page(rivera, { from: '2025-03-04', to: '2025-03-04', timezone });
    expect((await day(NY)).events.map((e) => e.recordId)).toEqual(['favourite:3']);
    expect((await day('UTC')).events).toEqual([]);
  });

  it('should page by id, 50 at a time, without overlap', async () => {
    const april = { from: '2025-04-01', to: '2025-04-01', timezone: 'UTC' };
    const seen: string[] = [];
    let before: number | null | undefined;
    const sizes: number[] = [];
    do {
      const p = await page(rivera, before ? { ...april, before } : april);
      sizes.push(p.events.length);
      seen.push(...p.events.map((e) => e.recordId!));
      before = p.nextBefore;
    } while (before !== null && sizes.length < 10);
    expect(sizes).toEqual([AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE, 20]);
    expect(new Set(seen).size).toBe(120);
    expect(seen[0]).toBe('p119');
    expect(seen.at(-1)).toBe('p0');
  });

  it('given no dates, should show the last seven days in the user\'s zone, including what was just recorded', async () => {
    const res = await get(rivera, `/api/clients/client_details/${rivera.userId}`);
    expect(res.statusCode).toBe(200);
    await flushedAudit(t.app);
    const { events } = await page(rivera, {});
    expect(events[0]).toMatchObject({ userId: rivera.userId, action: 'read', recordType: 'client', recordId: null });
  });

  it('should refuse bad filters with the table\'s texts', async () => {
    expectMessage(await get(rivera, url(rivera.userId, { from: '2025-03-10', to: '2025-03-01' })), 400, messages.incorrectDate);
    expectMessage(await get(rivera, url(rivera.userId, { from: '2024-01-01', to: '2025-03-01' })), 400, messages.auditRangeTooLong);
    expectMessage(await get(rivera, url(rivera.userId, { from: '2025-02-30', to: '2025-03-01' })), 400, messages.incorrectDate);
    expectMessage(await get(rivera, url(rivera.userId, { timezone: 'Mars/Olympus' })), 400, messages.incorrectTimezone);
    expectMessage(await get(rivera, url(rivera.userId, { recordId: 'Alex Morgan' })), 400, messages.invalidRequest);
    expectMessage(await get(rivera, url(rivera.userId, { action: 'peek' })), 400, messages.invalidRequest);
    expectMessage(await get(rivera, url(rivera.userId, { before: '0x10' })), 400, messages.invalidRequest);
  });
});

describe('the CSV export', () => {
  const csvOf = async (query: Record<string, string | number>) => {
    const res = await get(rivera, url(rivera.userId, query, '/export'));
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('should download every matching event as CSV, named after the range, newest first', async () => {
    const res = await csvOf(march);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="meadow-audit-2025-03-01-2025-03-10.csv"');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1)).toEqual([
      `2025-03-05T15:00:00.000Z,${evilId},"'=HYPERLINK(""http://x"") Doe, ""Jr"" (evil.user)",${rivera.userId},read,client,'-12,GET /api/clients/client_details/:providerId,200,203.0.113.5,Opened client details`,
      `2025-03-05T04:30:00.000Z,${sam.userId},Sam Okafor (sam.staff),,delete,contact,favourite:3,DELETE /api/favourite/delete,200,203.0.113.5,Removed a favourite`,
      `2025-03-03T16:00:00.000Z,${chen.userId},${messages.auditOutsideUser} (${chen.userId}),${rivera.userId},read,client,11,GET /api/clients/client_details/:providerId,403,192.0.2.66,Opened client details — ${AUDIT_RECORD_NOT_FOUND}`,
      `2025-03-03T15:00:00.000Z,${sam.userId},Sam Okafor (sam.staff),${rivera.userId},update,appointment,42,PUT /api/appointment/edit,200,203.0.113.5,Changed appointment — ${AUDIT_RECORD_NOT_FOUND}`,
      `2025-03-02T15:00:00.000Z,${rivera.userId},Maria Rivera (dr.rivera),${rivera.userId},read,client,11,GET /api/clients/client_details/:providerId,200,203.0.113.5,Opened client details — ${AUDIT_RECORD_NOT_FOUND}`,
    ]);
  });

  it('should apply the filters', async () => {
    const res = await csvOf({ ...march, userId: chen.userId });
    expect(res.body.slice(1).split('\r\n').length).toBe(3);
    expect(res.body).toContain('192.0.2.66');
  });

  it('given no dates, should name the file after the last seven days in the user\'s zone', async () => {
    const [r] = await t.app.db.select({ timezone: users.timezone }).from(users).where(eq(users.id, rivera.userId));
    const today = isoDayIn(new Date(), r!.timezone);
    const res = await csvOf({});
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="meadow-audit-${from}-${today}.csv"`);
  });

  it('should stream more rows than one batch', async () => {
    const res = await csvOf({ from: '2025-04-01', to: '2025-04-01', timezone: 'UTC' });
    expect(res.body.slice(1).split('\r\n').length).toBe(1 + 120 + 1);
  });
});
