import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import * as schema from '../../../server/db/schema/index';
import { demoLogins } from '../../../server/seed/demo-logins';
import { addDays, isoDay, todayIn } from '../../../server/seed/local-time';
import { seedDemoIfEmpty } from '../../../server/seed/seed';
import { build, login } from '../helper';

const t = build({ seedDemo: true });

async function counts() {
  const db = t.app.db;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(schema.users),
    clients: await n(schema.clients),
    persons: await n(schema.persons),
    appointments: await n(schema.appointments),
    chat: await n(schema.chatMessages),
    mail: await n(schema.mailboxEntries),
  };
}

describe('demo seed', () => {
  it('given a fresh database, should create every demo login, and each can sign in', async () => {
    const rows = await t.app.db.select({ username: schema.users.username, role: schema.users.role, userType: schema.users.userType }).from(schema.users);
    for (const demo of demoLogins) {
      expect(rows).toContainEqual({ username: demo.username, role: demo.role, userType: demo.userType });
      await login(t.app, demo.username);
    }
  });

  it('given it ran once, should not seed again: neither directly nor on a second start', async () => {
    const before = await counts();
    expect(before.users).toBe(demoLogins.length);
    expect(await seedDemoIfEmpty(t.app.db)).toBe(false);
    const second = await buildApp({ config: t.config, database: t.app.database, closeDatabase: false, logger: false });
    await second.ready();
    await second.close();
    expect(await counts()).toEqual(before);
  });

  it("given dr.rivera's practice, should hold a month of appointments around today in her timezone", async () => {
    const rivera = (await t.app.usersRepository.findByUsername('dr.rivera'))!;
    const today = todayIn(rivera.timezone);
    const rows = await t.app.db
      .select()
      .from(schema.appointments)
      .where(
        and(
          eq(schema.appointments.providerId, rivera.id),
          gte(schema.appointments.appDate, isoDay(addDays(today, -21))),
          lte(schema.appointments.appDate, isoDay(addDays(today, 35))),
        ),
      );
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.some((r) => r.appDate === isoDay(today))).toBe(true);
    expect(rows.filter((r) => r.isCancelled)).toHaveLength(1);
    expect(rows.some((r) => r.isAllDay)).toBe(true);
    expect(rows.some((r) => r.isVideo && r.type === 2)).toBe(true);
    expect(new Set(rows.map((r) => r.seriesId).filter((id) => id !== null)).size).toBe(2);

    const alexClient = (await t.app.db.select().from(schema.clients).where(eq(schema.clients.providerId, rivera.id))).find(
      (c) => c.userId !== null,
    )!;
    expect(rows.some((r) => r.clientId === alexClient.id && r.clientType === 'person')).toBe(true);
    const hidden = await t.app.db.select().from(schema.clients).where(and(eq(schema.clients.providerId, rivera.id), eq(schema.clients.status, 2)));
    expect(hidden).toHaveLength(1);
  });

  it("given dr.rivera, should not see dr.chen's practice in her permitted list, nor act for it", async () => {
    const { headers } = await login(t.app, 'dr.rivera');
    const chen = (await t.app.usersRepository.findByUsername('dr.chen'))!;
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', headers });
    const body = res.json() as { permittedUserList: { id: number }[] };
    expect(body.permittedUserList.map((p) => p.id)).not.toContain(chen.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/insurance/get/${chen.id}`, headers })).statusCode).toBe(403);
  });
});
