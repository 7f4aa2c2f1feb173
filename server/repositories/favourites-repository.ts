/**
 * A user's own marks on contacts (spec 3, 4, 7): favourites, and the number
 * last chosen on the phone screen. Both belong to the signed-in user; the
 * routes check first that the contact is of a provider the user may act for.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { favourites, phoneSelected } from '../db/schema/index';
import { fitsInt4 } from './appointments/sql-arrays';

/** Exactly one target, as favouriteAddBody guarantees. */
export type FavouriteTarget =
  | { column: 'personId'; id: number }
  | { column: 'othereventId'; id: number }
  | { column: 'groupappointmentId'; id: number };

export function favouritesRepository(db: Db) {
  return {
    /**
     * The user's favourite row for the contact: added, or the one already
     * there (the unique indexes make a second add a no-op, also when two
     * adds race). One transaction, so a request's Idempotency-Key commits
     * with it (db/idempotent-writes.ts).
     */
    async add(userId: number, target: FavouriteTarget): Promise<number> {
      return db.transaction(async (tx) => {
        // Each lap means another tab deleted the row in between; three in a row is not a person clicking.
        for (let lap = 0; lap < 3; lap++) {
          const [added] = await tx
            .insert(favourites)
            .values({ userId, [target.column]: target.id })
            .onConflictDoNothing()
            .returning({ id: favourites.id });
          if (added) return added.id;
          const [existing] = await tx
            .select({ id: favourites.id })
            .from(favourites)
            .where(and(eq(favourites.userId, userId), eq(favourites[target.column], target.id)));
          // Deleted between the two statements (the user's other tab): add it again.
          if (existing) return existing.id;
        }
        throw new Error('favourite add kept racing a delete');
      });
    },

    /** Deletes the user's own favourite; false when the user has none with that id. */
    async delete(userId: number, id: number): Promise<boolean> {
      if (!fitsInt4(id)) return false;
      const removed = await db
        .delete(favourites)
        .where(and(eq(favourites.id, id), eq(favourites.userId, userId)))
        .returning({ id: favourites.id });
      return removed.length > 0;
    },

    /** Remembers the phone the user chose for a client (personId) or other person (othereventId): one row per user and contact. */
    async selectPhone(userId: number, target: { column: 'personId' | 'othereventId'; id: number }, phone: string): Promise<string> {
      // A transaction for the Idempotency-Key, as add.
      const [row] = await db.transaction((tx) =>
        tx
          .insert(phoneSelected)
          .values({ userId, [target.column]: target.id, phone })
          .onConflictDoUpdate({
            target: [phoneSelected.userId, phoneSelected[target.column]],
            set: { phone, updatedAt: new Date() },
          })
          .returning({ phone: phoneSelected.phone }),
      );
      return row!.phone;
    },
  };
}
export type FavouritesRepository = ReturnType<typeof favouritesRepository>;
