/**
 * The waitlist's trigger (issue 29): a write that cancels, deletes or moves
 * occurrences enqueues 'waitlist:slot-freed' in its own transaction, with
 * the times those occurrences held before the write. The job (offer-flow.ts)
 * decides later whether each time is really free and who fits.
 *
 * Only the near future is worth offering: at most FREED_SLOTS_MAX live,
 * timed occurrences starting within FREED_HORIZON_DAYS of now, the earliest
 * first. A series cancelled or moved as a whole therefore frees its next few
 * sessions, not a year of them (a client offered a slot in eleven months is
 * not helped, and a waitlist would drain on one series edit).
 */
import { sql } from 'drizzle-orm';
import { WAITLIST_JOBS } from '../../domain/contract/waitlist';
import { APPOINTMENT_TYPE } from '../../domain/codes';
import type { LocationKind } from '../../domain/waitlist/wishes';
import type { DbOrTx } from '../db/client';
import { enqueue } from '../jobs/queue';
import { intArray, rowsOf } from '../repositories/appointments/sql-arrays';

export const FREED_HORIZON_DAYS = 14;
export const FREED_SLOTS_MAX = 4;

/** One freed time, as the job payload carries it (instants in ms). */
export interface FreedSlotPayload {
  start: number;
  end: number;
  timezone: string;
  locationKind: LocationKind;
  officeLocationId: number | null;
}

export interface SlotFreedPayload {
  providerId: number;
  slots: FreedSlotPayload[];
}

export const locationKindOf = (type: number, isVideo: boolean): LocationKind =>
  isVideo || type === APPOINTMENT_TYPE.video ? 'video' : type === APPOINTMENT_TYPE.phone ? 'phone' : 'office';

interface Row {
  provider_id: number;
  starts_at: string | Date;
  ends_at: string | Date;
  timezone: string;
  type: number;
  is_video: boolean;
  office_location_id: number | null;
}

const ms = (v: string | Date): number => (v instanceof Date ? v.getTime() : Date.parse(v));

/**
 * Call inside the write's transaction, BEFORE the rows change: reads the
 * live times of `ids` and enqueues one job per provider (none when nothing
 * near is freed). Returns the number of slots enqueued.
 */
export async function enqueueFreedSlots(tx: DbOrTx, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await tx.execute(sql`
    select provider_id, starts_at, ends_at, timezone, type, is_video, office_location_id
      from appointments
     where id = any(${intArray(ids)}) and not is_deleted and not is_cancelled and not is_all_day
       and starts_at > now() and starts_at < now() + ${FREED_HORIZON_DAYS}::int * interval '1 day'
     order by starts_at, id
     limit ${FREED_SLOTS_MAX}::int`);
  const rows = rowsOf<Row>(result);
  const byProvider = new Map<number, FreedSlotPayload[]>();
  for (const r of rows) {
    const list = byProvider.get(r.provider_id) ?? [];
    list.push({
      start: ms(r.starts_at),
      end: ms(r.ends_at),
      timezone: r.timezone,
      locationKind: locationKindOf(r.type, r.is_video),
      officeLocationId: r.office_location_id,
    });
    byProvider.set(r.provider_id, list);
  }
  for (const [providerId, slots] of byProvider) {
    await enqueue(tx, WAITLIST_JOBS.slotFreed, { providerId, slots } satisfies SlotFreedPayload);
  }
  return rows.length;
}
