import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConnectRole } from '../../domain/contract/video';
import type { Db } from '../db/client';
import { appointments, users } from '../db/schema/index';
import { portalFilter, roleOf, type ReaderVariant, variantOf } from './appointment-fields';
import type { CalendarReader } from './appointments-repository';

const provider = alias(users, 'provider');

/** A Meadow Connect session, found by one of its two codes. */
export interface ConnectSession {
  appointmentId: number;
  providerId: number;
  /** host: the code was the appointment's connectcode; guest: its client_connectcode. */
  role: ConnectRole;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  isCancelled: boolean;
  provider: { namePrefix: string; firstName: string; lastName: string };
}

/** What the Secure Video login needs of an appointment the reader may see. */
export interface SecureVideoRow {
  providerId: number;
  isVideo: boolean;
  isConnect: boolean;
  secureVideoSessionId: string | null;
  endsAt: Date;
  isCancelled: boolean;
}

export function videoRepository(db: Db) {
  const secureQuery = (variant: ReaderVariant) =>
    db
      .select({
        providerId: appointments.providerId,
        isVideo: appointments.isVideo,
        isConnect: appointments.isConnect,
        secureVideoSessionId: appointments.secureVideoSessionId,
        endsAt: appointments.endsAt,
        isCancelled: appointments.isCancelled,
      })
      .from(appointments)
      .where(and(eq(appointments.id, sql.placeholder('id')), eq(appointments.isDeleted, false), portalFilter(roleOf[variant])))
      .prepare(`secure_video_row_${variant}`);
  const secure = { all: secureQuery('all'), client: secureQuery('client'), other: secureQuery('other') };

  return {
    /**
     * The non-deleted Connect appointment with this host or guest code; null
     * otherwise. The caller has checked the code's shape (64 hex).
     */
    async byCode(code: string): Promise<ConnectSession | null> {
      const [r] = await db
        .select({
          appointmentId: appointments.id,
          providerId: appointments.providerId,
          connectcode: appointments.connectcode,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          timezone: appointments.timezone,
          isCancelled: appointments.isCancelled,
          namePrefix: provider.namePrefix,
          firstName: provider.firstName,
          lastName: provider.lastName,
        })
        .from(appointments)
        .innerJoin(provider, eq(provider.id, appointments.providerId))
        .where(
          and(
            eq(appointments.isConnect, true),
            eq(appointments.isDeleted, false),
            or(eq(appointments.connectcode, code), eq(appointments.clientConnectcode, code)),
          ),
        )
        .limit(1);
      if (!r) return null;
      return {
        appointmentId: r.appointmentId,
        providerId: r.providerId,
        role: r.connectcode === code ? 'host' : 'guest',
        startsAt: r.startsAt,
        endsAt: r.endsAt,
        timezone: r.timezone,
        isCancelled: r.isCancelled,
        provider: { namePrefix: r.namePrefix, firstName: r.firstName, lastName: r.lastName },
      };
    },

    /**
     * One non-deleted appointment the reader may see (portal users: only one
     * they take part in, as in the calendar); null otherwise. Staff: the
     * caller checks canActFor on providerId.
     */
    async secureVideoRow(id: number, reader: CalendarReader): Promise<SecureVideoRow | null> {
      const [r] = await secure[variantOf(reader.role)].execute({ id, readerId: reader.userId });
      return r ?? null;
    },
  };
}
export type VideoRepository = ReturnType<typeof videoRepository>;
