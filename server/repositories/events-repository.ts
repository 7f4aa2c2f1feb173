import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events } from '../db/schema/index';

/** Event contacts beyond their creation (events/add lives with the inline add calls). */
export function eventsRepository(db: Db) {
  return {
    /** Renames the provider's event; null when the provider has no such event. */
    async rename(providerId: number, id: number, name: string): Promise<{ id: number; name: string } | null> {
      const [row] = await db
        .update(events)
        .set({ name })
        .where(and(eq(events.id, id), eq(events.providerId, providerId)))
        .returning({ id: events.id, name: events.name });
      return row ?? null;
    },
  };
}
export type EventsRepository = ReturnType<typeof eventsRepository>;
