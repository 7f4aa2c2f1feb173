/**
 * Spec 5's 'Email already exist': an e-mail identifies one contact of a
 * provider, across its clients and other persons and both e-mail slots,
 * compared trimmed and without regard to case. Another provider's contacts
 * do not count.
 *
 * No unique index can span two tables and two columns each, so every write
 * of a contact's e-mails takes the provider's contact lock first: two adds
 * of one address at once cannot both find it free.
 */
import { type Column, type SQL, and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { clients, persons } from '../db/schema/index';

/** A namespace for pg_advisory_xact_lock(namespace, provider_id), apart from the appointment writes' one. */
const CONTACT_LOCK_NAMESPACE = 727_276;

/** The contact being saved, which may keep its own e-mails. */
export type ContactSelf = { kind: 'client' | 'person'; id: number } | null;

/** The comparable form of an address: trimmed, lower case (spec 5: 'Email already exist' ignores case). */
const comparable = (email: string): string => email.trim().toLowerCase();

/** Either e-mail slot of a row holds one of the wanted addresses. */
const slotMatches = (email1: Column, email2: Column, wanted: string[]): SQL | undefined =>
  or(inArray(sql`lower(trim(${email1}))`, wanted), inArray(sql`lower(trim(${email2}))`, wanted));

/**
 * Takes the provider's contact lock (to the end of the transaction) and says
 * whether any of the e-mails is already on another client or other person of
 * the provider. Call it inside the transaction that then writes them.
 */
export async function emailTakenInPractice(tx: Tx, providerId: number, emails: readonly (string | null)[], self: ContactSelf): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONTACT_LOCK_NAMESPACE}::int, ${providerId}::int)`);
  const wanted = [...new Set(emails.filter((e): e is string => e !== null && e.trim() !== '').map(comparable))];
  if (wanted.length === 0) return false;
  for (const [kind, table] of [['client', clients], ['person', persons]] as const) {
    const [holder] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.providerId, providerId), self?.kind === kind ? ne(table.id, self.id) : undefined, slotMatches(table.email1, table.email2, wanted)))
      .limit(1);
    if (holder) return true;
  }
  return false;
}
