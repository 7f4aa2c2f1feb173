import { and, asc, between, eq, type SQL, sql } from 'drizzle-orm';
import type { AppointmentFields, CalendarAppointmentFields } from '../../domain/contract/calendar';
import type { Db } from '../db/client';
import { appointments, appointmentSeries, users } from '../db/schema/index';
import { arrayQuery } from '../db/array-query';
import {
  appointmentFieldArrayColumnsFor,
  fieldRowOfArray,
  toCalendarFields,
  portalFilter,
  type ReaderVariant,
  roleOf,
  toAppointmentFields,
  variantOf,
} from './appointment-fields';

export { NO_END } from './appointment-fields';

/** Who is reading: portal users (22, 25) see only their own appointments. */
export interface CalendarReader {
  userId: number;
  role: number;
}

export interface CalendarSettings {
  client_name_format: number;
  client_name_order: number;
}

/**
 * Rows of one provider between two local days: the (provider_id, app_date)
 * index, deleted rows left out. Placeholders providerId, start, end (and
 * readerId for portal roles), so each query is built once and prepared.
 */
const inRange = (role: number): SQL | undefined =>
  and(
    eq(appointments.providerId, sql.placeholder('providerId')),
    between(appointments.appDate, sql.placeholder('start'), sql.placeholder('end')),
    eq(appointments.isDeleted, false),
    portalFilter(role),
  );

export interface DailyResult extends CalendarSettings {
  appointments: AppointmentFields[];
}

export interface DailyCalendarResult extends CalendarSettings {
  appointments: CalendarAppointmentFields[];
}

export function appointmentsRepository(db: Db) {
  /*
   * Every query of the calendar calls is built once here and prepared
   * (named statements on PostgreSQL: parsed and planned once per
   * connection). Building the daily query with drizzle cost more CPU per
   * call than PostgreSQL spent running it (tests/bench/profile-daily.ts).
   */
  const providerRow = db
    .select({
      format: users.clientNameFormat,
      order: users.clientNameOrder,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      namePrefix: users.namePrefix,
      nameSuffix: users.nameSuffix,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('providerId')))
    .prepare('calendar_provider');

  // Array rows mapped by fieldRowOfArray: drizzle's generic row mapping cost more than the mapping to the answer.
  const dailyQuery = (variant: ReaderVariant) =>
    arrayQuery(
      db,
      `calendar_daily_${variant}`,
      db
        .select(appointmentFieldArrayColumnsFor(variant))
        .from(appointments)
        .leftJoin(appointmentSeries, eq(appointmentSeries.id, appointments.seriesId))
        .where(inRange(roleOf[variant]))
        .orderBy(asc(appointments.appDate), asc(appointments.startsAt), asc(appointments.id)),
    );

  /*
   * The year's days as one row holding one text array (the distinct days
   * still come off the (provider_id, app_date) index in order): a row per
   * day mapped by drizzle cost the yearly call more CPU than the rest of its
   * handler (issue 31, tests/bench/server-path.ts with BENCH_PROFILE).
   */
  const yearlyQuery = (variant: ReaderVariant) => {
    const days = db.selectDistinct({ day: appointments.appDate }).from(appointments).where(inRange(roleOf[variant])).as('days');
    return arrayQuery(
      db,
      `calendar_yearly_${variant}`,
      db.select({ days: sql`coalesce(array_agg(${days.day}::text order by ${days.day}), '{}')` }).from(days),
    );
  };

  const daily = { all: dailyQuery('all'), client: dailyQuery('client'), other: dailyQuery('other') };
  const yearly = { all: yearlyQuery('all'), client: yearlyQuery('client'), other: yearlyQuery('other') };

  async function readDaily<T>(
    providerId: number,
    start: string,
    end: string,
    reader: CalendarReader,
    project: (a: AppointmentFields) => T,
  ): Promise<CalendarSettings & { appointments: T[] }> {
    const [[provider], rows] = await Promise.all([
      providerRow.execute({ providerId }),
      daily[variantOf(reader.role)]({ providerId, start, end, readerId: reader.userId }),
    ]);
    // provider_id is the requested provider for every row (the filter), so its names come from that row.
    const list = rows.map((r) => project(toAppointmentFields(fieldRowOfArray(r), provider, providerId)));
    return {
      appointments: list,
      client_name_format: provider?.format ?? 1,
      client_name_order: provider?.order ?? 1,
    };
  }

  return {
    /**
     * Every appointment field of the daily call for days start..end (YYYY-MM-DD,
     * local to each appointment), ordered by app_date then start, with the
     * provider's client-name settings. Two queries whatever the row count: the
     * provider row, and the appointments (one index range scan on
     * (provider_id, app_date), the series joined, the contact looked up by key).
     */
    async daily(providerId: number, start: string, end: string, reader: CalendarReader): Promise<DailyResult> {
      return readDaily(providerId, start, end, reader, (a) => a);
    },

    /** daily, each appointment cut to the fields the calendar screens read (calendarAppointmentFields). */
    async dailyCalendar(providerId: number, start: string, end: string, reader: CalendarReader): Promise<DailyCalendarResult> {
      return readDaily(providerId, start, end, reader, toCalendarFields);
    },

    /** The distinct local days of a year that have at least one non-deleted appointment, ascending. */
    async yearlyDates(providerId: number, year: { start: string; end: string }, reader: CalendarReader): Promise<string[]> {
      const [row] = await yearly[variantOf(reader.role)]({ providerId, start: year.start, end: year.end, readerId: reader.userId });
      return (row?.[0] as string[] | undefined) ?? [];
    },
  };
}
export type AppointmentsRepository = ReturnType<typeof appointmentsRepository>;

