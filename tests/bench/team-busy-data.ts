/**
 * What the week and team views read beyond the daily week (issue 31 item
 * 1), added to the calendar bench's practice (calendar-data.ts) in
 * set-based SQL: sam.staff permitted for every bench provider (the front
 * desk of /team, whose every call reads the permitted list), and one busy
 * calendar per provider with two busy intervals on each day of the span
 * (06:00-07:00 and an overlapping pair at noon, so busy/get merges), as
 * the busy-time job would have stored them.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import type { Practice } from './calendar-data';

const TZ = 'America/New_York';

export async function addTeamAndBusy(database: Database, practice: Practice, staffId: number): Promise<void> {
  const run = (text: string) => database.db.execute(sql.raw(text));
  const ids = `array[${practice.providerIds.join(',')}]::int[]`;
  await run(`
    insert into provider_permissions (user_id, provider_id, add_video_appointment_permission)
    select ${staffId}, p, 1 from unnest(${ids}) p
    on conflict (user_id, provider_id) do nothing`);
  await run(`
    insert into busy_calendars (provider_id, url, label, state, event_count)
    select p, 'https://calendar.invalid/bench/' || p || '.ics', 'Personal', 'ok', 0 from unnest(${ids}) p`);
  await run(`
    insert into busy_intervals (calendar_id, provider_id, starts_at, ends_at)
    select c.id, c.provider_id, (d + b.s) at time zone '${TZ}', (d + b.e) at time zone '${TZ}'
      from busy_calendars c
      cross join generate_series('${practice.firstDay}'::date, '${practice.lastDay}'::date, interval '1 day') d
      cross join (values (time '06:00', time '07:00'), (time '12:00', time '13:00'), (time '12:30', time '13:30')) as b(s, e)
     where c.provider_id = any(${ids})`);
  await run('analyze provider_permissions, busy_calendars, busy_intervals');
}
