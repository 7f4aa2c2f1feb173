/**
 * What appointment reminders read and write (issue 15 item 4). The jobs
 * (server/jobs/reminders.ts) call these; each is one short statement.
 */
import { sql } from 'drizzle-orm';
import type { AppointmentType, VideoInvitePref } from '../../domain/codes';
import type { DbOrTx } from '../db/client';
import { rowsOf } from './appointments/sql-arrays';
import { SEND_MAX_ATTEMPTS } from '../jobs/send-jobs';

export const REMINDER_JOB = 'reminder';

/**
 * One reminder per appointment, start and lead time: a moved appointment gets
 * new keys, and the old job finds it moved; a practice's second lead time is
 * another key, so each is sent once.
 */
export const reminderKey = (appointmentId: number, startsAtEpochS: number, leadMinutes: number): string =>
  `reminder:${appointmentId}:${startsAtEpochS}:${leadMinutes}`;

export interface ReminderPayload {
  appointmentId: number;
  /** starts_at in whole seconds since 1970, as the key carries it. */
  startsAt: number;
  /** The provider's lead time this reminder is for (absent in jobs enqueued before issue 26). */
  leadMinutes?: number;
  /** Recipient and channel pairs already reminded by an earlier attempt ('c:12:e', 'p:3:s', 'u:7:e'). */
  sent?: string[];
}

/**
 * Enqueues a reminder for every live appointment with an e-mail and/or SMS
 * reminder, once per lead time of its provider (users.reminder_lead_minutes
 * and the optional reminder_second_lead_minutes), one INSERT … SELECT.
 *
 * With two lead times the longer one's window ends where the shorter's
 * begins: an appointment booked 90 minutes ahead gets only the 2-hour
 * reminder, not both at once. Appointments whose key exists (reminded, or
 * waiting) are left out before the insert, not by the conflict: a
 * conflicting insert would still use up an id of the jobs sequence every
 * minute for every upcoming appointment.
 */
export async function enqueueDueReminders(db: DbOrTx, now: Date): Promise<number> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    insert into jobs (kind, dedupe_key, payload, run_at, max_attempts)
    select ${REMINDER_JOB}, k.key, jsonb_build_object('appointmentId', k.id, 'startsAt', k.epoch, 'leadMinutes', k.lead), ${at}::timestamptz,
           ${SEND_MAX_ATTEMPTS}::int
      from (select a.id, e.epoch, l.lead, 'reminder:' || a.id || ':' || e.epoch || ':' || l.lead as key
              from appointments a
              join users u on u.id = a.provider_id
              cross join lateral (select floor(extract(epoch from a.starts_at))::bigint as epoch,
                                         greatest(u.reminder_lead_minutes, coalesce(u.reminder_second_lead_minutes, 0)) as hi,
                                         case when u.reminder_second_lead_minutes is null then 0
                                              else least(u.reminder_lead_minutes, u.reminder_second_lead_minutes) end as lo) e
              cross join lateral (select e.hi as lead, e.lo as floor_minutes union all select e.lo, 0 where e.lo > 0) l
             where a.video_invitepref <> 'N' and not a.is_cancelled and not a.is_deleted
               and a.starts_at > ${at}::timestamptz
               and a.starts_at <= ${at}::timestamptz + (select max(greatest(reminder_lead_minutes, coalesce(reminder_second_lead_minutes, 0)))
                                                          from users) * interval '1 minute'
               and a.starts_at > ${at}::timestamptz + l.floor_minutes * interval '1 minute'
               and a.starts_at <= ${at}::timestamptz + l.lead * interval '1 minute') k
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
  /** Location type (1 office, 2 video, 3 phone, 4 other). */
  type: AppointmentType;
  isGroup: boolean;
  office: { line1: string; line2: string; city: string; postal_code: string } | null;
  customLocation: string | null;
  /** The provider's name, only when the practice lets reminders name the provider (users.reminders_name_provider). */
  providerName: string | null;
}

export interface ReminderRecipient {
  /** 'c:<clients.id>', 'p:<persons.id>', 'u:<users.id>': what an attempt records as reminded. */
  key: string;
  email: string | null;
  /** The first cell phone, else the first phone that is not a fax. */
  phone: string | null;
  timezone: string;
  /** The contact's own reminder channel (reminder_pref; 'E' for a practice user): a group member who chose 'N' is left out. */
  pref: VideoInvitePref;
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
  type: number;
  is_group: boolean;
  office_line1: string | null;
  office_line2: string | null;
  office_city: string | null;
  office_postal_code: string | null;
  custom_location: string | null;
  provider_name: string | null;
}

/**
 * The appointment as a reminder needs it, nothing clinical (no notes, no
 * contact); the provider's name only when the practice turned that on. Null when gone.
 */
export async function reminderAppointment(db: DbOrTx, id: number): Promise<ReminderAppointment | null> {
  const result = await db.execute(sql`
    select a.id, a.starts_at, a.is_all_day, a.is_cancelled, a.is_deleted, a.is_video, a.is_connect, a.video_invitepref,
           a.client_connectcode, a.secure_video_session_id, a.type, coalesce(a.otherevent_type = 2, false) as is_group,
           o.line1 as office_line1, o.line2 as office_line2, o.city as office_city, o.postal_code as office_postal_code,
           a.custom_location,
           case when u.reminders_name_provider
                then nullif(trim(concat_ws(' ', nullif(trim(u.name_prefix), ''), nullif(trim(u.first_name), ''), nullif(trim(u.last_name), ''))), '')
           end as provider_name
      from appointments a
      join users u on u.id = a.provider_id
      left join office_locations o on o.id = a.office_location_id
     where a.id = ${id}::int`);
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
    type: r.type as AppointmentType,
    isGroup: r.is_group,
    office:
      r.office_line1 === null
        ? null
        : { line1: r.office_line1, line2: r.office_line2 ?? '', city: r.office_city ?? '', postal_code: r.office_postal_code ?? '' },
    customLocation: r.custom_location,
    providerName: r.provider_name,
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
    select 'c:' || c.id as key, coalesce(nullif(trim(c.email1), ''), nullif(trim(c.email2), '')) as email, ${phoneOf('c')} as phone, c.timezone, c.reminder_pref as pref
      from clients c
     where c.id in (select client_id from a where client_type = 'person' union select member_id from m where member_type = 'client')
    union all
    select 'p:' || p.id, coalesce(nullif(trim(p.email1), ''), nullif(trim(p.email2), '')), ${phoneOf('p')}, p.timezone, p.reminder_pref
      from persons p
     where p.id in (select otherevent_id from a where otherevent_type = 1 union select member_id from m where member_type = 'person')
    union all
    select 'u:' || u.id, nullif(trim(u.email), ''), null, u.timezone, 'E'
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
