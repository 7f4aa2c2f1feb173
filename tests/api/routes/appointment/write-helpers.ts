import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppointmentPayloadInput, EditScope } from '../../../../domain/contract/appointment';
import { appointmentSaveResponse, deleteResponse } from '../../../../domain/contract/appointment';
import { dailyResponse } from '../../../../domain/contract/calendar';
import { appointments, appointmentSeries, clients, users } from '../../../../server/db/schema/index';
import type { Login } from '../../helper';
import { dailyUrl } from './fixture';

/**
 * Payload builders and reads for the write-route tests. They book dr.rivera
 * (the demo seed) on days years away from the seed's "around today"
 * appointments, so nothing depends on the clock.
 */

export type Ymd = [number, number, number];
export const NO_DAYS = [false, false, false, false, false, false, false] as [boolean, boolean, boolean, boolean, boolean, boolean, boolean];
export const dateOf = ([year, month, day]: Ymd) => ({ year, month, day_of_month: day });
const timeOf = (hr: number, min = 0) => ({ hr, min, sec: 0 });

export interface PayloadOptions {
  providerId: number;
  contactId: number;
  date: Ymd;
  start?: [number, number];
  end?: [number, number];
}

/** A one-off office appointment with a custom location, 10:00-10:50 unless told. */
export function oneOff(o: PayloadOptions): AppointmentPayloadInput {
  const [sh, sm] = o.start ?? [10, 0];
  const [eh, em] = o.end ?? [10, 50];
  return {
    is_all_day: false,
    is_office: true,
    is_video: false,
    is_phone: false,
    is_other: false,
    date: dateOf(o.date),
    time: { start_time: timeOf(sh, sm), end_time: timeOf(eh, em) },
    appointmentType: { id: o.contactId, type: 'person', name: '' },
    repeat: { info: { innerOrOuter: 'outer', selectedIndex: 0, custom: 1, weeklyOn: NO_DAYS }, startDate: dateOf(o.date), endDate: 'never' },
    provider_id: o.providerId,
    notes: '',
    officeLocation: { custom: true, value: 'Room 1' },
  };
}

/** Weekly on the start's weekday from `date` until `until` (or never). */
export function weekly(o: PayloadOptions & { until: Ymd | 'never'; every?: number }): AppointmentPayloadInput {
  const base = oneOff(o);
  return {
    ...base,
    repeat: {
      info: { innerOrOuter: 'inner', selectedIndex: 1, custom: o.every ?? 1, weeklyOn: NO_DAYS },
      startDate: dateOf(o.date),
      endDate: o.until === 'never' ? 'never' : dateOf(o.until),
    },
  };
}

export interface Ids {
  rivera: number;
  chen: number;
  patel: number;
  /** Rivera's clients by first name. */
  client: Record<string, number>;
  chenClient: number;
}

export async function seedIds(app: FastifyInstance): Promise<Ids> {
  const u = await app.db.select({ id: users.id, username: users.username }).from(users);
  const id = (name: string) => u.find((x) => x.username === name)!.id;
  const rivera = id('dr.rivera');
  const chen = id('dr.chen');
  const c = await app.db.select({ id: clients.id, firstName: clients.firstName, providerId: clients.providerId }).from(clients);
  return {
    rivera,
    chen,
    patel: id('dr.patel'),
    client: Object.fromEntries(c.filter((x) => x.providerId === rivera).map((x) => [x.firstName, x.id])),
    chenClient: c.find((x) => x.providerId === chen)!.id,
  };
}

export async function add(app: FastifyInstance, auth: Login | undefined, payload: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/appointment/add', headers: auth?.headers ?? {}, payload: payload as object });
}

export async function edit(
  app: FastifyInstance,
  auth: Login,
  payload: AppointmentPayloadInput,
  editID: number,
  oneAllFuture: EditScope,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'PUT', url: '/api/appointment/edit', headers: auth.headers, payload: { ...payload, editID, oneAllFuture } });
}

export async function remove(app: FastifyInstance, auth: Login, id: number | string, scope: string, action: string) {
  return app.inject({ method: 'DELETE', url: `/api/appointment/delete/${id}/${scope}/${action}`, headers: auth.headers });
}

/** A 200 save answer, parsed with the contract. */
export function saved(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return appointmentSaveResponse.strict().parse(res.json());
}

/** The id of the first occurrence a save answered (fails the test on res false). */
export function idOf(body: { res: false | { id: number } }): number {
  if (body.res === false) throw new Error('the save answered res false');
  return body.res.id;
}

export function deleted(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return deleteResponse.strict().parse(res.json());
}

/** The daily call between two days, parsed with the contract. */
export async function daily(app: FastifyInstance, auth: Login, from: Ymd, to: Ymd, providerId: number) {
  const d = (x: Ymd) => [x[2], x[1], x[0]];
  const res = await app.inject({ method: 'GET', url: dailyUrl(d(from), d(to), providerId), headers: auth.headers });
  expect(res.statusCode, res.body).toBe(200);
  return dailyResponse.parse(res.json()).appointments;
}

/** Every row of a series (deleted ones too), by day. */
export async function seriesRows(app: FastifyInstance, seriesId: number) {
  return app.db.select().from(appointments).where(eq(appointments.seriesId, seriesId)).orderBy(asc(appointments.appDate), asc(appointments.id));
}

export async function liveSeriesRows(app: FastifyInstance, seriesId: number) {
  return app.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.seriesId, seriesId), eq(appointments.isDeleted, false)))
    .orderBy(asc(appointments.appDate), asc(appointments.id));
}

export async function rowById(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

export async function seriesById(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(appointmentSeries).where(eq(appointmentSeries.id, id));
  return row!;
}
