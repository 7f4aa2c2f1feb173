import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expiryPermissionsResponse, type ExpiryPermissions } from '../../../../domain/contract/auth';
import { providerChoices } from '../../../../domain/providers';
import { sessions } from '../../../../server/db/schema/index';
import { build, login } from '../../helper';

const t = build();

async function expiryFor(username: string): Promise<ExpiryPermissions> {
  const { headers } = await login(t.app, username);
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', headers });
  expect(res.statusCode, res.body).toBe(200);
  // Exactly the contract: strict parse fails on missing or extra fields.
  return expiryPermissionsResponse.strict().parse(res.json());
}

describe('GET /api/auth/expiry_permissions', () => {
  it('given a provider, should answer their own facts, settings and an empty permitted list', async () => {
    const body = await expiryFor('dr.rivera');
    expect(body).toMatchObject({
      username: 'dr.rivera',
      userRole: 7,
      userType: 1,
      firstName: 'Maria',
      lastName: 'Rivera',
      namePrefix: 'Dr.',
      loggedInTimezone: 'America/New_York',
      subscriber_id: null,
      permission_id: null,
      permission_status: null,
      client_name_format: 1,
      client_name_order: 1,
      videoUserId: 'video-rivera',
      connectUserId: 'connect-rivera',
      subscriberLastName: 'Rivera',
    });
    expect(body.timeRemain).toBeGreaterThan(t.config.sessionTtl - 5);
    expect(body.timeRemain).toBeLessThanOrEqual(t.config.sessionTtl);
    expect(body.permittedUserList).toEqual([]);
    expect(body.appUsers.map((u) => u.userRole)).toEqual([24]);
    expect(body.unreadMailIds).toHaveLength(2);
  });

  it('given staff, should list permitted providers including the not-permitted one with its permission_id', async () => {
    const body = await expiryFor('sam.staff');
    expect(body.userRole).toBe(11);
    const byName = Object.fromEntries(body.permittedUserList.map((p) => [p.lastName, p]));
    expect(Object.keys(byName).sort()).toEqual(['Chen', 'Patel', 'Rivera']);
    expect(byName.Patel).toMatchObject({ permission_id: 3, permission_status: null });
    expect(byName.Rivera).toMatchObject({ permission_id: null, add_video_appointment_permission: 1, emailPermission: true });
    // The shared domain rule then keeps dr.patel out of the header's pick list, and sam himself (staff, not a provider: issue 27 item 6).
    const choices = providerChoices(
      { userId: body.userId, userRole: body.userRole, firstName: body.firstName, lastName: body.lastName, subscriber_id: body.subscriber_id },
      body.permittedUserList,
    );
    expect(choices.map((c) => c.lastName)).toEqual(['Chen', 'Rivera']);
  });

  it("given a delegate, should answer the subscriber's id and names and e-mail permission for that provider only", async () => {
    const rivera = await expiryFor('dr.rivera');
    const body = await expiryFor('dana.delegate');
    expect(body).toMatchObject({
      userRole: 24,
      userType: 4,
      subscriber_id: rivera.userId,
      subscriberFirstName: 'Maria',
      subscriberLastName: 'Rivera',
      subscriberNamePrefix: 'Dr.',
    });
    expect(body.permittedUserList).toHaveLength(1);
    expect(body.permittedUserList[0]).toMatchObject({ id: rivera.userId, emailPermission: true });
  });

  it('given a portal client, should answer role 22, no user type and the subscriber', async () => {
    const rivera = await expiryFor('dr.rivera');
    const body = await expiryFor('alex.client');
    expect(body).toMatchObject({ userRole: 22, userType: null, subscriber_id: rivera.userId, subscriberLastName: 'Rivera' });
    expect(body.unreadMailIds).toHaveLength(1);
    expect(body.appUsers).toEqual([]);
  });

  it('given a portal other person, should answer role 25', async () => {
    const body = await expiryFor('jo.other');
    expect(body).toMatchObject({ userRole: 25, userType: null });
  });

  it('given a session near its idle expiry, should answer the seconds left without extending it', async () => {
    const { headers, userId } = await login(t.app, 'dr.chen');
    const soon = new Date(Date.now() + 100_000);
    await t.app.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, userId));
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', headers });
    const { timeRemain } = expiryPermissionsResponse.parse(res.json());
    expect(timeRemain).toBeGreaterThan(95);
    expect(timeRemain).toBeLessThanOrEqual(100);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(row!.expiresAt.getTime()).toBe(soon.getTime());
  });
});
