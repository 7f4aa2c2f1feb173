/**
 * Ids and days of the demo seed (server/seed/seed.ts) that the search and
 * contact tests name: contacts by name, users by username, and days counted
 * from today in New York, as the seed counts them.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { clients, events, groups, persons } from '../../../../server/db/schema/index';
import { addDays, isoDay, type LocalDay, todayIn } from '../../../../server/seed/local-time';
import { login, type Login, type TestApp } from '../../helper';
import { userIdOf } from '../appointment/fixture';

export const NY = 'America/New_York';

/** The id of a seeded client or other person by first and last name. */
export async function personIdOf(app: FastifyInstance, table: typeof clients | typeof persons, firstName: string, lastName: string): Promise<number> {
  const [row] = await app.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.firstName, firstName), eq(table.lastName, lastName)));
  if (!row) throw new Error(`no ${firstName} ${lastName}`);
  return row.id;
}

export async function namedIdOf(app: FastifyInstance, table: typeof events | typeof groups, name: string): Promise<number> {
  const [row] = await app.db.select({ id: table.id }).from(table).where(eq(table.name, name));
  if (!row) throw new Error(`no ${name}`);
  return row.id;
}

export interface SeedIds {
  rivera: number;
  chen: number;
  patel: number;
  sam: number;
  dana: number;
  jose: number;
  priya: number;
  liam: number;
  noah: number;
  olivia: number;
  grace: number;
  ruth: number;
  jo: number;
  devRao: number;
  teamMeeting: number;
  supportGroup: number;
}

export async function seedIds(app: FastifyInstance): Promise<SeedIds> {
  return {
    rivera: await userIdOf(app, 'dr.rivera'),
    chen: await userIdOf(app, 'dr.chen'),
    patel: await userIdOf(app, 'dr.patel'),
    sam: await userIdOf(app, 'sam.staff'),
    dana: await userIdOf(app, 'dana.delegate'),
    jose: await personIdOf(app, clients, 'José', 'Álvarez'),
    priya: await personIdOf(app, clients, 'Priya', 'Shah'),
    liam: await personIdOf(app, clients, 'Liam', "O'Connor"),
    noah: await personIdOf(app, clients, 'Noah', 'Williams'),
    olivia: await personIdOf(app, clients, 'Olivia', 'Hughes'),
    grace: await personIdOf(app, clients, 'Grace', 'Lopez'),
    ruth: await personIdOf(app, persons, 'Ruth', 'Adler'),
    jo: await personIdOf(app, persons, 'Jo', 'Lindqvist'),
    devRao: await personIdOf(app, persons, 'Dev', 'Rao'),
    teamMeeting: await namedIdOf(app, events, 'Team meeting'),
    supportGroup: await namedIdOf(app, groups, 'Tuesday support group'),
  };
}

/** Today + days in New York, as YYYY-MM-DD. */
export const nyDay = (days: number): string => isoDay(addDays(todayIn(NY), days));
export const nyLocalDay = (days: number): LocalDay => addDays(todayIn(NY), days);

/**
 * Registers the file's beforeAll: the seed ids and dr.rivera's and
 * sam.staff's sessions, read from the returned object inside tests.
 */
export function seededContacts(t: TestApp): { ids: SeedIds; rivera: Login; sam: Login } {
  const context = {} as { ids: SeedIds; rivera: Login; sam: Login };
  beforeAll(async () => {
    context.ids = await seedIds(t.app);
    context.rivera = await login(t.app, 'dr.rivera');
    context.sam = await login(t.app, 'sam.staff');
  });
  return context;
}

/** José Álvarez's one seeded appointment (today + 16, 15:00-15:50 New York) as search answers show it. */
export const joseSeedAppointment = (ids: SeedIds, id: number) => ({
  id,
  app_date: nyDay(16),
  app_start_hh: 3,
  app_start_mm: 0,
  app_start_tt: 1,
  app_end_hh: 3,
  app_end_mm: 50,
  app_end_tt: 1,
  is_all_day: 0,
  is_cancelled: 0,
  type: 1,
  app_type: 0,
  client_id: ids.jose,
  client_type: 'person',
  otherevent_id: null,
  otherevent_type: null,
  name: 'Álvarez, José',
  provider_id: ids.rivera,
});
