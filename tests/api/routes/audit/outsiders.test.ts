import { beforeAll, describe, expect, it } from 'vitest';
import { auditPage } from '../../../../domain/contract/audit';
import { messages } from '../../../../domain/messages';
import type { AuditRecord } from '../../../../server/repositories/audit-repository';
import { build, login, type Login } from '../../helper';

/**
 * Issue 30 item 2: dr.chen's trail records dr.rivera's portal users probing
 * dr.chen's records, but must not tell dr.chen their names. Outsiders (not
 * the provider, not the practice's staff, delegates or portal users, not
 * staff permitted to act for the provider) are 'a user of another practice'
 * with their user id, on the screen and in the CSV.
 */
const t = build();
let rivera: Login;
let chen: Login;
let sam: Login;
let alex: Login;
let jo: Login;

const at = (minute: number) => new Date(Date.UTC(2025, 5, 10, 12, minute));
const probe = (userId: number, providerId: number, minute: number): AuditRecord => ({
  at: at(minute),
  userId,
  providerId,
  action: 'read',
  recordType: 'client',
  recordId: '77',
  route: '/api/clients/client_details/:providerId',
  method: 'GET',
  statusCode: 403,
  ip: '198.51.100.7',
});
const june = { from: '2025-06-10', to: '2025-06-10', timezone: 'UTC' };

beforeAll(async () => {
  [rivera, chen, sam, alex, jo] = (await Promise.all(['dr.rivera', 'dr.chen', 'sam.staff', 'alex.client', 'jo.other'].map((u) => login(t.app, u)))) as [
    Login,
    Login,
    Login,
    Login,
    Login,
  ];
  await t.app.auditRepository.insert([
    probe(alex.userId, chen.userId, 1),
    probe(jo.userId, chen.userId, 2),
    // sam.staff is permitted to act for dr.chen: one of hers.
    probe(sam.userId, chen.userId, 3),
    probe(chen.userId, chen.userId, 4),
    // The same portal user in her own practice's trail.
    probe(alex.userId, rivera.userId, 5),
  ]);
});

const query = (o: Record<string, string>) => new URLSearchParams(o).toString();
const pageOf = async (who: Login) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/audit/${who.userId}?${query(june)}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return auditPage.parse(res.json());
};
const outsider = (id: number) => `${messages.auditOutsideUser} (${id})`;

describe("another practice's users in a provider's trail", () => {
  it('should name them neutrally on the page and in the user filter, and the practice\'s own people by name', async () => {
    const page = await pageOf(chen);
    const names = new Map(page.events.map((e) => [e.userId, e.userName]));
    expect(names.get(alex.userId)).toBe(outsider(alex.userId));
    expect(names.get(jo.userId)).toBe(outsider(jo.userId));
    expect(names.get(sam.userId)).toBe('Sam Okafor (sam.staff)');
    expect(names.get(chen.userId)).toBe('Wei Chen (dr.chen)');
    const filter = new Map(page.users!.map((u) => [u.id, u.name]));
    expect(filter.get(alex.userId)).toBe(outsider(alex.userId));
    expect(filter.get(jo.userId)).toBe(outsider(jo.userId));
    expect(JSON.stringify(page)).not.toMatch(/alex\.client|jo\.other|Alex Morgan/);
  });

  it('should keep naming them in their own practice\'s trail', async () => {
    const page = await pageOf(rivera);
    expect(page.events.find((e) => e.userId === alex.userId)?.userName).toMatch(/\(alex\.client\)$/);
  });

  it('should name them neutrally in the CSV', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/audit/${chen.userId}/export?${query(june)}`, headers: chen.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`,${alex.userId},${outsider(alex.userId)},`);
    expect(res.body).toContain(`,${jo.userId},${outsider(jo.userId)},`);
    expect(res.body).not.toMatch(/alex\.client|jo\.other|Alex Morgan/);
    expect(res.body).toContain('Sam Okafor (sam.staff)');
  });
});
