import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, officeLocations } from '../db/schema/index';
import { portalFilter, type ReaderVariant, roleOf, variantOf } from './appointment-fields';
import type { CalendarReader } from './appointments-repository';

/**
 * What a calendar export (server/calendar) reads of one occurrence: its
 * times, kind, place and join codes, never its notes or anyone's name.
 */
export interface AppointmentEventRow {
  id: number;
  providerId: number;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  appDate: string;
  isAllDay: boolean;
  type: number;
  isVideo: boolean;
  isConnect: boolean;
  clientConnectcode: string | null;
  secureVideoSessionId: string | null;
  isCancelled: boolean;
  officeLocationId: number | null;
  officeLine1: string | null;
  officeLine2: string | null;
  officeCity: string | null;
  officePostalCode: string | null;
  customLocation: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function calendarEventRepository(db: Db) {
  const query = (variant: ReaderVariant) =>
    db
      .select({
        id: appointments.id,
        providerId: appointments.providerId,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        timezone: appointments.timezone,
        appDate: appointments.appDate,
        isAllDay: appointments.isAllDay,
        type: appointments.type,
        isVideo: appointments.isVideo,
        isConnect: appointments.isConnect,
        clientConnectcode: appointments.clientConnectcode,
        secureVideoSessionId: appointments.secureVideoSessionId,
        isCancelled: appointments.isCancelled,
        officeLocationId: appointments.officeLocationId,
        officeLine1: officeLocations.line1,
        officeLine2: officeLocations.line2,
        officeCity: officeLocations.city,
        officePostalCode: officeLocations.postalCode,
        customLocation: appointments.customLocation,
        createdAt: appointments.createdAt,
        updatedAt: appointments.updatedAt,
      })
      .from(appointments)
      .leftJoin(officeLocations, eq(officeLocations.id, appointments.officeLocationId))
      .where(and(eq(appointments.id, sql.placeholder('id')), eq(appointments.isDeleted, false), portalFilter(roleOf[variant])))
      .prepare(`calendar_event_${variant}`);
  const byId = { all: query('all'), client: query('client'), other: query('other') };

  return {
    /**
     * One non-deleted occurrence: for a reader, one they may see (portal
     * users only their own, as the calendar; staff: the caller checks
     * canActFor on providerId); for a job (reader null), any. Null otherwise.
     */
    async find(id: number, reader: CalendarReader | null): Promise<AppointmentEventRow | null> {
      const variant = reader === null ? 'all' : variantOf(reader.role);
      const [r] = await byId[variant].execute({ id, readerId: reader?.userId ?? 0 });
      return r ?? null;
    },
  };
}
export type CalendarEventRepository = ReturnType<typeof calendarEventRepository>;
