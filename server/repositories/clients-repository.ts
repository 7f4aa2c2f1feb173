import { and, eq } from 'drizzle-orm';
import { CONTACT_STATUS, DEFAULT_INSURANCE_TYPE } from '../../domain/codes';
import { birthDateFromIso, birthDateIso } from '../../domain/contacts/birth-date';
import type { ClientAddBody, ClientRecord } from '../../domain/contract/clients';
import { formatClientName } from '../../domain/names';
import type { Db, DbOrTx } from '../db/client';
import { clients, favourites, insuranceCompanies, phoneSelected, users } from '../db/schema/index';
import {
  type AddPhoneOutcome,
  type PhoneSlot,
  emailSlotValues,
  favouriteIdSql,
  phoneSlotValues,
  phoneSlots,
  withPhoneAdded,
} from './contact-slots';
import { emailTakenInPractice } from './contact-emails';

/** Who reads a client: favourite and selected phone are theirs; roles 22/25 get no insurance details (spec 6). */
export interface ClientViewer {
  userId: number;
  withInsurance: boolean;
}

/** Why a client write was refused: the client is not the provider's, the insurance company is not, or an e-mail is another contact's. */
export type ClientWriteRefusal = 'gone' | 'insurance' | 'email';

/** A client body as add and edit take it: an edit that leaves the reminder preference out keeps the stored one. */
type ClientWriteBody = Omit<ClientAddBody, 'reminder_pref'> & Partial<Pick<ClientAddBody, 'reminder_pref'>>;

/** The stored columns of a client form body (spec 3 "Client"). */
function valuesOf(body: ClientWriteBody) {
  // No company means no insurance: an id or type typed without one is not kept.
  const insured = body.insuranceCompany > 0;
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    phaLine1: body.pha_line1,
    phaLine2: body.pha_line2,
    phaCity: body.pha_city,
    phaState: body.pha_state,
    phaPostalCode: body.pha_postalCode,
    birthDate: birthDateIso(body.date),
    ...phoneSlotValues(phoneSlots(body.phone, body.phoneType)),
    ...emailSlotValues(body.email),
    timezone: body.timezone,
    ...(body.reminder_pref === undefined ? {} : { reminderPref: body.reminder_pref }),
    notes: body.notes,
    insuranceCompanyId: insured ? body.insuranceCompany : null,
    insuranceId: insured ? body.insuranceId : '',
    insuranceType: insured && body.insuranceType !== false && body.insuranceType !== '' ? body.insuranceType : DEFAULT_INSURANCE_TYPE,
  };
}

/** Clients with what the record needs besides the row: the provider's name format and the viewer's marks. */
const recordQuery = (db: DbOrTx, viewer: ClientViewer) =>
  db
    .select({
      client: clients,
      format: users.clientNameFormat,
      order: users.clientNameOrder,
      favouriteId: favouriteIdSql(viewer.userId, favourites.personId, clients.id),
      selectedPhone: phoneSelected.phone,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.providerId))
    .leftJoin(phoneSelected, and(eq(phoneSelected.personId, clients.id), eq(phoneSelected.userId, viewer.userId)));

type RecordRow = Awaited<ReturnType<typeof recordQuery>>[number];

function recordOf({ client: c, format, order, favouriteId, selectedPhone }: RecordRow, viewer: ClientViewer): ClientRecord {
  return {
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    name: formatClientName(c, format, order),
    pha_line1: c.phaLine1,
    pha_line2: c.phaLine2,
    pha_city: c.phaCity,
    pha_state: c.phaState,
    pha_postalCode: c.phaPostalCode,
    email1: c.email1,
    email2: c.email2,
    phone1: c.phone1,
    phone2: c.phone2,
    phone3: c.phone3,
    phone4: c.phone4,
    pht1: c.pht1,
    pht2: c.pht2,
    pht3: c.pht3,
    pht4: c.pht4,
    birthDate: birthDateFromIso(c.birthDate),
    timezone: c.timezone,
    reminder_pref: c.reminderPref,
    notes: c.notes,
    userID: c.userId,
    favourite_id: favouriteId,
    status: c.status,
    providerID: c.providerId,
    selected_phone: selectedPhone,
    // 0 is "none" in the form's insurance select (spec 5).
    selectedInsuranceValue: viewer.withInsurance ? (c.insuranceCompanyId ?? 0) : null,
    insuranceType: viewer.withInsurance ? c.insuranceType : null,
    insuranceId: viewer.withInsurance ? c.insuranceId : null,
  };
}

/**
 * Sorted here, not in SQL: the database's collation differs between PGlite
 * (C) and a PostgreSQL server (often en_US), and 'Álvarez' must sit with the A's on both.
 */
const collator = new Intl.Collator('en', { sensitivity: 'accent' });
const byLastThenFirstName = (a: ClientRecord, b: ClientRecord): number =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id - b.id;

const ownClient = (providerId: number, clientId: number) => and(eq(clients.id, clientId), eq(clients.providerId, providerId));

/** Whether the insurance company is one of the provider's; 0 (none) always is. */
async function isProvidersInsurer(db: DbOrTx, providerId: number, companyId: number): Promise<boolean> {
  if (companyId === 0) return true;
  const found = await db
    .select({ id: insuranceCompanies.id })
    .from(insuranceCompanies)
    .where(and(eq(insuranceCompanies.id, companyId), eq(insuranceCompanies.providerId, providerId)));
  return found.length > 0;
}

/** The client calls of spec 7: add, edit, add_phone, client_details. */
export function clientsRepository(db: Db) {
  return {
    /** A new client of the provider (status 1), answered as the viewer reads it. */
    async add(providerId: number, body: ClientAddBody, viewer: ClientViewer): Promise<ClientRecord | ClientWriteRefusal> {
      return db.transaction(async (tx) => {
        if (!(await isProvidersInsurer(tx, providerId, body.insuranceCompany))) return 'insurance';
        if (await emailTakenInPractice(tx, providerId, body.email, null)) return 'email';
        const [row] = await tx
          .insert(clients)
          .values({ providerId, ...valuesOf(body), status: CONTACT_STATUS.active })
          .returning({ id: clients.id });
        const [saved] = await recordQuery(tx, viewer).where(eq(clients.id, row!.id));
        return recordOf(saved!, viewer);
      });
    },

    /** Replaces the form's fields of the provider's client; status and portal login stay. */
    async edit(providerId: number, clientId: number, body: ClientWriteBody, viewer: ClientViewer): Promise<ClientRecord | ClientWriteRefusal> {
      return db.transaction(async (tx) => {
        const [own] = await tx.select({ id: clients.id }).from(clients).where(ownClient(providerId, clientId)).for('update');
        if (!own) return 'gone';
        if (!(await isProvidersInsurer(tx, providerId, body.insuranceCompany))) return 'insurance';
        if (await emailTakenInPractice(tx, providerId, body.email, { kind: 'client', id: clientId })) return 'email';
        await tx
          .update(clients)
          .set({ ...valuesOf(body), updatedAt: new Date() })
          .where(eq(clients.id, clientId));
        const [saved] = await recordQuery(tx, viewer).where(eq(clients.id, clientId));
        return recordOf(saved!, viewer);
      });
    },

    /** Puts a phone into the first free slot of the provider's client. */
    async addPhone(providerId: number, clientId: number, slot: PhoneSlot): Promise<AddPhoneOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(clients).where(ownClient(providerId, clientId)).for('update');
        if (!row) return { kind: 'gone' };
        const added = withPhoneAdded(row, slot);
        if (added === null) return { kind: 'full' };
        await tx
          .update(clients)
          .set({ ...added.values, updatedAt: new Date() })
          .where(eq(clients.id, clientId));
        return { kind: 'added', phone: slot.phone, number: added.number };
      });
    },

    /** One client of the provider (any status), or null when it is not the provider's. */
    async one(providerId: number, clientId: number, viewer: ClientViewer): Promise<ClientRecord | null> {
      const [row] = await recordQuery(db, viewer).where(ownClient(providerId, clientId));
      return row ? recordOf(row, viewer) : null;
    },

    /** The provider's active clients (status 1), by last then first name. */
    async active(providerId: number, viewer: ClientViewer): Promise<ClientRecord[]> {
      const rows = await recordQuery(db, viewer).where(and(eq(clients.providerId, providerId), eq(clients.status, CONTACT_STATUS.active)));
      return rows.map((r) => recordOf(r, viewer)).sort(byLastThenFirstName);
    },
  };
}
export type ClientsRepository = ReturnType<typeof clientsRepository>;
