import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { WaitlistWishes } from '../../../domain/contract/waitlist';
import { localToInstant } from '../../../domain/appointments/local-time';
import type { Login } from '../helper';
import { localAt, NY } from '../reminders/reminder-kit';
import { oneOff } from '../routes/appointment/write-helpers';

/** Evening wishes every day, any place, 50 minutes, New York: a slot at 20:00 NY fits. */
export const eveningWishes: WaitlistWishes = {
  days: [0, 1, 2, 3, 4, 5, 6],
  windows: [{ start_minute: 19 * 60, end_minute: 22 * 60 }],
  location_kinds: ['office', 'video', 'phone'],
  earliest_date: null,
  latest_date: null,
  length_minutes: 50,
  timezone: NY,
};

/** 20:00 New York, `days` from today (the evening: the demo practice's day is left alone). */
export function eveningAt(days: number): Date {
  const l = localAt(new Date(Date.now() + days * 86_400_000), NY);
  return localToInstant({ year: l.date[0], month: l.date[1], day: l.date[2] }, { hour: 20, minute: 0 }, NY);
}

let made = 0;
/** A new client of the provider with an address, a cell and reminders by both, in New York; last name 'Hawthorne-<label>'. */
export async function newClient(app: FastifyInstance, providerId: number, label: string): Promise<{ id: number; email: string; phone: string }> {
  made += 1;
  const email = `${label}@waitlist.example`;
  const phone = `212555${String(1000 + made).slice(-4)}`;
  const r = await app.db.execute(sql`
    insert into clients (provider_id, first_name, last_name, email1, phone1, pht1, reminder_pref, timezone)
    values (${providerId}::int, 'Wren', ${`Hawthorne-${label}`}, ${email}, ${phone}, 1, 'B', ${NY}) returning id`);
  return { id: (r as unknown as { rows: { id: number }[] }).rows[0]!.id, email, phone };
}

/** Books a one-off 20:00–21:00 NY office appointment (staff, overlap allowed) and answers its id. */
export async function bookEvening(app: FastifyInstance, auth: Login, providerId: number, clientId: number, at: Date): Promise<number> {
  const t = localAt(at, NY);
  const res = await app.inject({
    method: 'POST',
    url: '/api/appointment/add',
    headers: auth.headers,
    payload: { ...oneOff({ providerId, contactId: clientId, date: t.date, start: t.start, end: [t.start[0] + 1, t.start[1]] }), timezone: NY, allow_overlap: true, video_invitepref: 'N' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { res: { id: number } }).res.id;
}

export async function addEntry(app: FastifyInstance, auth: Login, providerId: number, clientId: number, wishes = eveningWishes, priority?: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/waitlist/add',
    headers: auth.headers,
    payload: { provider_id: providerId, contact: { kind: 'client', id: clientId }, wishes, ...(priority === undefined ? {} : { priority }) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { entry: { id: number } }).entry.id;
}

export async function entryStatus(app: FastifyInstance, id: number): Promise<string> {
  const r = await app.db.execute(sql`select status from waitlist_entries where id = ${id}::int`);
  return (r as unknown as { rows: { status: string }[] }).rows[0]!.status;
}

/** The offer links in texts: `/w/<43 characters>`. */
export const tokensIn = (text: string): string[] => [...text.matchAll(/\/w\/([A-Za-z0-9_-]{43})/g)].map((m) => m[1]!);

/** Live appointments of the provider overlapping [at, at + 1 h). */
export async function liveAt(app: FastifyInstance, providerId: number, at: Date): Promise<{ id: number; client_id: number | null }[]> {
  const r = await app.db.execute(sql`
    select id, client_id from appointments
     where provider_id = ${providerId}::int and not is_deleted and not is_cancelled
       and starts_at < ${new Date(at.getTime() + 3_600_000).toISOString()}::timestamptz and ${at.toISOString()}::timestamptz < ends_at`);
  return (r as unknown as { rows: { id: number; client_id: number | null }[] }).rows;
}

/** Frees the evening of everything the seed put there. */
export async function clearEvening(app: FastifyInstance, providerId: number, at: Date): Promise<void> {
  await app.db.execute(sql`
    update appointments set is_deleted = true
     where provider_id = ${providerId}::int and starts_at < ${new Date(at.getTime() + 3 * 3_600_000).toISOString()}::timestamptz
       and ${new Date(at.getTime() - 3_600_000).toISOString()}::timestamptz < ends_at`);
}
