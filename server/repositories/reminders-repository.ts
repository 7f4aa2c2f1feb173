/**
 * What appointment reminders read and write (issue 15 item 4). The jobs
 * (server/jobs/reminders.ts) call these; each is one short statement.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from './appointments/sql-arrays';

export const REMINDER_JOB = 'reminder';

/** One reminder per appointment and start: a moved appointment gets a new key, and the old job finds it moved. */
export const reminderKey = (appointmentId: number, startsAtEpochS: number): string => `reminder:${appointmentId}:${startsAtEpochS}`;

export interface ReminderPayload {
  appointmentId: number;
  /** starts_at in whole seconds since 1970, as the key carries it. */
  startsAt: number;
  /** Recipients already reminded by an earlier attempt ('c:12', 'p:3', 'u:7'). */
  sent?: string[];
}

/**
 * Enqueues a reminder for every live appointment with an e-mail or SMS
 * reminder starting in (now, now + lead], one INSERT … SELECT. Appointments
 * whose key exists (reminded, or waiting) are left out before the insert,
 * not by the conflict: a conflicting insert would still use up an id of the
 * jobs sequence every minute for every upcoming appointment.
 */
export async function enqueueDueReminders(db: DbOrTx, now: Date, leadMinutes: number): Promise<number> {
  const result = await db.execute(sql`
    insert into jobs (kind, dedupe_key, payload, run_at)
    select ${REMINDER_JOB}, k.key, jsonb_build_object('appointmentId', k.id, 'startsAt', k.epoch), ${now.toISOString()}::timestamptz
      from (select a.id, floor(extract(epoch from a.starts_at))::bigint as epoch,
                   'reminder:' || a.id || ':' || floor(extract(epoch from a.starts_at))::bigint as key
              from appointments a
             where a.video_invitepref in ('E', 'S') and not a.is_cancelled and not a.is_deleted
               and a.starts_at > ${now.toISOString()}::timestamptz
               and a.starts_at <= ${now.toISOString()}::timestamptz + ${leadMinutes}::int * interval '1 minute') k
     where not exists (select 1 from jobs j where j.dedupe_key = k.key)
    on conflict (dedupe_key) do nothing
    returning id`);
  return rowsOf(result).length;
}

export interface ReminderAppointment {
  id: number;
  startsAt: Date;
  isAllDay: boolean;
  isCancelled: boolean;
  isDeleted: boolean;
  isVideo: boolean;
  isConnect: boolean;
  videoInvitepref: string;
  clientConnectcode: string | null;
  secureVideoSessionId: string | null;
}

export interface ReminderRecipient {
  /** 'c:<clients.id>', 'p:<persons.id>', 'u:<users.id>': what an attempt records as reminded. */
  key: string;
  email: string | null;
  /** The first cell phone, else the first phone that is not a fax. */
  phone: string | null;
  timezone: string;
}

interface AppointmentDbRow {
  id: number;
  starts_at: string | Date;
  is_all_day: boolean;
  is_cancelled: boolean;
  is_deleted: boolean;
  is_video: boolean;
  is_connect: boolean;
  video_invitepref: string;
  client_connectcode: string | null;
  secure_video_session_id: string | null;
}

/** The appointment as a reminder needs it, nothing clinical (no notes, no type detail); null when gone. */
export async function reminderAppointment(db: DbOrTx, id: number): Promise<ReminderAppointment | null> {
  const result = await db.execute(sql`
    select id, starts_at, is_all_day, is_cancelled, is_deleted, is_video, is_connect, video_invitepref, client_connectcode,
           secure_video_session_id
      from appointments where id = ${id}::int`);
  const r = rowsOf<AppointmentDbRow>(result)[0];
  if (!r) return null;
  return {
    id: r.id,
    startsAt: new Date(r.starts_at),
    isAllDay: r.is_all_day,
    isCancelled: r.is_cancelled,
    isDeleted: r.is_deleted,
    isVideo: r.is_video,
    isConnect: r.is_connect,
    videoInvitepref: r.video_invitepref,
    clientConnectcode: r.client_connectcode,
    secureVideoSessionId: r.secure_video_session_id,
  };
}

/** A phone for SMS: the first cell (type 1), else the first that is not a fax (type 4). */
const phoneOf = (t: string) => sql.raw(`coalesce(
  case when ${t}.pht1 = 1 then nullif(trim(${t}.phone1), '') end, case when ${t}.pht2 = 1 then nullif(trim(${t}.phone2), '') end,
  case when ${t}.pht3 = 1 then nullif(trim(${t}.phone3), '') end, case when ${t}.pht4 = 1 then nullif(trim(${t}.phone4), '') end,
  case when ${t}.pht1 <> 4 then nullif(trim(${t}.phone1), '') end, case when ${t}.pht2 <> 4 then nullif(trim(${t}.phone2), '') end,
  case when ${t}.pht3 <> 4 then nullif(trim(${t}.phone3), '') end, case when ${t}.pht4 <> 4 then nullif(trim(${t}.phone4), '') end)`);

/**
 * Who is reminded: the client (clients, or a practice user booked as a
 * client), the other person, or each member of a group. Events have no one.
 */
export async function reminderRecipients(db: DbOrTx, appointmentId: number): Promise<ReminderRecipient[]> {
  const result = await db.execute(sql`
    with a as (select client_id, client_type, otherevent_id, otherevent_type from appointments where id = ${appointmentId}::int),
    m as (select gm.member_type, gm.member_id from group_members gm, a where a.otherevent_type = 2 and gm.group_id = a.otherevent_id)
    select 'c:' || c.id as key, coalesce(nullif(trim(c.email1), ''), nullif(trim(c.email2), '')) as email, ${phoneOf('c')} as phone, c.timezone
      from clients c
     where c.id in (select client_id from a where client_type = 'person' union select member_id from m where member_type = 'client')
    union all
    select 'p:' || p.id, coalesce(nullif(trim(p.email1), ''), nullif(trim(p.email2), '')), ${phoneOf('p')}, p.timezone
      from persons p
     where p.id in (select otherevent_id from a where otherevent_type = 1 union select member_id from m where member_type = 'person')
    union all
    select 'u:' || u.id, nullif(trim(u.email), ''), null, u.timezone
      from users u
     where u.id in (select client_id from a where client_type in ('app_user', 'subscriber')
                    union select member_id from m where member_type in ('app_user', 'subscriber'))`);
  return rowsOf<ReminderRecipient>(result).sort((x, y) => x.key.localeCompare(y.key));
}

/** reminder_set_status = 1: this occurrence's reminder went out (for the start it still has). */
export async function markReminderSent(db: DbOrTx, id: number, startsAt: Date): Promise<void> {
  await db.execute(sql`
    update appointments set reminder_set_status = 1 where id = ${id}::int and starts_at = ${startsAt.toISOString()}::timestamptz`);
}
