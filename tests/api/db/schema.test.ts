import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, mailboxEntries, users } from '../../../server/db/schema/index';
import { build } from '../helper';

const t = build();

/** Drizzle wraps the driver's error; the constraint name is in the cause. */
async function failure(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (err) {
    const e = err as Error & { cause?: { message?: string; constraint?: string } };
    return `${e.message} ${e.cause?.message ?? ''} ${e.cause?.constraint ?? ''}`;
  }
  throw new Error('expected the statement to fail');
}

describe('schema constraints', () => {
  it('given a username differing only in case, should refuse it', async () => {
    const rivera = (await t.app.db.select().from(users).where(eq(users.username, 'dr.rivera')))[0]!;
    const msg = await failure(t.app.db.insert(users).values({ username: 'DR.Rivera', passwordHash: rivera.passwordHash, role: 7 }));
    expect(msg).toMatch(/users_username_lower_uq|duplicate key/);
  });

  it('given an unknown role, should refuse it', async () => {
    expect(await failure(t.app.db.insert(users).values({ username: 'x.role', passwordHash: 'x', role: 99 }))).toMatch(/users_role_ck|check constraint/);
  });

  it('given an appointment with neither or both contacts, should refuse it', async () => {
    const rivera = (await t.app.db.select().from(users).where(eq(users.username, 'dr.rivera')))[0]!;
    const base = {
      providerId: rivera.id,
      startsAt: new Date('2026-01-05T15:00:00Z'),
      endsAt: new Date('2026-01-05T16:00:00Z'),
      timezone: 'America/New_York',
      appDate: '2026-01-05',
    };
    expect(await failure(t.app.db.insert(appointments).values(base))).toMatch(/appointments_contact_ck|check constraint/);
    expect(
      await failure(t.app.db.insert(appointments).values({ ...base, clientId: 1, clientType: 'person', othereventId: 1, othereventType: 0 })),
    ).toMatch(/appointments_contact_ck|check constraint/);
    expect(await failure(t.app.db.insert(appointments).values({ ...base, clientId: 1, clientType: 'person', type: 9 }))).toMatch(
      /appointments_type_ck|check constraint/,
    );
  });

  it('given a custom-box mail entry without a folder, should refuse it', async () => {
    const [entry] = await t.app.db.select().from(mailboxEntries).limit(1);
    expect(
      await failure(t.app.db.insert(mailboxEntries).values({ messageId: entry!.messageId, userId: entry!.userId, box: 5 })),
    ).toMatch(/mailbox_entries_folder_ck|check constraint/);
  });
});
