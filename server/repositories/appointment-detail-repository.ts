import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { APPOINTMENT_TYPE, OTHEREVENT_TYPE } from '../../domain/codes';
import { officeAddressLine } from '../../domain/contacts/office-address';
import { isPortalRole } from '../../domain/roles';
import type { AppointmentDetail } from '../../domain/contract/appointment';
import type { Db } from '../db/client';
import { appointments, appointmentSeries, clients, officeLocations, persons, users } from '../db/schema/index';
import {
  appointmentFieldColumnsFor,
  portalFilter,
  type ReaderVariant,
  roleOf,
  toAppointmentFields,
  variantOf,
} from './appointment-fields';
import type { CalendarReader, CalendarSettings } from './appointments-repository';

const provider = alias(users, 'provider');
const earlier = alias(appointments, 'earlier');

const filled = (column: string) => `coalesce(${column}, '') <> ''`;
const anyFilled = (table: string, columns: string[]) =>
  sql.raw(`(${columns.map((c) => filled(`"${table}"."${c}"`)).join(' or ')})`);
const EMAILS = ['email1', 'email2'];
const PHONES = ['phone1', 'phone2', 'phone3', 'phone4'];

/** Whether the contact has an e-mail / a phone (spec 5 reminder warning); users have no phone column. */
const contactHas = (what: 'email' | 'phone') => sql<boolean>`coalesce(case
  when ${appointments.clientType} = 'person' then
    (select ${anyFilled('clients', what === 'email' ? EMAILS : PHONES)} from ${clients} where ${clients.id} = ${appointments.clientId})
  when ${appointments.clientType} in ('app_user', 'subscriber') then
    ${what === 'email' ? sql`(select coalesce(${users.email}, '') <> '' from ${users} where ${users.id} = ${appointments.clientId})` : sql`false`}
  when ${appointments.othereventType} = ${sql.raw(String(OTHEREVENT_TYPE.person))} then
    (select ${anyFilled('persons', what === 'email' ? EMAILS : PHONES)} from ${persons} where ${persons.id} = ${appointments.othereventId})
end, false)`;

/** No earlier non-deleted occurrence in the series (by start, then id); a one-off is its own first. */
const isFirstOccurrence = sql<boolean>`(${appointments.seriesId} is null or not exists (
  select 1 from ${appointments} earlier
   where ${earlier.seriesId} = ${appointments.seriesId}
     and not ${earlier.isDeleted}
     and (${earlier.startsAt}, ${earlier.id}) < (${appointments.startsAt}, ${appointments.id})))`;

export interface AppointmentById extends CalendarSettings {
  appointment: AppointmentDetail;
}

export function appointmentDetailRepository(db: Db) {
  const byIdQuery = (variant: ReaderVariant) =>
    db
      .select({
        ...appointmentFieldColumnsFor(variant),
        officeLocationId: appointments.officeLocationId,
        customLocation: appointments.customLocation,
        connectcode: appointments.connectcode,
        clientConnectcode: appointments.clientConnectcode,
        secureVideoSessionId: appointments.secureVideoSessionId,
        officeLine1: officeLocations.line1,
        officeLine2: officeLocations.line2,
        officeCity: officeLocations.city,
        officePostalCode: officeLocations.postalCode,
        providerFirstName: provider.firstName,
        providerMiddleName: provider.middleName,
        providerLastName: provider.lastName,
        providerNamePrefix: provider.namePrefix,
        providerNameSuffix: provider.nameSuffix,
        format: provider.clientNameFormat,
        order: provider.clientNameOrder,
        contactHasEmail: contactHas('email'),
        contactHasPhone: contactHas('phone'),
        isFirstOccurrence,
        occurrenceCount: appointmentSeries.occurrenceCount,
      })
      .from(appointments)
      .innerJoin(provider, eq(provider.id, appointments.providerId))
      .leftJoin(appointmentSeries, eq(appointmentSeries.id, appointments.seriesId))
      .leftJoin(officeLocations, eq(officeLocations.id, appointments.officeLocationId))
      .where(and(eq(appointments.id, sql.placeholder('id')), eq(appointments.isDeleted, false), portalFilter(roleOf[variant])))
      .prepare(`appointment_by_id_${variant}`);
  const byId = { all: byIdQuery('all'), client: byIdQuery('client'), other: byIdQuery('other') };

  return {
    /**
     * One non-deleted appointment the reader may see (portal users: only
     * their own, as in the calendar), with the detail screen's fields and its
     * provider's client-name settings; null otherwise. One query. The caller
     * checks that staff may act for its provider_id.
     */
    async find(id: number, reader: CalendarReader, forProviderId: number): Promise<AppointmentById | null> {
      const [r] = await byId[variantOf(reader.role)].execute({ id, readerId: reader.userId });
      if (!r) return null;
      const fields = toAppointmentFields(
        r,
        {
          firstName: r.providerFirstName,
          middleName: r.providerMiddleName,
          lastName: r.providerLastName,
          namePrefix: r.providerNamePrefix,
          nameSuffix: r.providerNameSuffix,
        },
        forProviderId,
      );
      // Only an office appointment is at an office; other kinds may still carry a stale office id.
      const office =
        r.type === APPOINTMENT_TYPE.office && r.officeLocationId !== null && r.officeLine1 !== null
          ? officeAddressLine({
              line1: r.officeLine1,
              line2: r.officeLine2 ?? '',
              city: r.officeCity ?? '',
              postal_code: r.officePostalCode ?? '',
            })
          : null;
      return {
        appointment: {
          ...fields,
          is_office: r.type === APPOINTMENT_TYPE.office ? 1 : 0,
          office_location_id: r.officeLocationId,
          custom_location: r.customLocation,
          location_text: office ?? r.customLocation ?? '',
          // The host code only to staff (the route then 404s staff who may not act for the provider);
          // portal readers (their own appointments only, portalFilter) get the guest code and never the host's.
          connectcode: isPortalRole(reader.role) ? null : r.connectcode,
          clientConnectcode: r.clientConnectcode,
          secure_video_session_id: r.secureVideoSessionId,
          // Secure Video pass codes are not stored by Meadow.
          hashed_pass_code: null,
          contact_has_email: r.contactHasEmail,
          contact_has_phone: r.contactHasPhone,
          is_first_occurrence: r.isFirstOccurrence,
          ...(r.occurrenceCount === null ? {} : { occurrence_count: r.occurrenceCount }),
        },
        client_name_format: r.format,
        client_name_order: r.order,
      };
    },
  };
}
export type AppointmentDetailRepository = ReturnType<typeof appointmentDetailRepository>;
